import {
  type BuilderProfile,
  backgroundCategories,
  careerStages,
  transitionTypes,
} from '@core/builder/builder-data';
import { backgroundLabels, careerStageLabels, transitionTypeLabels } from '../builder-labels';
import { ChoiceGroup } from './choice-group';
import { StepActions } from './step-actions';
import { TextField } from './text-field';

const stageOptions = careerStages.map((stage) => ({ value: stage, ...careerStageLabels[stage] }));
const transitionOptions = transitionTypes.map((type) => ({ value: type, label: transitionTypeLabels[type] }));
const backgroundOptions = backgroundCategories.map((background) => ({
  value: background,
  label: backgroundLabels[background],
}));

/**
 * Step 1, Profile (platform spec §2): career stage, transition type and background as radio groups, then the
 * optional target industry and role. Every choice always has a value, so Continue always goes on.
 */
export function StepProfile({
  profile,
  onChange,
  onContinue,
}: {
  profile: BuilderProfile;
  onChange: (profile: BuilderProfile) => void;
  onContinue: () => void;
}) {
  const set = <K extends keyof BuilderProfile>(key: K, value: BuilderProfile[K]) =>
    onChange({ ...profile, [key]: value });
  return (
    <div className="space-y-6">
      <ChoiceGroup
        legend="Career stage"
        options={stageOptions}
        value={profile.careerStage}
        onChange={(value) => set('careerStage', value)}
      />
      <ChoiceGroup
        legend="Transition type"
        options={transitionOptions}
        value={profile.transitionType}
        onChange={(value) => set('transitionType', value)}
      />
      <ChoiceGroup
        legend="Background"
        options={backgroundOptions}
        value={profile.backgroundCategory}
        onChange={(value) => set('backgroundCategory', value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Target Industry (optional)"
          value={profile.targetIndustry}
          placeholder="e.g. Healthcare"
          onChange={(value) => set('targetIndustry', value)}
        />
        <TextField
          label="Target Role (optional)"
          value={profile.targetRole}
          placeholder="e.g. Product Manager"
          autoComplete="organization-title"
          onChange={(value) => set('targetRole', value)}
        />
      </div>
      <StepActions onContinue={onContinue} />
    </div>
  );
}
