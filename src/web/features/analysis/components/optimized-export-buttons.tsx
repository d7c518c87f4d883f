import type { Analysis } from '@shared/api/analysis';
import { fileManagerMessages, successMessages, validationMessages } from '@shared/messages';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { statusTextOf } from '../../../lib/status-text';
import { toast, toastRule } from '../../../lib/toast-store';
import { downloadOptimizedExport, type OptimizedExportFormat } from '../downloads';

const labels: Record<OptimizedExportFormat, string> = { pdf: 'PDF', docx: 'Word' };

/**
 * The optimized resume as PDF and Word (issue 17), exported by the server from the optimized document the
 * analysis keeps; beside the Markdown and text downloads. Before optimizations are applied they say so, as the
 * Markdown download does.
 */
export function OptimizedExportButtons({
  analysis,
  size = 'default',
}: {
  analysis: Pick<Analysis, 'id' | 'resumeId' | 'optimizedText'>;
  size?: 'default' | 'sm';
}) {
  const [exporting, setExporting] = useState<OptimizedExportFormat>();

  const download = async (format: OptimizedExportFormat) => {
    if (!analysis.optimizedText) {
      toastRule(validationMessages.noOptimizedResume);
      return;
    }
    setExporting(format);
    try {
      await downloadOptimizedExport(analysis, format);
      toast({ title: successMessages.resumeDownloaded });
    } catch (error) {
      toast({
        title: fileManagerMessages.exportFailedToast,
        description: fileManagerMessages.exportFailed(statusTextOf(error)),
        variant: 'destructive',
      });
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <>
      {(['pdf', 'docx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size={size}
          onClick={() => void download(format)}
          disabled={exporting !== undefined}
        >
          <FileDown aria-hidden />
          {exporting === format ? 'Exporting…' : `Download as ${labels[format]}`}
        </Button>
      ))}
    </>
  );
}
