import { isGuardedSpelling, skillNamed } from '../taxonomy/taxonomy';
import { singular, tokenize } from '../taxonomy/tokenize';

/** Where a word (or words written glued: "e"+"mail") stands: its line, first and after-last word. */
interface Place {
  line: number;
  at: number;
  end: number;
}

/**
 * A text's words as the check compares them, read once: each line's words folded and made singular, with
 * where each stands, and every word (and every two or three words glued) to the places it stands.
 */
export interface WordIndex {
  lines: readonly string[];
  words: readonly string[][];
  starts: readonly number[][];
  ends: readonly number[][];
  places: Map<string, Place[]>;
}

/** A longest run of words glued without a space ("e-mail", "Node.js") that may meet one written word. */
const MAX_GLUED = 3;

function wordsOf(text: string) {
  const tokens = tokenize(text);
  return {
    words: tokens.map((token) => singular(token.norm)),
    starts: tokens.map((token) => token.start),
    ends: tokens.map((token) => token.end),
  };
}

export function indexWords(lines: readonly string[]): WordIndex {
  const places = new Map<string, Place[]>();
  const read = lines.map(wordsOf);
  read.forEach(({ words, starts, ends }, line) => {
    const text = lines[line] ?? '';
    // Words glue across a joiner ("e-mail", "Node.js"), never across a space ("J A R E D" is no "RDS").
    const joined = (before: number) => !/\s/u.test(text.slice(ends[before], starts[before + 1]));
    for (let at = 0; at < words.length; at++) {
      let glued = '';
      for (let end = at + 1; end <= words.length && end <= at + MAX_GLUED; end++) {
        if (end > at + 1 && !joined(end - 2)) break;
        glued += words[end - 1];
        const known = places.get(glued);
        if (known) known.push({ line, at, end });
        else places.set(glued, [{ line, at, end }]);
      }
    }
  });
  return {
    lines,
    words: read.map((line) => line.words),
    starts: read.map((line) => line.starts),
    ends: read.map((line) => line.ends),
    places,
  };
}

/** The ways a term may be written: itself and, for a skill, its concept's name and every alias. */
function formsOf(term: string): { words: string[]; surface: string }[] {
  const skill = skillNamed(term);
  const surfaces = [...new Set([term, ...(skill ? [skill.name, ...skill.aliases] : [])])];
  return surfaces
    .map((surface) => ({ surface, words: wordsOf(surface).words }))
    .filter((form) => form.words.length > 0);
}

const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}#+]/gu, '');

/** Punctuation that glues an everyday name to its neighbour: "R&D" holds no R, "Go-getter" no Go. */
const glue = /[&\-\u2010-\u2015'’@_+/]/u;

/** Whether a guarded spelling stands as the taxonomy writes it, letter for letter and glued to nothing. */
function writtenAsNamed(index: WordIndex, { line, at, end }: Place, surface: string): boolean {
  const text = index.lines[line] ?? '';
  const start = index.starts[line]?.[at] ?? 0;
  const stop = index.ends[line]?.[end - 1] ?? start;
  if (glue.test(text.charAt(start - 1)) || glue.test(text.charAt(stop))) return false;
  // "R.O.K", "Go.dev": a dot before a letter glues as well.
  if (/^\.\p{L}/u.test(text.slice(stop, stop + 2))) return false;
  return lettersOf(text.slice(start, stop)) === lettersOf(surface);
}

/** The places a form is written: word by word from its first word, or glued ("email" for "e-mail"). */
function placesOf(index: WordIndex, form: readonly string[]): Place[] {
  const glued = index.places.get(form.join('')) ?? [];
  if (form.length === 1) return glued;
  const wordByWord = (index.places.get(form[0] as string) ?? [])
    .filter(
      ({ line, at, end }) =>
        end === at + 1 && form.every((word, offset) => index.words[line]?.[at + offset] === word),
    )
    .map(({ line, at }) => ({ line, at, end: at + form.length }));
  return [...wordByWord, ...glued];
}

/**
 * The lines of a text that state a term: one of its forms (the term, its concept's name and aliases) written
 * there, compared word by word with case and accents folded and every word singular ("APIs" meets "RESTful
 * API", "Communications" meets "communication"). A spelling the finder guards, an everyday word ("Go",
 * "Excel"), counts only written letter for letter as the taxonomy writes it. This is what makes a "missing"
 * claim true: a term is called missing only where no line states it.
 */
export function linesStating(term: string, index: WordIndex): number[] {
  const found = new Set<number>();
  for (const form of formsOf(term)) {
    for (const { line, at, end } of placesOf(index, form.words)) {
      if (found.has(line)) continue;
      if (!isGuardedSpelling(form.surface) || writtenAsNamed(index, { line, at, end }, form.surface))
        found.add(line);
    }
  }
  return [...found].sort((a, b) => a - b);
}
