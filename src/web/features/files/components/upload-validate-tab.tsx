import { VALIDATE_EXTENSIONS } from '@shared/constants';
import { fileManagerMessages } from '@shared/messages';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { statusTextOf } from '../../../lib/status-text';
import { toast } from '../../../lib/toast-store';
import { useCreateVersion } from '../api/create-version';
import { useFileValidation } from '../use-file-validation';
import { useSectionEditsGuard } from '../use-section-edits-guard';
import { type VersionFields, versionFields } from '../version-fields';
import { CreateVersionForm } from './create-version-form';
import { ReplaceSectionEditsDialog } from './replace-section-edits-dialog';
import { SelectedFileCard } from './selected-file-card';
import { ErrorLine } from './status-lines';
import { ValidationCard } from './validation-card';

/**
 * Platform spec §2 "Upload & Validate", §4: choosing a file validates it; a valid one may become the resume's
 * next version. On success the version list is read again and `onVersionCreated` opens the Versions tab.
 * While a file is validated or a version created, the controls are disabled (the spec's busy flag). The new
 * version becomes the active one, so creating it asks first when the resume has section edits, which it drops.
 */
export function UploadValidateTab({
  resumeId,
  onVersionCreated,
}: {
  resumeId: number;
  onVersionCreated: () => void;
}) {
  const inputId = useId();
  const checked = useFileValidation();
  const create = useCreateVersion(resumeId);
  const [createError, setCreateError] = useState<string>();
  const editsGuard = useSectionEditsGuard(resumeId);
  const isBusy = checked.isValidating || create.isPending || editsGuard.isChecking;

  const createVersion = (typed: VersionFields) => {
    const { file } = checked;
    if (!file) return;
    setCreateError(undefined);
    create.mutate(
      { file, fields: versionFields(typed, new Date()) },
      {
        onSuccess: ({ version }) => {
          toast({
            title: fileManagerMessages.versionCreated.title,
            description: fileManagerMessages.versionCreated.description(version.version),
          });
          checked.clear();
          onVersionCreated();
        },
        onError: (error) => {
          const message = fileManagerMessages.versionCreateFailed(statusTextOf(error));
          setCreateError(message);
          toast({
            title: fileManagerMessages.versionCreateFailedToast,
            description: message,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Upload className="size-5 text-primary" aria-hidden />
            Upload &amp; Validate
          </CardTitle>
          <CardDescription>
            The file is checked for its format and for anything unsafe before it can become a version.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <label htmlFor={inputId} className="block text-sm font-medium">
            Choose a resume file
          </label>
          <input
            id={inputId}
            type="file"
            accept={VALIDATE_EXTENSIONS.join(',')}
            disabled={isBusy}
            aria-describedby={`${inputId}-help`}
            className="block w-full cursor-pointer rounded-md border bg-background text-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground disabled:cursor-not-allowed disabled:opacity-50"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Cleared so that choosing the same file again validates it again.
              event.target.value = '';
              if (chosen) void checked.choose(chosen);
            }}
          />
          <p id={`${inputId}-help`} className="text-sm text-muted-foreground">
            {fileManagerMessages.uploadHelp}
          </p>
          {checked.progress > 0 && <Progress value={checked.progress} aria-label="Validation progress" />}
          {checked.error && <ErrorLine message={checked.error} />}
        </CardContent>
      </Card>

      {checked.file && <SelectedFileCard file={checked.file} />}
      {checked.validation && (
        <ValidationCard validation={checked.validation}>
          {checked.validation.isValid && (
            <CreateVersionForm
              isBusy={isBusy}
              isCreating={create.isPending}
              onCreate={(typed) =>
                void editsGuard.guard(fileManagerMessages.replaceSectionEdits.create, () =>
                  createVersion(typed),
                )
              }
            />
          )}
          {createError && <ErrorLine message={createError} />}
        </ValidationCard>
      )}
      <ReplaceSectionEditsDialog
        pending={editsGuard.pending}
        onConfirm={editsGuard.confirm}
        onCancel={editsGuard.cancel}
      />
    </div>
  );
}
