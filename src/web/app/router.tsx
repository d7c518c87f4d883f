import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AppLayout } from '../components/layout/app-layout';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { paths } from '../config/paths';
import { ConsentBanner } from '../features/privacy/components/consent-banner';
import { ComingSoonPage } from './routes/coming-soon';
import { DashboardPage } from './routes/dashboard';
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

/** Every route of platform spec §2. Screens still to come show a plain heading. */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <AppLayout banner={<ConsentBanner />}>
      <ErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path={paths.home} component={DashboardPage} />
            <Route path={paths.interviewTips} component={InterviewTipsPage} />
            <Route path={paths.industryTrends} component={IndustryTrendsPage} />
            <Route path={paths.templates} component={TemplatesPage} />
            <Route path={paths.resumeBuilder} component={ResumeBuilderPage} />
            <Route path={paths.aiProviderDemo} component={AiProviderDemoPage} />
            <Route path={paths.fileManagement} component={FileManagementPage} />
            <Route path={paths.monitoring}>
              <ComingSoonPage title="Monitoring Dashboard" />
            </Route>
            <Route path={paths.privacyPolicy} component={PrivacyPolicyPage} />
            <Route path={paths.privacySettings} component={PrivacySettingsPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </AppLayout>
  );
}
