import type { BuilderEducation } from '@core/builder/builder-data';
import { keptEducation } from '@core/builder/kept-entries';
import { newEducation } from '@core/builder/new-builder-data';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EducationCard } from './education-card';
import { StepActions } from './step-actions';

/**
 * Step 4, Education (platform spec §5): cards to add and remove (never fewer than one). Continue keeps only the
 * entries with a degree and an institution, or one empty card when none has.
 */
export function StepEducation({
  entries,
  onChange,
  onContinue,
  onPrevious,
}: {
  entries: BuilderEducation[];
  onChange: (entries: BuilderEducation[]) => void;
  onContinue: (kept: BuilderEducation[]) => void;
  onPrevious: () => void;
}) {
  const kept = () => {
    const valid = keptEducation(entries);
    return valid.length > 0 ? valid : [newEducation()];
  };
  return (
    <div className="space-y-6">
      {entries.map((entry, index) => (
        <EducationCard
          key={entry.id}
          entry={entry}
          position={index + 1}
          onChange={(changed) => onChange(entries.map((item) => (item.id === entry.id ? changed : item)))}
          onRemove={
            entries.length > 1 ? () => onChange(entries.filter((item) => item.id !== entry.id)) : undefined
          }
        />
      ))}
      <Button variant="outline" onClick={() => onChange([...entries, newEducation()])}>
        <Plus aria-hidden />
        Add Education
      </Button>
      <StepActions onPrevious={onPrevious} onContinue={() => onContinue(kept())} />
    </div>
  );
}
