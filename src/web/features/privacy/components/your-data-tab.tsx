import type { ComplianceReport } from '@shared/api/privacy';
import { privacyMessages } from '@shared/messages';
import { Download, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast-store';
import { useExportPrivacyData } from '../api/export-privacy-data';
import { formatDays, retentionPeriodsOf } from '../retention-text';
import { ActivityList, DeletionList } from './activity-lists';
import { DeleteDataDialog } from './delete-data-dialog';
import { StatTile } from './stat-tile';

/**
 * The Your Data tab (platform spec §2): the counts (and lists) of processing activities and scheduled deletions,
 * Export My Data, the retention periods, and Delete All My Data. Export and deletion do not wait for the report.
 */
export function YourDataTab({ report }: { report: ComplianceReport | undefined }) {
  const exportData = useExportPrivacyData();
  const userData = report?.privacy.userData;
  const periods = retentionPeriodsOf(report?.dataRetention.retentionPeriods);

  const runExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast(privacyMessages.exported),
      onError: () => toast({ ...privacyMessages.exportFailed, variant: 'destructive' }),
    });

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatTile label="Processing activities" value={userData?.processingActivities.length} />
        <StatTile label="Scheduled deletions" value={userData?.scheduledDeletions.length} />
      </div>
      {userData && (
        <div className="grid gap-6 md:grid-cols-2">
          <section className="grid content-start gap-2">
            <h3 className="font-semibold">What we processed</h3>
            <ActivityList activities={userData.processingActivities} />
          </section>
          <section className="grid content-start gap-2">
            <h3 className="font-semibold">What will be deleted</h3>
            <DeletionList deletions={userData.scheduledDeletions} />
          </section>
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Export your data</CardTitle>
          <CardDescription>
            Everything we hold about you (resumes, versions, job descriptions, analyses, consents and the
            activity log) as one JSON file.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            onClick={runExport}
            disabled={exportData.isPending}
            aria-busy={exportData.isPending || undefined}
          >
            <Download aria-hidden />
            Export My Data
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Data retention</CardTitle>
          <CardDescription>
            How long we keep each kind of data before it is deleted automatically.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            <RetentionItem label="Resume data" value={`${formatDays(periods.userData)} without a visit`} />
            <RetentionItem label="Analysis results" value={formatDays(periods.analysis)} />
            <RetentionItem label="Temporary uploads" value={formatDays(periods.temporary)} />
          </dl>
        </CardContent>
      </Card>
      <Card className="border-destructive/60">
        <CardHeader>
          <CardTitle className="text-destructive">Delete your data</CardTitle>
          <CardDescription className="flex items-center gap-1.5">
            <TriangleAlert className="size-4 shrink-0 text-destructive" aria-hidden />
            {privacyMessages.cannotBeUndone}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteDataDialog />
        </CardContent>
      </Card>
    </div>
  );
}

function RetentionItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
