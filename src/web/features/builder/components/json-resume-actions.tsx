import type { BuilderData } from '@core/builder/builder-data';
import { builderToJsonResume, importBuilderJson } from '@core/builder/builder-json-resume';
import { builderMessages } from '@shared/messages';
import { AlertCircle, Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast-store';

/** The JSON Resume file the export writes (https://jsonresume.org/schema). */
export const JSON_RESUME_FILE_NAME = 'resume.json';

/**
 * 'Import JSON Resume' and 'Export JSON Resume' (issue 18), on every step. An import replaces the wizard's data
 * only when the file reads as a JSON Resume; otherwise the data stays as it was and the reason (the first wrong
 * field) is said twice: in a toast, and under the buttons until the next import.
 */
export function JsonResumeActions({
  data,
  onImported,
}: {
  data: BuilderData;
  onImported: (data: BuilderData) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();

  const importFile = async (file: File) => {
    setProblem(undefined);
    const result = importBuilderJson(await file.text(), data);
    if (!result.ok) {
      setProblem(result.message);
      toast({
        title: builderMessages.importFailed.title,
        description: result.message,
        variant: 'destructive',
      });
      return;
    }
    onImported(result.data);
    toast({
      title: builderMessages.imported.title,
      description: builderMessages.imported.description(file.name),
    });
  };

  const exportFile = () => {
    const text = `${JSON.stringify(builderToJsonResume(data), null, 2)}\n`;
    saveFile(JSON_RESUME_FILE_NAME, new Blob([text], { type: 'application/json' }));
    toast(builderMessages.jsonExported);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-label="JSON Resume file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so the same file can be chosen again after fixing it.
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          <Upload aria-hidden />
          Import JSON Resume
        </Button>
        <Button variant="outline" size="sm" onClick={exportFile}>
          <Download aria-hidden />
          Export JSON Resume
        </Button>
      </div>
      {problem && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-medium">{builderMessages.importFailed.title}: </span>
            {problem}
          </p>
        </div>
      )}
    </div>
  );
}
