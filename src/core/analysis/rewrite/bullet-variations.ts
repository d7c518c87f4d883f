import type { BulletVariation } from '@shared/api/analysis';
import { stemsOf } from '../text/stem';
import type { ResumeText } from '../types';
import { type ExperienceBullet, experienceBullets } from './bullets';
import { passesChecks } from './check-rewrite';
import { fittingTerm, type PreparedKeyword, prepareKeywords, termFirst, weaveTerm } from './keyword-fit';
import { bare } from './phrase-words';
import { hasFigure, markWhereNumberBelongs, placeholderPattern } from './quantify';
import { resultFirst } from './result-first';
import { strengthenVerb } from './stronger-verbs';
import { isOverlong, tightenBullet } from './tighten';
import { dutyAsTask, rewriteWeakOpening } from './weak-openings';

/** Bullets shorter than this say too little to rewrite several ways. */
const MIN_WORDS = 4;
/** A bullet is offered with two or three variations: one alone is no choice. */
const MIN_VARIATIONS = 2;
const MAX_VARIATIONS = 3;

/**
 * The ways a variation strengthens a bullet:
 * - `result-first`: the result told first, "by" the action ("Cut p95 latency from 2.4s to 380ms by leading…");
 * - `term`: the posting's own term for what the bullet shows, worked in (keyword-fit.ts `fittingTerm`);
 * - `term-first`: that term leading the line as its label ("Critical care: Provide care…"), offered only when
 *   the term would otherwise be a bullet's one way, so that every bullet a posting term fits gets its two;
 * - `figure`: a placeholder where a figure belongs and the bullet has none ("[N]", "[X%]", "[$X]");
 * - `verb`: a weak opening rewritten (stronger-verbs.ts); it then opens every other variation of the bullet too;
 * - `tighten`: filler cut ("in order to" -> "to", "successfully" dropped).
 */
export type Way = 'result-first' | 'term' | 'term-first' | 'figure' | 'verb' | 'tighten';

export interface Variation {
  text: string;
  ways: readonly Way[];
}

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

/** How much a bullet stands to gain: a weak opening most, then a missing figure, length, the posting's words. */
function improvability(bullet: ExperienceBullet, postingStems: ReadonlySet<string>): number {
  let score = relevance(bullet, postingStems);
  if (rewriteWeakOpening(bullet.body, bullet.tense)) score += 3;
  if (!hasFigure(bullet.body)) score += 2;
  if (isOverlong(bullet.body)) score += 1;
  return score;
}

/** The words of a text after its first (the verb, as a rule), lower-case, without punctuation. */
const wordsAfterFirst = (text: string) => text.split(/\s+/u).map(bare).filter(Boolean).slice(1);

/** The length of the longest common subsequence of two word lists. */
function commonLength(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const row = [0];
    for (const [at, other] of b.entries())
      row.push(
        word === other
          ? (previous[at] as number) + 1
          : Math.max(previous[at + 1] as number, row[at] as number),
      );
    previous = row;
  }
  return previous[b.length] as number;
}

/**
 * How far apart two texts are besides their first words: the words of either that are outside the longest
 * sequence of words they share in order. "Built X" and "Developed X" are 0 apart; "Built X" and "Built [N] X"
 * 1; a result told first, or a term worked in, several.
 */
export function wordsApart(a: string, b: string): number {
  const left = wordsAfterFirst(a);
  const right = wordsAfterFirst(b);
  return left.length + right.length - 2 * commonLength(left, right);
}

const placeholdersOf = (text: string) => (text.match(placeholderPattern) ?? []).sort().join(' ');

/**
 * The measure two variations of a bullet meet: they differ in at least two words besides their first, or one
 * asks for a figure the other does not. A synonym of the first verb, alone or with one more word, is no
 * second variation.
 */
export function apart(a: string, b: string): boolean {
  return wordsApart(a, b) >= 2 || placeholdersOf(a) !== placeholdersOf(b);
}

/** The measure a variation meets against the bullet as written: it changes more than the first word. */
export function changesMoreThanVerb(original: string, variation: string): boolean {
  return wordsApart(original, variation) >= 1;
}

/**
 * The variations of a bullet body, each passing the checks of check-rewrite.ts against the resume
 * (`resumeText`), each a different way (or set of ways) of strengthening it, at most three: the posting's term
 * worked in, the result told first, a figure placeholder, a weak opening rewritten (as a verb, or as a task
 * managed), filler cut, then two of these together; the posting's term leading the line only where nothing
 * else gives a second one. Each changes more than the first word of the body and is `apart` from the others.
 * The term is the one the bullet shows (`fittingTerm`), or `term` when the caller gives it (null: none).
 * Deterministic. May return fewer than two: `bulletVariations` offers a bullet only with two or three.
 */
export function planVariations(
  body: string,
  tense: ExperienceBullet['tense'],
  keywords: readonly PreparedKeyword[],
  resumeText: string = body,
  term: string | null = fittingTerm(body, keywords, resumeText) ?? null,
): Variation[] {
  const verbFix = strengthenVerb(body, tense);
  const base = verbFix ?? body;
  const verb: Way[] = verbFix ? ['verb'] : [];
  const adds = term ? [term] : [];
  const withTerm = (text: string | null) => (text && term ? weaveTerm(text, term) : null);
  const result = resultFirst(base, tense);
  const figure = markWhereNumberBelongs(base);
  const tight = tightenBullet(base);
  const candidates: { text: string | null; ways: Way[] }[] = [
    { text: withTerm(base), ways: [...verb, 'term'] },
    { text: result, ways: [...verb, 'result-first'] },
    { text: verbFix, ways: ['verb'] },
    { text: figure, ways: [...verb, 'figure'] },
    { text: dutyAsTask(body, tense), ways: ['verb'] },
    { text: tight, ways: [...verb, 'tighten'] },
    { text: withTerm(result), ways: [...verb, 'result-first', 'term'] },
    { text: withTerm(figure), ways: [...verb, 'figure', 'term'] },
    { text: tight && markWhereNumberBelongs(tight), ways: [...verb, 'tighten', 'figure'] },
    { text: withTerm(tight), ways: [...verb, 'tighten', 'term'] },
  ];
  const taken: Variation[] = [];
  const take = (text: string | null, ways: Way[]) => {
    if (!text || taken.length >= MAX_VARIATIONS || !changesMoreThanVerb(body, text)) return;
    if (taken.some((variation) => !apart(variation.text, text))) return;
    if (passesChecks({ original: body, replacement: text, resumeText, adds })) taken.push({ text, ways });
  };
  for (const { text, ways } of candidates) take(text, ways);
  if (taken.length < MIN_VARIATIONS && term) take(termFirst(base, term), [...verb, 'term-first']);
  return taken;
}

/** The texts of `planVariations`. */
export function variationsOf(
  body: string,
  tense: ExperienceBullet['tense'],
  keywords: readonly PreparedKeyword[],
  resumeText: string = body,
): string[] {
  return planVariations(body, tense, keywords, resumeText).map((variation) => variation.text);
}

/**
 * What a bullet's role or project works on, read from the line that opens its entry (the nearest line above it
 * that is no bullet): for a role, what its first field says after the role's name ("Teaching Assistant, CS 46B
 * (Data Structures)": "CS 46B (Data Structures)"; "Staff Nurse, Medical Intensive Care Unit": "Medical
 * Intensive Care Unit"; "Data Analyst (Marketing)": "Marketing"), never the role itself, the employer, place
 * or dates; for a project, its first field. Undefined when there is none.
 */
export function entryContext(
  resume: ResumeText,
  bullet: ExperienceBullet,
): { line: number; text: string } | undefined {
  const section = resume.sections.find((s) => s.startLine <= bullet.line && bullet.line <= s.endLine);
  if (!section) return undefined;
  const bulletLines = new Set(
    experienceBullets(resume).flatMap((other) =>
      Array.from({ length: other.lineCount }, (_, offset) => other.line + offset),
    ),
  );
  const lines = resume.text.split('\n');
  const first = section.title ? section.startLine + 1 : section.startLine;
  for (let at = bullet.line - 1; at >= first; at--) {
    const text = lines[at]?.trim() ?? '';
    if (!text || bulletLines.has(at)) continue;
    const field = text.split(/\s[|·]\s/u)[0]?.trim() ?? '';
    if (section.type === 'projects') return field ? { line: at, text: field } : undefined;
    const comma = field.indexOf(', ');
    const qualifier = comma >= 0 ? field.slice(comma + 2) : (/\(([^()]+)\)/u.exec(field)?.[1] ?? '');
    return qualifier ? { line: at, text: qualifier } : undefined;
  }
  return undefined;
}

const usesTerm = (variations: readonly Variation[]) =>
  variations.some((variation) => variation.ways.includes('term') || variation.ways.includes('term-first'));

/**
 * Variations for the resume's achievement bullets: every bullet with two or three (see `planVariations`), those
 * a posting term strengthens first, then the others; within each, the most improvable first (a weak opening,
 * a missing figure, length, the posting's words), then in resume order; `limit` bullets at most. A term a
 * bullet shows only through its entry (`entryContext`: the ICU of "Staff Nurse, Medical Intensive Care Unit")
 * goes into one bullet of that entry, the first it fits: every bullet of the role shows it alike, and once is
 * enough. Wrapped bullets are left out: a rewrite of their first line alone would read cut off. `original` is
 * the whole trimmed line (marker included) so the optimizer finds it; variations are bodies, the optimizer
 * keeps the line's marker. Deterministic; `selected` is null until the visitor picks one.
 */
export function bulletVariations(
  resume: ResumeText,
  keywords: readonly string[],
  limit = 20,
): BulletVariation[] {
  const prepared = prepareKeywords(keywords);
  const postingStems = new Set(stemsOf(keywords.join(' ')).filter((stem) => !commonStems.has(stem)));
  const seen = new Set<string>();
  /** Terms given to a bullet through its entry, by the entry's line. */
  const entryTerms = new Map<number, Set<string>>();
  const offered: { bullet: ExperienceBullet; group: number; score: number; variations: Variation[] }[] = [];
  for (const bullet of experienceBullets(resume)) {
    if (bullet.lineCount > 1 || seen.has(bullet.text) || bullet.body.split(/\s+/u).length < MIN_WORDS)
      continue;
    seen.add(bullet.text);
    let term = fittingTerm(bullet.body, prepared, resume.text);
    const context = prepared.length > 0 ? entryContext(resume, bullet) : undefined;
    const terms = context ? (entryTerms.get(context.line) ?? new Set<string>()) : new Set<string>();
    if (context) entryTerms.set(context.line, terms);
    if (!term && context) {
      const fromEntry = fittingTerm(bullet.body, prepared, resume.text, context.text);
      if (fromEntry && !terms.has(fromEntry)) term = fromEntry;
    }
    const variations = planVariations(bullet.body, bullet.tense, prepared, resume.text, term ?? null);
    if (variations.length < MIN_VARIATIONS) continue;
    const group = usesTerm(variations) ? 0 : 1;
    if (term && group === 0) terms.add(term);
    offered.push({ bullet, group, score: improvability(bullet, postingStems), variations });
  }
  offered.sort((a, b) => a.group - b.group || b.score - a.score || a.bullet.line - b.bullet.line);
  return offered.slice(0, Math.max(0, limit)).map(({ bullet, variations }) => ({
    original: bullet.text,
    variations: variations.map((variation) => variation.text),
    selected: null,
  }));
}
