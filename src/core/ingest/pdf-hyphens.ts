/**
 * A line ending in a hyphen before a line starting in lowercase is one word cut in two ("manage-" / "ment") or a
 * compound ("detail-" / "oriented"). Either way the lines are joined; the hyphen goes when the document spells the
 * word whole elsewhere, and stays when it spells it with a hyphen, when the parts look like a compound, or when
 * the PDF comes from a tool that does not hyphenate by itself (Word, browsers): there a printed hyphen is real.
 */

/**
 * Second halves that almost always follow a real hyphen in resumes ("detail-oriented", "hands-on"), and that a
 * typesetter would not leave after cutting a longer word (it keeps three letters or more: no "re-source").
 */
const compoundEndings = new Set(
  (
    'based driven oriented focused level time term scale facing functional making solving motivated ' +
    'starter paced on up in stack native friendly quality related specific wide free like aware owned ' +
    'managed hosted centric first'
  ).split(' '),
);

/**
 * Prefixes always written with a hyphen ("self-motivated", "cross-team"). Few: a typesetter cuts "partner"
 * as "part-ner" and "expected" as "ex-pected".
 */
const compoundPrefixes = new Set(['self', 'cross']);

const lineEndFragment = /(\p{L}[\p{L}'’-]*)[-\u2010\u00AD]$/u;
const lineStartWord = /^(\p{Ll}[\p{L}'’]*)/u;

export interface HyphenContext {
  /** All the document's text in lowercase, to look up how it spells a word elsewhere. */
  lowerText: string;
  /** The PDF was typeset by a tool that hyphenates words at line ends (TeX, InDesign...). */
  isHyphenating: boolean;
}

/** The lines of one paragraph, with each line that ends in a cut word joined to the next one. */
export function joinHyphenatedLines(lines: readonly string[], context: HyphenContext): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const fragment = previous === undefined ? null : lineEndFragment.exec(previous);
    const next = lineStartWord.exec(line);
    if (previous === undefined || !fragment?.[1] || !next?.[1]) {
      out.push(line);
      continue;
    }
    // A soft hyphen at a line end is a discretionary break: the word was cut there.
    const isCut = previous.endsWith('\u00AD') || context.isHyphenating;
    const keepHyphen = isRealHyphen(fragment[1], next[1], context.lowerText, isCut);
    out[out.length - 1] = `${previous.slice(0, -1)}${keepHyphen ? '-' : ''}${line}`;
  }
  return out;
}

function isRealHyphen(before: string, after: string, lowerText: string, isCut: boolean): boolean {
  const lowerBefore = before.toLowerCase();
  const lowerAfter = after.toLowerCase();
  if (lowerText.includes(`${lowerBefore}${lowerAfter}`)) return false;
  if (lowerText.includes(`${lowerBefore}-${lowerAfter}`)) return true;
  // "state-of-the-", "e-" (e-mail, e-commerce): the hyphen belongs to the word.
  if (/[-\u2010\u00AD]/.test(before) || before.length === 1) return true;
  if (compoundEndings.has(lowerAfter) || compoundPrefixes.has(lowerBefore)) return true;
  return !isCut;
}
