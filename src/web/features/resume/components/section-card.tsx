import type { ResumeSection } from '@shared/api/resumes';
import { successMessages, toastMessages } from '@shared/messages';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useUpdateSection } from '../api/update-section';

interface Props {
  resumeId: number;
  section: ResumeSection;
  isEditing: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onDone: () => void;
}

export function SectionCard({ resumeId, section, isEditing, canEdit, onEdit, onDone }: Props) {
  const lines = section.modifiedContent ?? section.content;
  return (
    <AccordionItem value={String(section.index)}>
      <AccordionTrigger>
        <span className="flex flex-wrap items-center gap-2">
          {section.title || 'Untitled section'}
          <Badge variant="outline" className="capitalize">
            {section.type}
          </Badge>
          {section.isModified && <Badge variant="secondary">Edited</Badge>}
        </span>
      </AccordionTrigger>
      <AccordionContent className="text-foreground">
        {isEditing ? (
          <SectionForm resumeId={resumeId} section={section} initialLines={lines} onDone={onDone} />
        ) : (
          <div className="space-y-3">
            <ul className="space-y-1">
              {lines.map((line, index) => (
                // Lines have no identity of their own; their position is their key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index} className="whitespace-pre-wrap">
                  {line}
                </li>
              ))}
            </ul>
            <Button size="sm" variant="outline" onClick={onEdit} disabled={!canEdit}>
              Edit
            </Button>
          </div>
        )}
      </AccordionContent>
    </AccordionItem>
  );
}

function SectionForm({
  resumeId,
  section,
  initialLines,
  onDone,
}: {
  resumeId: number;
  section: ResumeSection;
  initialLines: string[];
  onDone: () => void;
}) {
  const titleId = useId();
  const [title, setTitle] = useState(section.title);
  const [lines, setLines] = useState(initialLines.length > 0 ? initialLines : ['']);
  const update = useUpdateSection(resumeId);

  const save = () =>
    update.mutate(
      { index: section.index, edit: { title: title.trim() || section.title, content: lines } },
      {
        onSuccess: () => {
          toast({ title: successMessages.sectionUpdated });
          onDone();
        },
        onError: (error) =>
          toast({
            title: toastMessages.sectionUpdateFailed.title,
            description: messageOf(error, toastMessages.sectionUpdateFailed.fallback),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={titleId} className="text-sm font-medium">
          Section title
        </label>
        <input
          id={titleId}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          className="w-full rounded-md border bg-background px-3 py-2"
        />
      </div>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited in place by position
        <div key={index} className="flex items-start gap-2">
          <textarea
            aria-label={`Line ${index + 1}`}
            value={line}
            rows={Math.min(6, Math.max(1, Math.ceil(line.length / 90)))}
            onChange={(event) =>
              setLines(lines.map((item, at) => (at === index ? event.target.value : item)))
            }
            className="min-h-10 flex-1 rounded-md border bg-background px-3 py-2 text-sm"
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete line ${index + 1}`}
            onClick={() => setLines(lines.filter((_, at) => at !== index))}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setLines([...lines, ''])}>
          <Plus aria-hidden />
          Add Line
        </Button>
        <Button size="sm" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
