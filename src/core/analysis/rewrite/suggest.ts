import type { Suggestion } from '@shared/api/analysis';
import { lengthSuggestions, quantifySuggestions, wordingSuggestions } from './bullet-suggestions';
import { contactSuggestions } from './contact-suggestions';
import { keywordSuggestions } from './keyword-suggestions';
import { rankSuggestions } from './ranking';
import { skillSuggestions } from './skill-suggestions';
import { structureSuggestions } from './structure-suggestions';
import { buildContext, type SuggestInput } from './suggest-input';
import { summarySuggestions } from './summary-suggestions';

export type { MissingSkill, SuggestInput } from './suggest-input';

/**
 * Improvement suggestions for a resume against a posting, each grounded in the resume: missing skills and
 * keywords (guidance, or a rewrite of a line the caller says implies the skill), weak openings, bullets without
 * figures (placeholders, never numbers), overlong bullets, the summary, contact details and section order.
 * `original` is always a whole trimmed line of `resume.text`; `replacement` rewrites exactly that line.
 * At most 15, sorted by priority then impact (see ranking.ts for the impact scale); deterministic.
 */
export function suggestImprovements(input: SuggestInput): Suggestion[] {
  const context = buildContext(input);
  return rankSuggestions([
    ...skillSuggestions(context),
    ...summarySuggestions(context),
    ...contactSuggestions(context),
    ...keywordSuggestions(context),
    ...wordingSuggestions(context),
    ...quantifySuggestions(context),
    ...lengthSuggestions(context),
    ...structureSuggestions(context),
  ]);
}
