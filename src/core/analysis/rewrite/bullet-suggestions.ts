import type { ExperienceBullet } from './bullets';
import { checkedCandidate, prefixOf } from './checked-candidate';
import { markWhereNumberBelongs } from './quantify';
import { type Candidate, impactScale } from './ranking';
import { bulletWords, isOverlong, tightenBullet } from './tighten';
import { rewriteWeakOpening } from './weak-openings';

/** A rewritten first line read with the rest of its wrapped bullet, as the reader sees it. */
const withRest = (bullet: ExperienceBullet, line: string) => line + bullet.whole.slice(bullet.body.length);

/**
 * A bullet's line rewritten by `rewrite`. A wrapped bullet is rewritten only when its other lines can stay as
 * they are: the rewrite of the whole bullet must be the rewrite of its first line followed by the same rest.
 */
export function rewriteBulletLine(
  bullet: ExperienceBullet,
  rewrite: (text: string) => string | null,
): string | null {
  const line = rewrite(bullet.body);
  if (!line || line === bullet.body) return null;
  if (bullet.lineCount > 1 && rewrite(bullet.whole) !== withRest(bullet, line)) return null;
  return prefixOf(bullet) + line;
}

/** The first words of a weak opening, for the explanation ("Responsible for"). */
function openingWords(body: string): string {
  return body.split(/\s+/u).slice(0, 2).join(' ').replace(/[:,]$/u, '');
}

/** "Responsible for managing the budget" -> "Managed the budget". */
export function wordingOf(bullet: ExperienceBullet, order: number): Candidate[] {
  const replacement = rewriteBulletLine(bullet, (text) => rewriteWeakOpening(text, bullet.tense));
  if (!replacement) return [];
  return [
    {
      title: 'Start with a strong action verb',
      description: `"${openingWords(bullet.body)}…" describes a duty rather than what you did. Recruiters skim the first word of each bullet.`,
      priority: 'medium',
      impact: impactScale.wording,
      type: 'wording',
      suggestion: `Rewrite the bullet to lead with the action: "${withRest(bullet, replacement)}"`,
      original: bullet.text,
      replacement,
      order,
    },
  ];
}

/** "Reduced page load time" -> "Reduced page load time by [X%]": a placeholder, never a figure. */
export function quantifyOf(bullet: ExperienceBullet, order: number): Candidate[] {
  const marked = markWhereNumberBelongs(bullet.body, bullet.whole);
  if (!marked) return [];
  const replacement = prefixOf(bullet) + marked;
  return [
    {
      title: 'Add a figure to show the scale',
      description:
        'This achievement has no number. How many, how much or how fast makes it concrete and memorable.',
      priority: 'medium',
      impact: impactScale.quantify,
      type: 'quantify',
      suggestion: `Put your real figure in place of the brackets: "${withRest(bullet, replacement)}". If you cannot measure it, keep the line as it is.`,
      original: bullet.text,
      replacement,
      order,
    },
  ];
}

/** Bullets over ~35 words: split them, and cut filler where that loses nothing. */
export function lengthOf(bullet: ExperienceBullet, order: number): Candidate[] {
  if (!isOverlong(bullet.whole)) return [];
  const tightened = bullet.lineCount > 1 ? null : tightenBullet(bullet.body);
  const replacement = tightened ? prefixOf(bullet) + tightened : undefined;
  const candidate: Candidate = {
    title: 'Shorten a long bullet',
    description: `This bullet runs ${bulletWords(bullet.whole)} words. Bullets of one or two lines, one result each, are the ones that get read.`,
    priority: 'low',
    impact: impactScale.length,
    type: 'length',
    suggestion: replacement
      ? `Split it into two bullets, or at least cut the filler words: "${replacement}"`
      : 'Split it into two bullets, each starting with an action verb and ending with its result.',
    original: bullet.text,
    order,
  };
  if (replacement) candidate.replacement = replacement;
  return [candidate];
}

/**
 * What a bullet earns by itself, whatever the posting: a strong opening, a figure, a shorter line; each
 * rewrite already checked against the resume (`checkedCandidate`). `order` is left at 0 for the caller.
 */
export function bulletCandidates(
  bullet: ExperienceBullet,
  resumeText: string,
  bullets: readonly ExperienceBullet[],
): Candidate[] {
  return [...wordingOf(bullet, 0), ...quantifyOf(bullet, 0), ...lengthOf(bullet, 0)].flatMap((candidate) =>
    checkedCandidate(candidate, resumeText, bullets),
  );
}
