import type { ExportFormat } from '@shared/api/export';
import { fileManagerMessages } from '@shared/messages';
import { useMutation } from '@tanstack/react-query';
import { Braces, Code2, Download, FileText, FileType2, type LucideIcon, Type } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { readSelectedTemplate, templateNameOf } from '../../../lib/selected-template';
import { statusTextOf } from '../../../lib/status-text';
import { toast } from '../../../lib/toast-store';
import { exportAndSave } from '../api/export-files';
import { exportCards } from '../export-cards';
import { ErrorLine } from './status-lines';

const icons: Record<ExportFormat, LucideIcon> = {
  pdf: FileText,
  docx: FileType2,
  txt: Type,
  html: Code2,
  json: Braces,
};

/**
 * Which look the exports take: the template chosen in the gallery (its own page as HTML, its colour and typeface
 * in PDF and Word), or the plain layout until one is chosen.
 */
function TemplateLine() {
  const template = readSelectedTemplate();
  return (
    <p className="text-sm text-muted-foreground">
      {template ? (
        <>
          Styled with the <strong className="text-foreground">{templateNameOf(template)}</strong> template:
          HTML is its page, PDF and Word take its colour and typeface.{' '}
        </>
      ) : (
        'Plain layout. '
      )}
      <Link href={paths.templates} className="text-primary underline-offset-4 hover:underline">
        {template ? 'Choose another template' : 'Choose a template in the gallery'}
      </Link>
    </p>
  );
}

/**
 * Platform spec §2 "Export": five cards, each exporting the resume (its latest state, section edits included)
 * in its format and saving it as 'resume-export.<format>'. One export at a time.
 */
export function ExportTab({ resumeId }: { resumeId: number }) {
  const [error, setError] = useState<string>();
  const run = useMutation({ mutationFn: (format: ExportFormat) => exportAndSave(resumeId, format) });

  const start = (format: ExportFormat) => {
    setError(undefined);
    run.mutate(format, {
      onSuccess: () =>
        toast({
          title: fileManagerMessages.exported.title,
          description: fileManagerMessages.exported.description(format),
        }),
      onError: (failure) => {
        const message = fileManagerMessages.exportFailed(statusTextOf(failure));
        setError(message);
        toast({ title: fileManagerMessages.exportFailedToast, description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <div className="space-y-4">
      <TemplateLine />
      {error && <ErrorLine message={error} />}
      <ul aria-label="Export formats" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {exportCards.map((card) => {
          const Icon = icons[card.format];
          const isRunning = run.isPending && run.variables === card.format;
          return (
            <li key={card.format}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <Icon className="size-5 text-primary" aria-hidden />
                    {card.title}
                  </CardTitle>
                  <CardDescription>{card.description}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  <Button variant="outline" onClick={() => start(card.format)} disabled={run.isPending}>
                    <Download aria-hidden />
                    {isRunning ? 'Exporting…' : `Export ${card.title}`}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
