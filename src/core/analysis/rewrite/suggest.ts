import type { Suggestion } from '@shared/api/analysis';
import { lengthSuggestions, prefixOf, quantifySuggestions, wordingSuggestions } from './bullet-suggestions';
import { passesChecks } from './check-rewrite';
import { contactSuggestions } from './contact-suggestions';
import { keywordSuggestions } from './keyword-suggestions';
import { type Candidate, rankSuggestions } from './ranking';
import { skillSuggestions } from './skill-suggestions';
import { structureSuggestions } from './structure-suggestions';
import { buildContext, type SuggestContext, type SuggestInput } from './suggest-input';
import { summarySuggestions } from './summary-suggestions';

export type { MissingSkill, SuggestInput } from './suggest-input';

/**
 * Improvement suggestions for a resume against a posting, each grounded in the resume: missing skills and
 * keywords (guidance, or a rewrite of a line the caller says implies the skill), weak openings, bullets without
 * figures (placeholders, never numbers), overlong bullets, the summary, contact details and section order.
 * `original` is always a whole trimmed line of `resume.text`; `replacement` rewrites exactly that line and has
 * passed the checks of check-rewrite.ts. Each says its kind: a rewrite, a skill to add, or advice (`isAdvice`).
 * At most 15, sorted by priority then impact (see ranking.ts for the impact scale); deterministic.
 */
export function suggestImprovements(input: SuggestInput): Suggestion[] {
  const context = buildContext(input);
  return rankSuggestions(
    [
      ...skillSuggestions(context),
      ...summarySuggestions(context),
      ...contactSuggestions(context),
      ...keywordSuggestions(context),
      ...wordingSuggestions(context),
      ...quantifySuggestions(context),
      ...lengthSuggestions(context),
      ...structureSuggestions(context),
    ].flatMap((candidate) => checked(context, candidate)),
  );
}

/**
 * A candidate whose rewrite passes the checks (check-rewrite.ts), read with the rest of its wrapped bullet;
 * one that fails gives way to its advice without the rewrite, or is dropped: a failed rewrite is never shown.
 */
export function checked(context: SuggestContext, candidate: Candidate): Candidate[] {
  const { original, replacement } = candidate;
  if (original === undefined || replacement === undefined) return [candidate];
  const bullet = context.bullets.find((entry) => entry.text === original && entry.lineCount > 1);
  const rest = bullet ? bullet.whole.slice(bullet.body.length) : '';
  const passes = passesChecks({
    original: bullet ? prefixOf(bullet) + bullet.whole : original,
    replacement: replacement + rest,
    resumeText: context.input.resume.text,
    adds: candidate.skill ? [candidate.skill] : [],
  });
  if (passes) return [candidate];
  return candidate.withoutRewrite ? [{ ...candidate.withoutRewrite, order: candidate.order }] : [];
}
