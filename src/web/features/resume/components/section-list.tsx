import type { ResumeSection } from '@shared/api/resumes';
import { useState } from 'react';
import { Accordion } from '../../../components/ui/accordion';
import { SectionCard } from './section-card';

/** Collapsible sections, the first three open; one section in edit mode at a time. */
export function SectionList({ resumeId, sections }: { resumeId: number; sections: ResumeSection[] }) {
  const [openItems, setOpenItems] = useState(() =>
    sections.slice(0, 3).map((section) => String(section.index)),
  );
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  return (
    <Accordion
      type="multiple"
      value={openItems}
      onValueChange={setOpenItems}
      className="rounded-md border px-4"
    >
      {sections.map((section) => (
        <SectionCard
          key={section.index}
          resumeId={resumeId}
          section={section}
          isEditing={editingIndex === section.index}
          canEdit={editingIndex === null}
          onEdit={() => {
            setEditingIndex(section.index);
            setOpenItems((items) =>
              items.includes(String(section.index)) ? items : [...items, String(section.index)],
            );
          }}
          onDone={() => setEditingIndex(null)}
        />
      ))}
    </Accordion>
  );
}
