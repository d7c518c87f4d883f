import { PRIVACY_POLICY_VERSION } from '@shared/api/privacy';
import { PRODUCT_NAME } from '@shared/constants';
import { privacyMessages } from '@shared/messages';
import { Badge } from '../../../components/ui/badge';
import { useComplianceReport } from '../api/get-compliance-report';
import { formatLongDate } from '../format-date-time';
import { retentionPeriodsOf } from '../retention-text';
import {
  AiServicesSection,
  ContactSection,
  ControllerSection,
  DataCollectedSection,
  LegalBasesSection,
  RetentionSection,
  RightsSection,
  SecuritySection,
  UsesSection,
} from './policy-sections';

/**
 * The privacy policy (platform spec §2): last updated today (as the spec says), the badges 'GDPR Compliant' and
 * the version, then its sections. The retention periods are the server's configured ones, read from the
 * compliance report; until it answers (or if it fails) the policy's defaults of platform spec §9 are shown, which
 * are also the server's defaults.
 */
export function PrivacyPolicy({ today = new Date() }: { today?: Date }) {
  const report = useComplianceReport();
  const periods = retentionPeriodsOf(report.data?.dataRetention.retentionPeriods);
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Privacy Policy</h1>
        <p className="text-muted-foreground">
          How {PRODUCT_NAME} handles the personal data in your resumes and job descriptions.
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            Last updated: <time dateTime={today.toISOString().slice(0, 10)}>{formatLongDate(today)}</time>
          </span>
          <Badge variant="success">{privacyMessages.gdprCompliant}</Badge>
          <Badge variant="outline">Version {PRIVACY_POLICY_VERSION}</Badge>
        </div>
      </header>
      <ControllerSection />
      <DataCollectedSection />
      <LegalBasesSection />
      <UsesSection />
      <RetentionSection periods={periods} />
      <RightsSection />
      <SecuritySection />
      <AiServicesSection />
      <ContactSection />
    </article>
  );
}
