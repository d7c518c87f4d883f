import type { BuilderExperience } from '@core/builder/builder-data';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { AchievementRows } from './achievement-rows';
import { EntryCard } from './entry-card';
import { TextField } from './text-field';

/**
 * One experience entry: job title, company, location, start and end month, 'I currently work here' (ticking it
 * clears and disables the end date: platform spec §4) and the achievement rows.
 */
export function ExperienceCard({
  entry,
  position,
  openers,
  onChange,
  onRemove,
}: {
  entry: BuilderExperience;
  /** 1-based, for the card's name ("Experience 2"). */
  position: number;
  openers: string[];
  onChange: (entry: BuilderExperience) => void;
  /** Absent when this is the only card (spec §5: at least one remains). */
  onRemove?: (() => void) | undefined;
}) {
  const currentId = useId();
  const set = <K extends keyof BuilderExperience>(key: K, value: BuilderExperience[K]) =>
    onChange({ ...entry, [key]: value });
  const name = `Experience ${position}`;
  return (
    <EntryCard name={name} onRemove={onRemove}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Job Title"
          value={entry.jobTitle}
          autoComplete="organization-title"
          onChange={(value) => set('jobTitle', value)}
        />
        <TextField
          label="Company"
          value={entry.company}
          autoComplete="organization"
          onChange={(value) => set('company', value)}
        />
        <TextField
          label="Location"
          value={entry.location}
          placeholder="e.g. Chicago, IL"
          onChange={(value) => set('location', value)}
          className="sm:col-span-2"
        />
        <TextField
          label="Start Date"
          type="month"
          value={entry.startDate}
          onChange={(value) => set('startDate', value as BuilderExperience['startDate'])}
        />
        <TextField
          label="End Date"
          type="month"
          value={entry.endDate}
          disabled={entry.current}
          onChange={(value) => set('endDate', value as BuilderExperience['endDate'])}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={currentId}
          checked={entry.current}
          onCheckedChange={(checked) =>
            onChange({ ...entry, current: checked === true, endDate: checked === true ? '' : entry.endDate })
          }
        />
        <label htmlFor={currentId} className="text-sm">
          I currently work here
        </label>
      </div>
      <AchievementRows
        achievements={entry.achievements}
        openers={openers}
        onChange={(achievements) => set('achievements', achievements)}
      />
    </EntryCard>
  );
}
