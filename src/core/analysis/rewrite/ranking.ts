import type { Priority, Suggestion, SuggestionType } from '@shared/api/analysis';

/**
 * Impact scale: `impact` is the number of overall-score points (0-100) a suggestion adds when applied, roughly.
 * It is a guide for ordering, not a promise:
 * - a missing required skill shown: 5-10 (by its weight among the missing ones); preferred: 3-6;
 * - a missing posting keyword used: 1-4 (by weight);
 * - no email: 5, no phone: 3, no LinkedIn: 1 (contact details do not score, but a recruiter must reach you);
 * - no summary: 4; a summary without the target title: 3;
 * - a weak opening or a bullet without a figure rewritten: 2 each; an overlong bullet tightened: 1;
 * - no skills section: 3; experience after education, or no experience section: 1-2.
 */
export const impactScale = {
  requiredSkill: { base: 5, extra: 5 },
  preferredSkill: { base: 3, extra: 3 },
  keyword: { base: 1, extra: 3 },
  email: 5,
  phone: 3,
  linkedin: 1,
  missingSummary: 4,
  titleInSummary: 3,
  wording: 2,
  quantify: 2,
  length: 1,
  skillsSection: 3,
  sectionOrder: 2,
  experienceSection: 2,
} as const;

/**
 * A suggestion before ranking: `order` ranks it within its type (0 first). `withoutRewrite` is the same advice
 * with no line to rewrite, shown when another suggestion already rewrites that line.
 */
export interface Candidate extends Suggestion {
  order: number;
  withoutRewrite?: Suggestion;
}

/** How many suggestions of each type the final list keeps at most: a varied list helps more than ten of a kind. */
const capOfType: Record<SuggestionType, number> = {
  skill: 5,
  keyword: 3,
  wording: 3,
  quantify: 3,
  length: 2,
  summary: 1,
  contact: 3,
  structure: 2,
};

export const MAX_SUGGESTIONS = 15;

const priorityRank: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
const typeRank: Record<SuggestionType, number> = {
  skill: 0,
  summary: 1,
  contact: 2,
  keyword: 3,
  wording: 4,
  quantify: 5,
  length: 6,
  structure: 7,
};

/** `impact` points for a weighted item: base + extra scaled by its weight against the heaviest one. */
export function weightedImpact(
  scale: { base: number; extra: number },
  weight: number,
  maxWeight: number,
): number {
  const share = maxWeight > 0 ? Math.max(0, Math.min(1, weight / maxWeight)) : 0;
  return scale.base + Math.round(scale.extra * share);
}

/**
 * The suggestion with `isAdvice` said: advice is what has neither a rewrite (`original` and `replacement`) nor
 * a skill to add. A line pointed at without a rewrite is advice too.
 */
function withKind(suggestion: Suggestion): Suggestion {
  const isRewrite = suggestion.original !== undefined && suggestion.replacement !== undefined;
  return { ...suggestion, isAdvice: !isRewrite && suggestion.skill === undefined };
}

/**
 * The suggestions worth showing: sorted by priority, then impact, then type and rank within the type; at most
 * one rewrite per resume line (a later one falls back to its advice without a rewrite, when it has one), a few
 * of each type, fifteen in all. Deterministic for the same candidates.
 */
export function rankSuggestions(candidates: readonly Candidate[]): Suggestion[] {
  const sorted = [...candidates].sort(
    (a, b) =>
      priorityRank[a.priority] - priorityRank[b.priority] ||
      b.impact - a.impact ||
      typeRank[a.type] - typeRank[b.type] ||
      a.order - b.order ||
      a.title.localeCompare(b.title),
  );
  const taken: Suggestion[] = [];
  const perType = new Map<SuggestionType, number>();
  const usedLines = new Set<string>();
  const seen = new Set<string>();
  for (const { order: _order, withoutRewrite, ...rewrite } of sorted) {
    if (taken.length >= MAX_SUGGESTIONS) break;
    const isLineTaken = rewrite.original !== undefined && usedLines.has(rewrite.original);
    if (isLineTaken && !withoutRewrite) continue;
    const suggestion = isLineTaken && withoutRewrite ? withoutRewrite : rewrite;
    const count = perType.get(suggestion.type) ?? 0;
    if (count >= capOfType[suggestion.type]) continue;
    const key = `${suggestion.type}|${suggestion.title}|${suggestion.original ?? suggestion.description}`;
    if (seen.has(key)) continue;
    if (suggestion.original !== undefined) usedLines.add(suggestion.original);
    seen.add(key);
    perType.set(suggestion.type, count + 1);
    taken.push(withKind(suggestion));
  }
  return taken;
}
