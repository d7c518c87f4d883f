import type { ComplianceReport } from '@shared/api/privacy';
import { privacyMessages } from '@shared/messages';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** The four rights the settings list (platform spec §2 "Compliance") and where each is exercised here. */
const rights = [
  { name: 'Right of access', text: 'See what we hold and what we did with it: the Your Data tab.' },
  { name: 'Right to data portability', text: 'Take your data with you as JSON: Export My Data.' },
  { name: 'Right to erasure', text: 'Have everything deleted at once: Delete All My Data.' },
  {
    name: 'Right to rectification',
    text: 'Correct your resume in the section editor, or upload a corrected version.',
  },
] as const;

/** The Compliance tab (platform spec §2): the GDPR status with its issues, the rights, automatic cleanup. */
export function ComplianceTab({
  report,
  isError,
}: {
  report: ComplianceReport | undefined;
  isError: boolean;
}) {
  const pending = isError ? 'Could not be loaded.' : 'Loading…';
  const status = report?.privacy.complianceStatus;
  const cleanup = report?.dataRetention.automaticCleanupEnabled;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>GDPR status</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {!status ? (
            <p className="text-sm text-muted-foreground">{pending}</p>
          ) : status.gdprCompliant ? (
            <Badge variant="success">{privacyMessages.gdprCompliant}</Badge>
          ) : (
            <>
              <Badge variant="destructive">{privacyMessages.issuesFound}</Badge>
              <ul aria-label="Compliance issues" className="list-disc space-y-1 pl-5 text-sm">
                {status.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your rights</CardTitle>
          <CardDescription>
            Under the GDPR you can use these at any time, without giving a reason.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {rights.map((right) => (
              <li key={right.name}>
                <span className="font-medium">{right.name}</span>: {right.text}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Automatic data cleanup</CardTitle>
        </CardHeader>
        <CardContent>
          {cleanup === undefined ? (
            <p className="text-sm text-muted-foreground">{pending}</p>
          ) : (
            <p className="text-sm">
              <Badge variant={cleanup ? 'success' : 'warning'}>{cleanup ? 'Enabled' : 'Disabled'}</Badge>{' '}
              {cleanup
                ? 'Data past its retention period is deleted automatically.'
                : 'The operator has switched the scheduled deletion off: data past its retention period is not deleted automatically.'}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
