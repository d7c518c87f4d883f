import { MAX_SELECTED_BULLETS, MAX_SELECTED_SKILLS, MAX_SELECTED_SUGGESTIONS } from '@shared/constants';
import { validationMessages } from '@shared/messages';
import { type Selection, selectedCount } from './workspace-history';

/** Core spec §5: the workspace selection rules, in the spec's words; empty when the selection can be applied. */
export function selectionErrors(selection: Selection): string[] {
  const errors: string[] = [];
  if (selectedCount(selection) === 0) errors.push(validationMessages.selectAtLeastOne);
  if (selection.skills.length > MAX_SELECTED_SKILLS) errors.push(validationMessages.tooManySkills);
  if (selection.suggestions.length > MAX_SELECTED_SUGGESTIONS)
    errors.push(validationMessages.tooManySuggestions);
  if (Object.keys(selection.bullets).length > MAX_SELECTED_BULLETS)
    errors.push(validationMessages.tooManyBullets);
  return errors;
}
