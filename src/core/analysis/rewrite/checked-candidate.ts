import type { ExperienceBullet } from './bullets';
import { passesChecks } from './check-rewrite';
import type { Candidate } from './ranking';

/** The marker and spacing before a bullet's body, as written ("• ", "- ", ""). */
export function prefixOf(bullet: ExperienceBullet): string {
  return bullet.text.slice(0, bullet.text.length - bullet.body.length);
}

/**
 * A candidate whose rewrite passes the checks (check-rewrite.ts), read with the rest of its wrapped bullet;
 * one that fails gives way to its advice without the rewrite, or is dropped: a failed rewrite is never shown.
 */
export function checkedCandidate(
  candidate: Candidate,
  resumeText: string,
  bullets: readonly ExperienceBullet[],
): Candidate[] {
  const { original, replacement } = candidate;
  if (original === undefined || replacement === undefined) return [candidate];
  const bullet = bullets.find((entry) => entry.text === original && entry.lineCount > 1);
  const rest = bullet ? bullet.whole.slice(bullet.body.length) : '';
  const passes = passesChecks({
    original: bullet ? prefixOf(bullet) + bullet.whole : original,
    replacement: replacement + rest,
    resumeText,
    adds: candidate.skill ? [candidate.skill] : [],
  });
  if (passes) return [candidate];
  return candidate.withoutRewrite ? [{ ...candidate.withoutRewrite, order: candidate.order }] : [];
}
