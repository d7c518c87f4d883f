import type { Resume } from '@shared/api/resumes';
import { RESUME_EXTENSIONS } from '@shared/constants';
import { successMessages, toastMessages, workflowMessages } from '@shared/messages';
import { AlertTriangle, FileText, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { messageOf } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import { toast } from '../../../lib/toast-store';
import { useDeleteResume } from '../api/delete-resume';
import { useUploadResume } from '../api/upload-resume';
import { checkResumeFile } from '../check-resume-file';
import { FileDropZone } from './file-drop-zone';

const fileTypeLabel = new Map([
  ['application/pdf', 'PDF'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'DOCX'],
  ['text/plain', 'TXT'],
]);

/**
 * Core spec §2 "Resume upload panel": choose or drop, progress, remove, start editing. The line under the
 * box and the toast always tell the same thing about the last file tried (`problem`), whether the browser
 * refused it or the server did; a new attempt replaces it, a successful upload clears it.
 */
export function UploadPanel({
  resume,
  onUploaded,
  onRemoved,
  onEdit,
}: {
  resume: Resume | undefined;
  onUploaded: (resume: Resume) => void;
  onRemoved: () => void;
  onEdit: (resume: Resume) => void;
}) {
  const upload = useUploadResume();
  const remove = useDeleteResume();
  const [problem, setProblem] = useState<string | undefined>();

  const refuse = (message: string) => {
    setProblem(message);
    toast({ title: toastMessages.uploadFailed.title, description: message, variant: 'destructive' });
  };

  const start = (file: File) => {
    upload.reset();
    const refusal = checkResumeFile(file);
    if (refusal) return refuse(refusal);
    setProblem(undefined);
    upload.mutate(file, {
      onSuccess: ({ resume: uploaded }) => {
        toast({ title: successMessages.resumeUploaded });
        onUploaded(uploaded);
      },
      onError: (error) => refuse(messageOf(error, toastMessages.uploadFailed.fallback)),
    });
  };

  const removeFile = () => {
    if (!resume) return;
    remove.mutate(resume.id, {
      onSettled: () => {
        upload.reset();
        setProblem(undefined);
        onRemoved();
        toast({ title: successMessages.fileRemoved });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden />
          Upload Resume
        </CardTitle>
        <CardDescription>{workflowMessages.uploadStorageNote}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {upload.isPending ? (
          <div className="space-y-2" aria-live="polite">
            <p className="text-sm font-medium">
              {upload.progress < 100 ? `Uploading… ${upload.progress}%` : 'Reading your resume…'}
            </p>
            <Progress value={upload.progress} aria-label="Upload progress" />
          </div>
        ) : resume ? (
          <UploadedFile
            resume={resume}
            onEdit={() => onEdit(resume)}
            onRemove={removeFile}
            isRemoving={remove.isPending}
          />
        ) : (
          <FileDropZone
            accept={RESUME_EXTENSIONS.join(',')}
            hint="PDF, DOCX or TXT, less than 5MB"
            problem={problem}
            onFile={(file) => start(file)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function UploadedFile({
  resume,
  onEdit,
  onRemove,
  isRemoving,
}: {
  resume: Resume;
  onEdit: () => void;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium" title={resume.fileName}>
            {resume.fileName}
          </p>
          <p className="text-sm text-muted-foreground">{formatBytes(resume.fileSize)}</p>
        </div>
        <Badge variant="secondary">{fileTypeLabel.get(resume.fileType) ?? resume.fileType}</Badge>
      </div>
      {resume.warnings.map((warning) => (
        <p key={warning} className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          {warning}
        </p>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onEdit}>
          <PencilLine aria-hidden />
          Edit Sections
        </Button>
        <Button variant="outline" onClick={onRemove} disabled={isRemoving}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      </div>
    </div>
  );
}
