import type { BuilderData } from '@core/builder/builder-data';
import { builderToDocument } from '@core/builder/builder-document';
import { builderText, builderTextFileName } from '@core/builder/builder-text';
import { builderMessages } from '@shared/messages';
import { FileText, Printer, Send } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast-store';
import { useResumeFromDocument } from '../api/use-resume-from-document';

/**
 * The preview step's exports: 'Export as PDF' prints the previewed layout alone through the browser's print
 * dialog, 'Export as Text (ATS)' downloads the plain-text version (platform spec §7, §8, §9), and 'Use in
 * Analysis' stores the built resume as the visitor's newest and opens the workflow on "/" with it (issue 18).
 */
export function PreviewExports({ data, onPrint }: { data: BuilderData; onPrint: () => void }) {
  const [, navigate] = useLocation();
  const send = useResumeFromDocument();
  const fileName = builderTextFileName(data.contact.fullName);

  const exportPdf = () => {
    onPrint();
    toast(builderMessages.exportReady);
  };
  const exportText = () => {
    saveFile(fileName, new Blob([builderText(data)], { type: 'text/plain;charset=utf-8' }));
    toast(builderMessages.textExported);
  };
  const useInAnalysis = () =>
    send.mutate(
      { document: builderToDocument(data), fileName },
      {
        onSuccess: () => {
          toast(builderMessages.sentToAnalysis);
          navigate(paths.home);
        },
        onError: (error) =>
          toast({
            title: builderMessages.sendToAnalysisFailed.title,
            description: messageOf(error, builderMessages.sendToAnalysisFailed.fallback),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button onClick={exportPdf}>
        <Printer aria-hidden />
        Export as PDF
      </Button>
      <Button variant="outline" onClick={exportText}>
        <FileText aria-hidden />
        Export as Text (ATS)
      </Button>
      <Button variant="secondary" onClick={useInAnalysis} disabled={send.isPending}>
        <Send aria-hidden />
        {send.isPending ? 'Sending to Analysis…' : 'Use in Analysis'}
      </Button>
    </div>
  );
}
