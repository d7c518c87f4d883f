import { isGuardedSpelling, skillNamed } from '../taxonomy/taxonomy';
import { singular, tokenize } from '../taxonomy/tokenize';

/** A line's words as the check compares them: folded, each made singular, with where each stands. */
export interface LineWords {
  words: string[];
  starts: number[];
  ends: number[];
}

/** A longest run of words glued without a space ("e-mail", "Node.js") that may meet one written word. */
const MAX_GLUED = 3;

export function lineWords(line: string): LineWords {
  const tokens = tokenize(line);
  return {
    words: tokens.map((token) => singular(token.norm)),
    starts: tokens.map((token) => token.start),
    ends: tokens.map((token) => token.end),
  };
}

/** The ways a term may be written: itself and, for a skill, its concept's name and every alias. */
function formsOf(term: string): { words: string[]; surface: string }[] {
  const skill = skillNamed(term);
  const surfaces = [...new Set([term, ...(skill ? [skill.name, ...skill.aliases] : [])])];
  return surfaces
    .map((surface) => ({ surface, words: lineWords(surface).words }))
    .filter((form) => form.words.length > 0);
}

const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}#+]/gu, '');

/** Whether `form` is written in `line` from word `at`: word by word, or glued ("email" for "e-mail"). */
function endOfFormAt(line: LineWords, form: readonly string[], at: number): number | undefined {
  if (form.every((word, offset) => line.words[at + offset] === word)) return at + form.length;
  const glued = form.join('');
  let written = '';
  for (let end = at; end < line.words.length && end < at + MAX_GLUED; end++) {
    written += line.words[end];
    if (written === glued) return end + 1;
    if (!glued.startsWith(written)) return undefined;
  }
  return undefined;
}

/**
 * The lines of a resume that state a term: one of its forms (the term, its concept's name and aliases)
 * written there, compared word by word with case and accents folded and every word singular ("APIs" meets
 * "RESTful API", "Communications" meets "communication"). A spelling the finder guards, an everyday word
 * ("Go", "Excel"), counts only written letter for letter as the taxonomy writes it. This is what makes a
 * "missing" claim true: a term is called missing only where no line states it.
 */
export function linesStating(term: string, lines: readonly string[], words: readonly LineWords[]): number[] {
  const forms = formsOf(term);
  const found: number[] = [];
  words.forEach((line, index) => {
    const text = lines[index] ?? '';
    const states = forms.some((form) => {
      for (let at = 0; at < line.words.length; at++) {
        const end = endOfFormAt(line, form.words, at);
        if (end === undefined) continue;
        if (!isGuardedSpelling(form.surface)) return true;
        const written = text.slice(line.starts[at], line.ends[end - 1]);
        if (lettersOf(written) === lettersOf(form.surface)) return true;
      }
      return false;
    });
    if (states) found.push(index);
  });
  return found;
}
