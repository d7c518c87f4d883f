import { type Suggestion, suggestionKind } from '@shared/api/analysis';
import { MAX_SELECTED_BULLETS, MAX_SELECTED_SKILLS, MAX_SELECTED_SUGGESTIONS } from '@shared/constants';
import { validationMessages } from '@shared/messages';
import { type Selection, selectedCount } from './workspace-history';

/**
 * The selected suggestions that change the resume: rewrites only. Advice changes nothing, so an index of one
 * (from an older selection) is neither counted nor sent; a skill to add is chosen as a skill, in `skills`.
 */
export function appliedSuggestions(selection: Selection, suggestions: readonly Suggestion[]): number[] {
  return selection.suggestions.filter((index) => {
    const suggestion = suggestions[index];
    return suggestion !== undefined && suggestionKind(suggestion) === 'rewrite';
  });
}

/**
 * What "Apply N Optimizations" counts: skills to add, rewrites and bullet variations chosen. Without the
 * analysis' suggestions, every selected index counts (the selection alone cannot tell advice).
 */
export function optimizationCount(selection: Selection, suggestions?: readonly Suggestion[]): number {
  if (!suggestions) return selectedCount(selection);
  return (
    selection.skills.length +
    appliedSuggestions(selection, suggestions).length +
    Object.keys(selection.bullets).length
  );
}

/**
 * Core spec §5: the workspace selection rules, in the spec's words; empty when the selection can be applied.
 * With the analysis' suggestions, advice is not counted as an improvement.
 */
export function selectionErrors(selection: Selection, suggestions?: readonly Suggestion[]): string[] {
  const errors: string[] = [];
  const rewrites = suggestions
    ? appliedSuggestions(selection, suggestions).length
    : selection.suggestions.length;
  if (optimizationCount(selection, suggestions) === 0) errors.push(validationMessages.selectAtLeastOne);
  if (selection.skills.length > MAX_SELECTED_SKILLS) errors.push(validationMessages.tooManySkills);
  if (rewrites > MAX_SELECTED_SUGGESTIONS) errors.push(validationMessages.tooManySuggestions);
  if (Object.keys(selection.bullets).length > MAX_SELECTED_BULLETS)
    errors.push(validationMessages.tooManyBullets);
  return errors;
}
