import type { BulletVariation } from '@shared/api/analysis';
import type { ResumeText } from '../types';
import { type ExperienceBullet, experienceBullets } from './bullets';
import { fitKeyword, type PreparedKeyword, prepareKeywords, supportedKeyword } from './keyword-fit';
import { hasFigure, markWhereNumberBelongs } from './quantify';
import { strengthenVerb } from './stronger-verbs';
import { isOverlong } from './tighten';
import { rewriteWeakOpening } from './weak-openings';

/** Bullets shorter than this say too little to rewrite three ways. */
const MIN_WORDS = 4;

/** How much a bullet stands to gain: a weak opening most, then a missing figure, length, a keyword it supports. */
function improvability(bullet: ExperienceBullet, keywords: readonly PreparedKeyword[]): number {
  let score = 0;
  if (rewriteWeakOpening(bullet.body, bullet.tense)) score += 3;
  if (!hasFigure(bullet.body)) score += 2;
  if (isOverlong(bullet.body)) score += 1;
  if (supportedKeyword(bullet.body, keywords)) score += 1;
  return score;
}

/**
 * Up to three rewrites of a bullet body: a stronger verb; the posting keyword it already supports worked in;
 * a placeholder where a figure belongs ("[X%]", "[N]"), on top of the stronger verb when there is one.
 * Each differs from the body and from the others.
 */
export function variationsOf(
  body: string,
  tense: ExperienceBullet['tense'],
  keywords: readonly PreparedKeyword[],
): string[] {
  const stronger = strengthenVerb(body, tense);
  const base = stronger ?? body;
  const candidates = [
    stronger,
    fitKeyword(base, keywords, body),
    markWhereNumberBelongs(base) ?? markWhereNumberBelongs(body),
  ];
  const variations: string[] = [];
  for (const candidate of candidates) {
    if (candidate && candidate !== body && !variations.includes(candidate)) variations.push(candidate);
  }
  return variations;
}

/**
 * Rewrites for the resume's experience bullets, the most improvable first (then in resume order), `limit`
 * bullets at most. Wrapped bullets are left out: a rewrite of their first line alone would read cut off.
 * `original` is the whole trimmed line (marker included) so the optimizer finds it; variations are bodies,
 * the optimizer keeps the line's marker. Deterministic; `selected` is null until the visitor picks one.
 */
export function bulletVariations(
  resume: ResumeText,
  keywords: readonly string[],
  limit = 20,
): BulletVariation[] {
  const prepared = prepareKeywords(keywords);
  const seen = new Set<string>();
  const scored: { bullet: ExperienceBullet; score: number; variations: string[] }[] = [];
  for (const bullet of experienceBullets(resume)) {
    if (bullet.lineCount > 1 || seen.has(bullet.text) || bullet.body.split(/\s+/u).length < MIN_WORDS)
      continue;
    seen.add(bullet.text);
    const variations = variationsOf(bullet.body, bullet.tense, prepared);
    if (variations.length > 0) scored.push({ bullet, score: improvability(bullet, prepared), variations });
  }
  scored.sort((a, b) => b.score - a.score || a.bullet.line - b.bullet.line);
  return scored.slice(0, Math.max(0, limit)).map(({ bullet, variations }) => ({
    original: bullet.text,
    variations,
    selected: null,
  }));
}
