import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AccountContext } from '../components/layout/account-context';
import { AppLayout } from '../components/layout/app-layout';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { needsSignIn, paths } from '../config/paths';
import { useClaimAnonymousWork } from '../features/auth/api/claim-anonymous-work';
import { useAuthUser } from '../features/auth/api/get-auth-user';
import { usePageViews } from '../features/monitoring/use-page-views';
import { ConsentBanner } from '../features/privacy/components/consent-banner';
import { DashboardPage } from './routes/dashboard';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { PageLoading } from './routes/page-loading';

// Each screen is its own chunk, so the first load of "/" carries only what it needs.
const InterviewTipsPage = lazy(() =>
  import('./routes/interview-tips').then((module) => ({ default: module.InterviewTipsPage })),
);
const IndustryTrendsPage = lazy(() =>
  import('./routes/industry-trends').then((module) => ({ default: module.IndustryTrendsPage })),
);
const AiProviderDemoPage = lazy(() =>
  import('./routes/ai-provider-demo').then((module) => ({ default: module.AiProviderDemoPage })),
);
const FileManagementPage = lazy(() =>
  import('./routes/file-management').then((module) => ({ default: module.FileManagementPage })),
);
const TemplatesPage = lazy(() =>
  import('./routes/templates').then((module) => ({ default: module.TemplatesPage })),
);
const ResumeBuilderPage = lazy(() =>
  import('./routes/resume-builder').then((module) => ({ default: module.ResumeBuilderPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('./routes/privacy-policy').then((module) => ({ default: module.PrivacyPolicyPage })),
);
const PrivacySettingsPage = lazy(() =>
  import('./routes/privacy-settings').then((module) => ({ default: module.PrivacySettingsPage })),
);
const MonitoringPage = lazy(() =>
  import('./routes/monitoring').then((module) => ({ default: module.MonitoringPage })),
);

/** Every screen of platform spec §2 by path; the 404 page takes any other path. */
const screens: { path: string; Screen: ComponentType }[] = [
  { path: paths.home, Screen: DashboardPage },
  { path: paths.interviewTips, Screen: InterviewTipsPage },
  { path: paths.industryTrends, Screen: IndustryTrendsPage },
  { path: paths.templates, Screen: TemplatesPage },
  { path: paths.resumeBuilder, Screen: ResumeBuilderPage },
  { path: paths.aiProviderDemo, Screen: AiProviderDemoPage },
  { path: paths.fileManagement, Screen: FileManagementPage },
  { path: paths.monitoring, Screen: MonitoringPage },
  { path: paths.privacyPolicy, Screen: PrivacyPolicyPage },
  { path: paths.privacySettings, Screen: PrivacySettingsPage },
];

/**
 * Every route of platform spec §2, guarded by the route table: on a path that needs sign-in (`signedInPaths`) a
 * visitor who is signed out, or whose sign-in check is still loading, sees the landing page; a signed-in visitor
 * sees the screen once the anonymous session's work has been claimed (so the screen restores it). The privacy
 * pages and the 404 page are open to everyone. Page views are reported (usePageViews: recorded only with the
 * visitor's analytics consent).
 */
export function AppRouter() {
  const [location] = useLocation();
  const auth = useAuthUser();
  const claim = useClaimAnonymousWork(auth);
  const account = useMemo(() => ({ status: auth.status, user: auth.user }), [auth.status, auth.user]);
  usePageViews(auth.status === 'signed-in');

  const guard = (path: string, Screen: ComponentType) => {
    if (!needsSignIn(path)) return <Screen />;
    if (auth.status !== 'signed-in') return <LandingPage auth={auth} />;
    if (!claim.isSettled) return <PageLoading />;
    return <Screen />;
  };

  return (
    <AccountContext value={account}>
      <AppLayout banner={<ConsentBanner />}>
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              {screens.map(({ path, Screen }) => (
                <Route key={path} path={path}>
                  {guard(path, Screen)}
                </Route>
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </ErrorBoundary>
      </AppLayout>
    </AccountContext>
  );
}
