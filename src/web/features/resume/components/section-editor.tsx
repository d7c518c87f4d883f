import type { Resume } from '@shared/api/resumes';
import { successMessages } from '@shared/messages';
import { FileX, PencilLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { bringIntoView } from '../../../lib/bring-into-view';
import { toast } from '../../../lib/toast-store';
import { useResumeFileUrl } from '../api/get-resume-file';
import { useResumeSections } from '../api/get-sections';
import { RawTextFallback } from './raw-text-fallback';
import { SectionList } from './section-list';

/**
 * Core spec §2 "Section editor": a preview screen first, then the text-based editor. Each new
 * `focusRequest` ("Edit Sections" pressed) brings its heading into view with focus.
 */
export function SectionEditor({ resume, focusRequest = 0 }: { resume: Resume; focusRequest?: number }) {
  const [isEditing, setIsEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusRequest > 0) bringIntoView(heading.current);
  }, [focusRequest]);
  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="scroll-mt-20 outline-none">
          Resume Sections
        </CardTitle>
        <CardDescription>
          {isEditing
            ? 'Edit one section at a time. Your original text is kept beside your edits.'
            : 'Check the original, then edit the sections we found.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isEditing ? (
          <EditorBody resume={resume} />
        ) : (
          <Preview
            resume={resume}
            onStart={() => {
              setIsEditing(true);
              toast({ title: successMessages.editorActivated });
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Preview({ resume, onStart }: { resume: Resume; onStart: () => void }) {
  const isPdf = resume.fileType === 'application/pdf';
  const fileUrl = useResumeFileUrl(resume.id, isPdf);
  return (
    <div className="space-y-4">
      {isPdf ? (
        fileUrl ? (
          <iframe
            src={fileUrl}
            title={`${resume.fileName} preview`}
            className="h-[32rem] w-full rounded-md border"
          />
        ) : (
          <div
            role="status"
            className="flex h-40 items-center justify-center rounded-md border text-muted-foreground"
          >
            Loading preview…
          </div>
        )
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-8 text-center">
          <FileX className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-medium">No PDF Available</p>
          <p className="text-sm text-muted-foreground">
            A preview is shown for PDF files. Your {resume.fileName.split('.').pop()?.toUpperCase()} file's
            text is ready to edit.
          </p>
        </div>
      )}
      <Button onClick={onStart}>
        <PencilLine aria-hidden />
        Start Editing
      </Button>
    </div>
  );
}

function EditorBody({ resume }: { resume: Resume }) {
  const sections = useResumeSections(resume.id);
  if (sections.isPending) return <p role="status">Loading sections…</p>;
  if (sections.isError) return <p role="alert">The sections could not be loaded. Please reload the page.</p>;
  if (sections.data.sections.length === 0) return <RawTextFallback text={resume.originalText} />;
  return <SectionList resumeId={resume.id} sections={sections.data.sections} />;
}
