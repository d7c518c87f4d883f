import type { ResumeVersion } from '@shared/api/versions';
import { fileManagerMessages } from '@shared/messages';
import { History, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { statusTextOf } from '../../../lib/status-text';
import { toast } from '../../../lib/toast-store';
import { useActivateVersion } from '../api/activate-version';
import { downloadVersionFile } from '../api/download-version-file';
import { useVersions } from '../api/get-versions';
import { useSectionEditsGuard } from '../use-section-edits-guard';
import { ReplaceSectionEditsDialog } from './replace-section-edits-dialog';
import { ErrorLine, LoadingLine } from './status-lines';
import { VersionRow } from './version-row';
import { VersionTextDialog } from './version-text-dialog';

/**
 * Platform spec §2 "Versions": Refresh, the list (newest first) with each row's actions, or the empty text.
 * Making a version active asks first when the resume has section edits, which it drops.
 */
export function VersionsTab({ resumeId }: { resumeId: number }) {
  const versions = useVersions(resumeId);
  const activate = useActivateVersion(resumeId);
  const editsGuard = useSectionEditsGuard(resumeId);
  const [viewing, setViewing] = useState<ResumeVersion>();
  const [isDownloading, setIsDownloading] = useState(false);
  const isBusy = activate.isPending || isDownloading || editsGuard.isChecking;
  const list = versions.data?.versions ?? [];

  const download = async (version: ResumeVersion) => {
    setIsDownloading(true);
    try {
      await downloadVersionFile(resumeId, version);
    } catch (error) {
      toast({
        title: fileManagerMessages.downloadFailedToast,
        description: fileManagerMessages.downloadFailed(statusTextOf(error)),
        variant: 'destructive',
      });
    } finally {
      setIsDownloading(false);
    }
  };

  const makeActive = (version: ResumeVersion) =>
    activate.mutate(version, {
      onSuccess: () =>
        toast({
          title: fileManagerMessages.versionActivated.title,
          description: fileManagerMessages.versionActivated.description(version.version),
        }),
      onError: (error) =>
        toast({
          title: fileManagerMessages.activateFailedToast,
          description: fileManagerMessages.activateFailed(statusTextOf(error)),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <History className="size-5 text-primary" aria-hidden />
            Resume Versions
          </CardTitle>
          <CardDescription>Every file kept for this resume; the starred one is active.</CardDescription>
        </div>
        <Button variant="outline" onClick={() => void versions.refetch()} disabled={versions.isFetching}>
          <RefreshCw className={versions.isFetching ? 'animate-spin' : undefined} aria-hidden />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {versions.isError && (
          <ErrorLine message={fileManagerMessages.versionsLoadFailed(statusTextOf(versions.error))} />
        )}
        {versions.isPending ? (
          <LoadingLine label="Loading versions…" />
        ) : !versions.data ? null : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{fileManagerMessages.noVersions}</p>
        ) : (
          <ul aria-label="Versions" className="space-y-3">
            {list.map((version) => (
              <VersionRow
                key={version.id}
                version={version}
                isBusy={isBusy}
                onDownload={() => void download(version)}
                onViewText={() => setViewing(version)}
                onActivate={() =>
                  void editsGuard.guard(fileManagerMessages.replaceSectionEdits.activate, () =>
                    makeActive(version),
                  )
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
      <VersionTextDialog resumeId={resumeId} version={viewing} onClose={() => setViewing(undefined)} />
      <ReplaceSectionEditsDialog
        pending={editsGuard.pending}
        onConfirm={editsGuard.confirm}
        onCancel={editsGuard.cancel}
      />
    </Card>
  );
}
