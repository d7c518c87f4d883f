import type { Suggestion } from '@shared/api/analysis';
import { checkedCandidate } from './checked-candidate';
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
      ...structureSuggestions(context),
    ]
      .flatMap((candidate) => checked(context, candidate))
      .concat(
        // What each bullet earns by itself was checked when the resume was read.
        context.bullets.flatMap((bullet, order) =>
          (context.bulletCandidates.get(bullet) ?? []).map((candidate) => ({ ...candidate, order })),
        ),
      ),
  );
}

/** A candidate whose rewrite passes the checks, or its advice, or nothing (see `checkedCandidate`). */
const checked = (context: SuggestContext, candidate: Candidate) =>
  checkedCandidate(candidate, context.input.resume.text, context.bullets);
