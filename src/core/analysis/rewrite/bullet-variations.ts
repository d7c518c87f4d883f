import type { BulletVariation } from '@shared/api/analysis';
import type { ResumeText } from '../types';
import { type ExperienceBullet, experienceBullets } from './bullets';
import { passesChecks } from './check-rewrite';
import { fitKeyword, type PreparedKeyword, prepareKeywords, supportedKeyword } from './keyword-fit';
import { bare } from './phrase-words';
import { hasFigure, markWhereNumberBelongs } from './quantify';
import { resultFirst } from './result-first';
import { alternateVerbs, strengthenVerb } from './stronger-verbs';
import { stemsOf } from './suggest-input';
import { isOverlong, tightenBullet } from './tighten';
import { dutyAsTask, rewriteWeakOpening } from './weak-openings';

/** Bullets shorter than this say too little to rewrite several ways. */
const MIN_WORDS = 4;
/** A bullet is offered with up to this many variations: two or three where the checks let that many through. */
const MAX_VARIATIONS = 3;

/** Words too common to tie a bullet to a posting. */
const commonStems = new Set(
  stemsOf('and or the of for to with in on a an at by from our your their work team'),
);

/** How many of the posting's words (by stem) a bullet uses, three at most. */
function relevance(bullet: ExperienceBullet, postingStems: ReadonlySet<string>): number {
  let shared = 0;
  for (const stem of new Set(stemsOf(bullet.body))) if (postingStems.has(stem)) shared++;
  return Math.min(3, shared);
}

/**
 * How much a bullet stands to gain: a weak opening most, then a missing figure, length, a keyword it supports,
 * and the posting's words it uses.
 */
function improvability(
  bullet: ExperienceBullet,
  keywords: readonly PreparedKeyword[],
  postingStems: ReadonlySet<string>,
): number {
  let score = relevance(bullet, postingStems);
  if (rewriteWeakOpening(bullet.body, bullet.tense)) score += 3;
  if (!hasFigure(bullet.body)) score += 2;
  if (isOverlong(bullet.body)) score += 1;
  if (supportedKeyword(bullet.body, keywords)) score += 1;
  return score;
}

/** The words of a text, lower-case, for comparing two variations. */
const wordsOf = (text: string) => text.split(/\s+/u).map(bare).filter(Boolean);

/** Two texts that are the same words but one ("Oversaw X" and "Directed X"): one synonym swap apart. */
export function oneWordApart(a: string, b: string): boolean {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.length !== right.length) return false;
  return left.filter((word, at) => word !== right[at]).length <= 1;
}

/**
 * Up to three rewrites of a bullet body, each passing the checks of check-rewrite.ts against the resume
 * (`resumeText`): a stronger or other verb (or the weak opening rewritten, or its duty said as a task
 * managed); the posting keyword the bullet already
 * supports worked in; a placeholder where a figure belongs ("[X%]", "[N]"); the result told first ("Cut
 * setup time … by writing a script …"); its other verbs worded otherwise; the filler cut. Each differs from
 * the body, and no two are a one-word synonym swap apart.
 */
export function variationsOf(
  body: string,
  tense: ExperienceBullet['tense'],
  keywords: readonly PreparedKeyword[],
  resumeText: string = body,
): string[] {
  const stronger = strengthenVerb(body, tense) ?? alternateVerbs(body, 'first');
  const base = stronger ?? body;
  const keyword = supportedKeyword(body, keywords);
  const candidates: { text: string | null; adds?: string[] }[] = [
    { text: stronger },
    { text: dutyAsTask(body, tense) },
    { text: fitKeyword(base, keywords, body), adds: keyword ? [keyword] : [] },
    { text: markWhereNumberBelongs(base) ?? markWhereNumberBelongs(body) },
    { text: resultFirst(body, tense) },
    { text: alternateVerbs(body, 'both') },
    { text: alternateVerbs(body, 'later') },
    { text: tightenBullet(base) },
  ];
  const variations: string[] = [];
  for (const { text, adds } of candidates) {
    if (variations.length >= MAX_VARIATIONS) break;
    if (!text || text === body || variations.some((taken) => taken === text || oneWordApart(taken, text)))
      continue;
    if (passesChecks({ original: body, replacement: text, resumeText, adds })) variations.push(text);
  }
  return variations;
}

/**
 * Rewrites for the resume's experience bullets: every achievement bullet that passes a rewrite's checks, with
 * two or three variations where there are that many, the most improvable first (a weak opening, a missing figure, the posting's words; then in resume
 * order), `limit` bullets at most. Wrapped bullets are left out: a rewrite of their first line alone would
 * read cut off. `original` is the whole trimmed line (marker included) so the optimizer finds it; variations
 * are bodies, the optimizer keeps the line's marker. Deterministic; `selected` is null until the visitor
 * picks one.
 */
export function bulletVariations(
  resume: ResumeText,
  keywords: readonly string[],
  limit = 20,
): BulletVariation[] {
  const prepared = prepareKeywords(keywords);
  const postingStems = new Set(stemsOf(keywords.join(' ')).filter((stem) => !commonStems.has(stem)));
  const seen = new Set<string>();
  const scored: { bullet: ExperienceBullet; score: number; variations: string[] }[] = [];
  for (const bullet of experienceBullets(resume)) {
    if (bullet.lineCount > 1 || seen.has(bullet.text) || bullet.body.split(/\s+/u).length < MIN_WORDS)
      continue;
    seen.add(bullet.text);
    const variations = variationsOf(bullet.body, bullet.tense, prepared, resume.text);
    if (variations.length > 0)
      scored.push({ bullet, score: improvability(bullet, prepared, postingStems), variations });
  }
  scored.sort((a, b) => b.score - a.score || a.bullet.line - b.bullet.line);
  return scored.slice(0, Math.max(0, limit)).map(({ bullet, variations }) => ({
    original: bullet.text,
    variations,
    selected: null,
  }));
}
