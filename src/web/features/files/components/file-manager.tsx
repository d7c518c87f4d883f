import { fileManagerMessages } from '@shared/messages';
import { BarChart3, Download, FileUp, History, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { statusTextOf } from '../../../lib/status-text';
import { toast } from '../../../lib/toast-store';
import { useResumes } from '../api/get-resumes';
import { useVersions } from '../api/get-versions';
import { AnalyticsTab } from './analytics-tab';
import { ExportTab } from './export-tab';
import { ResumePicker } from './resume-picker';
import { ErrorLine, LoadingLine } from './status-lines';
import { UploadValidateTab } from './upload-validate-tab';
import { VersionsTab } from './versions-tab';

export type FileManagerTab = 'upload' | 'versions' | 'export' | 'analytics';

/**
 * Platform spec §2 "File manager" on one of the visitor's resumes (issue 17: a picker, newest first, instead
 * of the spec's fixed id 1), with its four tabs. A failure to load the versions is toasted once per failure
 * here, whichever tab shows it.
 */
export function FileManager() {
  const resumes = useResumes();
  const [chosenId, setChosenId] = useState<number>();
  const [tab, setTab] = useState<FileManagerTab>('upload');
  const list = resumes.data?.resumes ?? [];
  // The resume chosen while it exists, else the newest (one removed on "/" meanwhile falls back).
  const resumeId = list.find((resume) => resume.id === chosenId)?.id ?? list[0]?.id;
  const versions = useVersions(resumeId);

  useEffect(() => {
    if (!versions.error) return;
    toast({
      title: fileManagerMessages.versionsLoadFailedToast,
      description: fileManagerMessages.versionsLoadFailed(statusTextOf(versions.error)),
      variant: 'destructive',
    });
  }, [versions.error]);

  if (resumes.isPending) return <LoadingLine label="Loading your resumes…" />;
  if (resumes.isError)
    return <ErrorLine message={fileManagerMessages.resumesLoadFailed(statusTextOf(resumes.error))} />;
  if (resumeId === undefined) return <NoResumes />;

  return (
    <div className="space-y-6">
      <ResumePicker resumes={list} value={resumeId} onChange={setChosenId} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as FileManagerTab)}>
        <TabsList aria-label="File manager">
          <TabsTrigger value="upload">
            <Upload className="size-4" aria-hidden />
            Upload &amp; Validate
          </TabsTrigger>
          <TabsTrigger value="versions">
            <History className="size-4" aria-hidden />
            Versions
          </TabsTrigger>
          <TabsTrigger value="export">
            <Download className="size-4" aria-hidden />
            Export
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 className="size-4" aria-hidden />
            Analytics
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted: a file chosen and its result stay while the visitor looks at another tab. */}
        <TabsContent value="upload" forceMount className="data-[state=inactive]:hidden">
          <UploadValidateTab resumeId={resumeId} onVersionCreated={() => setTab('versions')} />
        </TabsContent>
        <TabsContent value="versions">
          <VersionsTab resumeId={resumeId} />
        </TabsContent>
        <TabsContent value="export">
          <ExportTab resumeId={resumeId} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab resumeId={resumeId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** No resume yet: the file manager works on an uploaded one, so the way to the upload on "/". */
function NoResumes() {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 pt-6">
        <p className="text-sm">{fileManagerMessages.noResumes}</p>
        <Button asChild>
          <Link href={paths.home}>
            <FileUp aria-hidden />
            Upload a resume
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
