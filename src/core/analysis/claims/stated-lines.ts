import { isGuardedSpelling, skillNamed } from '../taxonomy/taxonomy';
import { singular, tokenize } from '../taxonomy/tokenize';

/** Where a word (or words written glued: "e"+"mail") stands: its line, first and after-last word. */
interface Place {
  line: number;
  at: number;
  end: number;
}

/**
 * A text's words as the check compares them, read once: where each word stands, and every word (and every two
 * or three words glued) by its key, the glued letters folded and made singular.
 */
export interface WordIndex {
  lines: readonly string[];
  starts: readonly number[][];
  ends: readonly number[][];
  places: Map<string, Place[]>;
}

/** A longest run of words read as one ("e-mail", "Node.js", "Front End") that may meet one written word. */
const MAX_GLUED = 3;

/** The key of words read as one: their folded letters glued, made singular ("Sales-force" is "salesforce"). */
const keyOf = (words: readonly string[]) => singular(words.join(''));

export function indexWords(lines: readonly string[]): WordIndex {
  const places = new Map<string, Place[]>();
  const read = lines.map((text) => tokenize(text));
  read.forEach((tokens, line) => {
    for (let at = 0; at < tokens.length; at++) {
      const words: string[] = [];
      for (let end = at + 1; end <= tokens.length && end <= at + MAX_GLUED; end++) {
        const token = tokens[end - 1] as (typeof tokens)[number];
        // Single letters spaced apart are a name letter-spaced ("J A R E D"), never a word.
        if (
          end > at + 1 &&
          /\s/u.test(token.before) &&
          (token.norm.length < 2 || (words.at(-1)?.length ?? 0) < 2)
        )
          break;
        words.push(token.norm);
        const key = keyOf(words);
        const known = places.get(key);
        if (known) known.push({ line, at, end });
        else places.set(key, [{ line, at, end }]);
      }
    }
  });
  return {
    lines,
    starts: read.map((tokens) => tokens.map((token) => token.start)),
    ends: read.map((tokens) => tokens.map((token) => token.end)),
    places,
  };
}

/** The ways a term may be written: itself and, for a skill, its concept's name and every alias. */
function formsOf(term: string): { words: string[]; surface: string }[] {
  const skill = skillNamed(term);
  const surfaces = [...new Set([term, ...(skill ? [skill.name, ...skill.aliases] : [])])];
  return surfaces
    .map((surface) => ({ surface, words: tokenize(surface).map((token) => token.norm) }))
    .filter((form) => form.words.length > 0 && form.words.length <= 6);
}

/**
 * Every way to read a form's words as pieces, each piece one or more words glued ("front end development" as
 * "front | end | development", "frontend | development", …).
 */
function groupings(words: readonly string[]): string[][] {
  const [first, ...others] = words;
  if (first === undefined) return [];
  if (others.length === 0) return [[first]];
  return groupings(others).flatMap(([next = '', ...after]) => [
    [first, next, ...after],
    [`${first}${next}`, ...after],
  ]);
}

/** The places a form is written: piece after piece, each a word or words glued, on one line. */
function placesOf(index: WordIndex, form: readonly string[]): Place[] {
  const found: Place[] = [];
  for (const pieces of groupings(form)) {
    const keys = pieces.map((piece) => singular(piece));
    for (const start of index.places.get(keys[0] as string) ?? []) {
      let end = start.end;
      const follows = keys.slice(1).every((key) => {
        const next = index.places.get(key)?.find((place) => place.line === start.line && place.at === end);
        if (next) end = next.end;
        return next !== undefined;
      });
      if (follows) found.push({ line: start.line, at: start.at, end });
    }
  }
  return found;
}

const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}#+]/gu, '');

/** Punctuation that glues an everyday name to its neighbour: "R&D" holds no R, "Go-getter" no Go. */
const glue = /[&\-\u2010-\u2015'’@_+/]/u;

/**
 * Whether a guarded spelling stands as the taxonomy writes it (or in capitals, "EXCEL"), glued to nothing but a
 * possessive ("Excel's"); a one-letter name not among other single letters ("J. R. Smith", "R E D").
 */
function writtenAsNamed(index: WordIndex, { line, at, end }: Place, surface: string): boolean {
  const text = index.lines[line] ?? '';
  const start = index.starts[line]?.[at] ?? 0;
  const stop = index.ends[line]?.[end - 1] ?? start;
  const after = text.slice(stop).replace(/^['’]s\b/u, '');
  if (glue.test(text.charAt(start - 1)) || glue.test(after.charAt(0))) return false;
  // "R.O.K", "Go.dev": a dot before a letter glues as well.
  if (/^\.\p{L}/u.test(after)) return false;
  const written = lettersOf(text.slice(start, stop));
  const name = lettersOf(surface);
  // A one-letter name among other single letters is a name spelled out or an initial ("J R Smith", "R. Smith").
  if (name.length === 1) {
    const before = text.slice(0, start);
    if (/(?:^|\s)\p{L}\.?\s+$/u.test(before) || /^\.?\s+\p{L}(?:[.\s]|$)/u.test(after)) return false;
    if (/^\.\s+\p{Lu}/u.test(after)) return false;
  }
  return written === name || (name.length >= 3 && written === name.toUpperCase());
}

/**
 * The lines of a text that state a term: one of its forms (the term, its concept's name and aliases) written
 * there, compared word by word with case and accents folded, the last word singular, and words glued or apart
 * alike ("APIs" meets "RESTful API", "e-commerce platforms" meets "ecommerce platform", "Front End" meets
 * "frontend"). A spelling the finder guards, an everyday word ("Go", "Excel", "R"), counts only written as
 * the name (see `writtenAsNamed`). This is what makes a "missing" claim true: a term is called missing only
 * where no line states it.
 */
export function linesStating(term: string, index: WordIndex): number[] {
  const found = new Set<number>();
  for (const form of formsOf(term)) {
    for (const place of placesOf(index, form.words)) {
      if (found.has(place.line)) continue;
      if (!isGuardedSpelling(form.surface) || writtenAsNamed(index, place, form.surface))
        found.add(place.line);
    }
  }
  return [...found].sort((a, b) => a - b);
}
