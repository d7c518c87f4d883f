import { type BuilderProfile, type BuilderSkills, skillListNames } from '@core/builder/builder-data';
import { skillSuggestions } from '@core/builder/skill-lists';
import { skillListTexts } from '../builder-labels';
import { SkillListInput } from './skill-list-input';
import { StepActions } from './step-actions';

/**
 * Step 5, Skills (platform spec §5): technical skills, soft skills, languages and certifications. Technical
 * skills are suggested by background and soft skills by career stage; a suggestion hides once chosen.
 */
export function StepSkills({
  skills,
  profile,
  onChange,
  onContinue,
  onPrevious,
}: {
  skills: BuilderSkills;
  profile: BuilderProfile;
  onChange: (skills: BuilderSkills) => void;
  onContinue: () => void;
  onPrevious: () => void;
}) {
  const suggested = skillSuggestions(profile, skills);
  const suggestionsOf = (name: (typeof skillListNames)[number]) =>
    name === 'technical' || name === 'soft' ? suggested[name] : [];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        {skillListNames.map((name) => (
          <SkillListInput
            key={name}
            {...skillListTexts[name]}
            list={skills[name]}
            suggestions={suggestionsOf(name)}
            onChange={(list) => onChange({ ...skills, [name]: list })}
          />
        ))}
      </div>
      <StepActions onPrevious={onPrevious} onContinue={onContinue} />
    </div>
  );
}
