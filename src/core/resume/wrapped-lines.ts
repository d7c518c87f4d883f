import { splitMarker } from '@core/analysis/rewrite/bullets';
import { findDates, findSplitRange } from './date-range';
import type { SourceLine } from './source-lines';

/** A bullet or a plain line of a section, its wrapped lines joined. */
export interface TextUnit {
  kind: 'bullet' | 'plain';
  /** The printed lines joined with a space; a bullet without its marker. */
  text: string;
  /** The printed lines, as they are in the text. */
  parts: SourceLine[];
  /** A numbered item's number as printed ("1.", "2)", "(3)"); absent for a bullet mark or none. */
  marker?: string;
}

export interface WrapContext {
  /** Length of the widest line of the text: a line nearly as wide was cut by the page, not by the writer. */
  width: number;
  /** Header and contact blocks are never joined: each line there is a detail of its own. */
  isContactBlock: boolean;
}

/** A line filling this share of the widest line ran into the page's edge. */
const FULL_WIDTH = 0.6;
/** Words that cannot end a sentence: a line ending with one goes on. */
const joiningEnd =
  /(?:[,&|/–—-]|(?:^|\s)(?:and|or|of|the|to|with|for|in|on|a|an|by|as|at|from|including|such as|und|y|et|de))$/u;
/** A line shorter than this was not wrapped by the page, however narrow the text. */
const MIN_WRAPPED_LENGTH = 30;
/** "Company - Honda", "Tools: Git": a line opened by a label starts a line of its own. */
const startsWithLabel = /^[\p{L}][\p{L} ]{0,29}(?:\s-|:)\s/u;
/** A line opened by a web address or an e-mail: a detail of its own, never the rest of a wrapped line. */
export const webAddress = /^(?:https?:\/\/|www\.|[\w.+-]+@|[\w-]+(?:\.[\w-]+)+\/)/iu;

/**
 * A section's lines as bullets and plain lines, wrapped lines joined, in order:
 * - a line starting with a bullet marker starts a bullet;
 * - a line starting in lower case goes on from a line above that nearly fills the page's width (PDF text wraps
 *   long lines; a short line above ended where the writer ended it: "stars" / "pgdiff-lite");
 * - a line goes on from a line above that ends with a comma, a dash, "|", "&" or a joining word ("and", "of"),
 *   but not from a date range cut by the line's end ("June 2020 –" / "Present Led…", see `findSplitRange`);
 * - after a long bullet line, a line starting with a figure ("50K+ transactions…") and holding no date goes on;
 * - nothing is joined in a header or contact block, and a web address, an email or a label ("Tools: ",
 *   "Company - ") always starts a line of its own.
 */
export function joinWrappedLines(lines: readonly SourceLine[], context: WrapContext): TextUnit[] {
  const units: TextUnit[] = [];
  for (const source of lines) {
    const text = source.text.trim();
    if (!text) continue;
    const { marker, body } = splitMarker(text);
    const previous = units.at(-1);
    if (!marker && previous && !context.isContactBlock && goesOn(previous, text, context)) {
      previous.parts.push(source);
      previous.text = `${previous.text} ${text}`;
      continue;
    }
    units.push(
      marker
        ? { kind: 'bullet', text: body, parts: [source], ...(isNumber(marker) ? { marker } : {}) }
        : { kind: 'plain', text, parts: [source] },
    );
  }
  return units;
}

/** A list item's number ("1.", "(2)"), which the person wrote, unlike a bullet mark. */
const isNumber = (marker: string) => /\p{N}/u.test(marker);

function goesOn(previous: TextUnit, text: string, context: WrapContext): boolean {
  if (webAddress.test(text) || startsWithLabel.test(text)) return false;
  const above = (previous.parts.at(-1)?.text ?? '').trim();
  // "June 2020 –" / "Present Led…": a range cut by the line's end, whose end opens the next line, is no wrap.
  if (findSplitRange(above, text)) return false;
  const isLong = above.length >= Math.max(FULL_WIDTH * context.width, MIN_WRAPPED_LENGTH);
  if (joiningEnd.test(above)) return true;
  if (/^\p{Ll}/u.test(text)) return isLong;
  return previous.kind === 'bullet' && isLong && /^\d/u.test(text) && !findDates(text);
}
