import type { BuilderEducation } from '@core/builder/builder-data';
import { builderMessages } from '@shared/messages';
import { CommaField } from './comma-field';
import { EntryCard } from './entry-card';
import { TextField } from './text-field';

/** One education entry: degree, institution, location, graduation month, GPA (with the spec's hint), lists. */
export function EducationCard({
  entry,
  position,
  onChange,
  onRemove,
}: {
  entry: BuilderEducation;
  /** 1-based, for the card's name ("Education 2"). */
  position: number;
  onChange: (entry: BuilderEducation) => void;
  /** Absent when this is the only card (spec §5: at least one remains). */
  onRemove?: (() => void) | undefined;
}) {
  const set = <K extends keyof BuilderEducation>(key: K, value: BuilderEducation[K]) =>
    onChange({ ...entry, [key]: value });
  const name = `Education ${position}`;
  return (
    <EntryCard name={name} onRemove={onRemove}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Degree"
          value={entry.degree}
          placeholder="e.g. B.S. Computer Science"
          onChange={(value) => set('degree', value)}
        />
        <TextField
          label="Institution"
          value={entry.institution}
          placeholder="e.g. University of Michigan"
          onChange={(value) => set('institution', value)}
        />
        <TextField label="Location" value={entry.location} onChange={(value) => set('location', value)} />
        <TextField
          label="Graduation Date"
          type="month"
          value={entry.graduationDate}
          onChange={(value) => set('graduationDate', value as BuilderEducation['graduationDate'])}
        />
        <TextField
          label="GPA (optional)"
          value={entry.gpa}
          placeholder="e.g. 3.8"
          hint={builderMessages.gpaHint}
          onChange={(value) => set('gpa', value)}
        />
        <CommaField
          label="Honors (optional)"
          list={entry.honors}
          placeholder="e.g. Dean's List, Magna Cum Laude"
          onChange={(list) => set('honors', list)}
        />
        <CommaField
          label="Relevant Coursework (optional)"
          list={entry.relevantCoursework}
          placeholder="e.g. Data Structures, Machine Learning"
          onChange={(list) => set('relevantCoursework', list)}
        />
      </div>
    </EntryCard>
  );
}
