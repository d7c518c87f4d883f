import { fileManagerMessages } from '@shared/messages';
import { useMutation } from '@tanstack/react-query';
import { Activity, BarChart3, GitCompare, History, PackageOpen, Star, Zap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatBytes } from '../../../lib/format-bytes';
import { statusTextOf } from '../../../lib/status-text';
import { toast } from '../../../lib/toast-store';
import { exportAllAndSave } from '../api/export-files';
import { useVersions } from '../api/get-versions';
import { formatDateTime } from '../format-date';
import { recentVersions, versionStatistics } from '../version-stats';
import { CompareVersionsDialog } from './compare-versions-dialog';
import { DetailList } from './detail-list';
import { ErrorLine, LoadingLine } from './status-lines';
import { VersionHistoryDialog } from './version-history-dialog';

/**
 * Platform spec §2 "Analytics": File Statistics, Recent Activity (the latest 3 versions) and the Quick Actions
 * Compare Versions, Bulk Export (every format in one zip) and Version History.
 */
export function AnalyticsTab({ resumeId }: { resumeId: number }) {
  const versions = useVersions(resumeId);
  const [open, setOpen] = useState<'compare' | 'history'>();
  const bulk = useMutation({ mutationFn: () => exportAllAndSave(resumeId) });

  if (versions.isPending) return <LoadingLine label="Loading versions…" />;
  if (versions.isError)
    return <ErrorLine message={fileManagerMessages.versionsLoadFailed(statusTextOf(versions.error))} />;

  const list = versions.data.versions;
  const stats = versionStatistics(list);
  const recent = recentVersions(list);

  const bulkExport = () =>
    bulk.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: fileManagerMessages.exported.title,
          description: fileManagerMessages.exported.description('zip'),
        }),
      onError: (error) =>
        toast({
          title: fileManagerMessages.exportFailedToast,
          description: fileManagerMessages.exportFailed(statusTextOf(error)),
          variant: 'destructive',
        }),
    });

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BarChart3 className="size-5 text-primary" aria-hidden />
            File Statistics
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DetailList
            className="sm:grid-cols-1"
            details={[
              ['Total versions', stats.totalVersions],
              ['Active version', stats.activeVersion === null ? 'None' : `v${stats.activeVersion}`],
              ['Total size', formatBytes(stats.totalSize)],
            ]}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Activity className="size-5 text-primary" aria-hidden />
            Recent Activity
          </CardTitle>
        </CardHeader>
        <CardContent>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">{fileManagerMessages.noVersions}</p>
          ) : (
            <ul aria-label="Recent activity" className="space-y-2 text-sm">
              {recent.map((version) => (
                <li key={version.id} className="flex items-start justify-between gap-2">
                  <span className="min-w-0">
                    <span className="font-medium">v{version.version}</span> {version.title}
                    {version.isActive && (
                      <Star
                        className="ml-1 inline size-3.5 fill-amber-400 text-amber-500"
                        role="img"
                        aria-label="Active version"
                      />
                    )}
                  </span>
                  <time dateTime={version.createdAt} className="shrink-0 text-muted-foreground">
                    {formatDateTime(version.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Zap className="size-5 text-primary" aria-hidden />
            Quick Actions
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Button
            variant="outline"
            className="justify-start"
            onClick={() => setOpen('compare')}
            disabled={list.length < 2}
          >
            <GitCompare aria-hidden />
            Compare Versions
          </Button>
          <Button variant="outline" className="justify-start" onClick={bulkExport} disabled={bulk.isPending}>
            <PackageOpen aria-hidden />
            {bulk.isPending ? 'Exporting…' : 'Bulk Export'}
          </Button>
          <Button
            variant="outline"
            className="justify-start"
            onClick={() => setOpen('history')}
            disabled={list.length === 0}
          >
            <History aria-hidden />
            Version History
          </Button>
          {list.length < 2 && (
            <p className="text-xs text-muted-foreground">Compare Versions needs two versions.</p>
          )}
        </CardContent>
      </Card>

      {open === 'compare' && (
        <CompareVersionsDialog
          resumeId={resumeId}
          versions={list}
          open
          onOpenChange={() => setOpen(undefined)}
        />
      )}
      {open === 'history' && (
        <VersionHistoryDialog versions={list} open onOpenChange={() => setOpen(undefined)} />
      )}
    </div>
  );
}
