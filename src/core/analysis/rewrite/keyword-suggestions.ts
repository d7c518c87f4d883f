import { stemsOf } from '../text/stem';
import { type Candidate, impactScale, weightedImpact } from './ranking';
import { quote, type SuggestContext } from './suggest-input';

/** Keywords this heavy against the heaviest missing one are worth a medium priority. */
const MEDIUM_SHARE = 0.6;

/**
 * The posting's important terms the resume never uses, with where they could honestly go: the bullet that
 * already shares a word with the term, else the summary or the bullet where the user did that work.
 */
export function keywordSuggestions(context: SuggestContext): Candidate[] {
  const keywords = [...context.input.missingKeywords].sort(
    (a, b) => b.weight - a.weight || a.term.localeCompare(b.term),
  );
  const maxWeight = Math.max(0, ...keywords.map((keyword) => keyword.weight));
  return keywords.map(({ term, weight }, order) => {
    const near = nearestBullet(context, term);
    const where = near
      ? `If it describes your work, use the term where it fits, for example in ${quote(near)}, or in your summary.`
      : 'If it describes your work, use the term in your summary or in the bullet where you did that work.';
    return {
      title: `Use the posting's term "${term}" where it is true`,
      description: `The posting stresses "${term}" and your resume does not use it. Applicant tracking systems match the posting's own words.`,
      priority: maxWeight > 0 && weight >= MEDIUM_SHARE * maxWeight ? 'medium' : 'low',
      impact: weightedImpact(impactScale.keyword, weight, maxWeight),
      type: 'keyword',
      suggestion: `${where} Do not add it where it is not true.`,
      order,
    };
  });
}

/** The experience bullet sharing the most words (by stem, 4+ letters) with the term, if any. */
function nearestBullet(context: SuggestContext, term: string): string | undefined {
  const termStems = new Set(stemsOf(term).filter((stem) => stem.length >= 4));
  if (termStems.size === 0) return undefined;
  let best: { text: string; shared: number } | undefined;
  for (const bullet of context.bullets) {
    const stems = context.bulletStems.get(bullet) ?? new Set<string>();
    let shared = 0;
    for (const stem of termStems) if (stems.has(stem)) shared++;
    if (shared > 0 && (!best || shared > best.shared)) best = { text: bullet.body, shared };
  }
  return best?.text;
}
