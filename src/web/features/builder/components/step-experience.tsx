import type { BuilderExperience, CareerStage } from '@core/builder/builder-data';
import { keptExperience } from '@core/builder/kept-entries';
import { newExperience } from '@core/builder/new-builder-data';
import { achievementOpeners } from '@core/builder/skill-lists';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ExperienceCard } from './experience-card';
import { StepActions } from './step-actions';

/**
 * Step 3, Experience (platform spec §5): cards to add and remove (never fewer than one). Nothing blocks Continue:
 * it keeps only the entries with a job title, a company and an achievement, or one empty card when none has.
 */
export function StepExperience({
  entries,
  careerStage,
  onChange,
  onContinue,
  onPrevious,
}: {
  entries: BuilderExperience[];
  careerStage: CareerStage;
  onChange: (entries: BuilderExperience[]) => void;
  onContinue: (kept: BuilderExperience[]) => void;
  onPrevious: () => void;
}) {
  const openers = achievementOpeners(careerStage);
  const kept = () => {
    const valid = keptExperience(entries);
    return valid.length > 0 ? valid : [newExperience()];
  };
  return (
    <div className="space-y-6">
      {entries.map((entry, index) => (
        <ExperienceCard
          key={entry.id}
          entry={entry}
          position={index + 1}
          openers={openers}
          onChange={(changed) => onChange(entries.map((item) => (item.id === entry.id ? changed : item)))}
          onRemove={
            entries.length > 1 ? () => onChange(entries.filter((item) => item.id !== entry.id)) : undefined
          }
        />
      ))}
      <Button variant="outline" onClick={() => onChange([...entries, newExperience()])}>
        <Plus aria-hidden />
        Add Experience
      </Button>
      <StepActions onPrevious={onPrevious} onContinue={() => onContinue(kept())} />
    </div>
  );
}
