/** A word of a line and where it sits: `line.slice(start, end)` is the word as written (before lower-casing). */
export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/**
 * A run of letters and digits, with inner apostrophes ("don't", "o'brien") and inner hyphens or
 * other dashes ("e-commerce", "python-kenntnisse") kept for the splitting step below. Plain ASCII lines,
 * the most common, use a faster pattern that finds the same words.
 */
const token = /[\p{L}\p{N}]+(?:['’][\p{L}]+|[-‐‑][\p{L}\p{N}]+)*/gu;
const asciiToken = /[A-Za-z0-9]+(?:'[A-Za-z]+|-[A-Za-z0-9]+)*/g;
const nonAscii = /[^\t\r -~]/;
const hyphen = /[-‐‑]/;
/** Possessive "'s" says nothing about the word: "company's" is "company". */
const possessive = /['’]s$/i;

/**
 * A hyphenated word stays whole when one part is a prefix or a letter ("e-commerce", "co-op", "x-ray",
 * "covid-19"): the parts alone mean nothing. Otherwise the parts are words of their own, so
 * "customer-facing" matches "customer facing" and "Python-Kenntnisse" yields "python".
 */
function keepsHyphen(parts: readonly string[]): boolean {
  return parts.some((part) => part.length <= 2);
}

function push(spans: WordSpan[], written: string, start: number): void {
  const hasApostrophe = written.includes("'") || written.includes('’');
  const trimmed = hasApostrophe ? written.replace(possessive, '') : written;
  const lower = trimmed.toLowerCase();
  spans.push({ word: hasApostrophe ? lower.replace(/’/g, "'") : lower, start, end: start + trimmed.length });
}

/** Words of one line with their positions, lower-cased; apostrophes normalised to "'". */
export function wordSpans(line: string): WordSpan[] {
  const spans: WordSpan[] = [];
  const pattern = nonAscii.test(line) ? token : asciiToken;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    const raw = match[0];
    const start = match.index;
    const parts = hyphen.test(raw) ? raw.split(hyphen) : undefined;
    if (!parts || keepsHyphen(parts)) {
      push(spans, parts ? raw.replace(/[‐‑]/g, '-') : raw, start);
      continue;
    }
    let at = start;
    for (const part of parts) {
      push(spans, part, at);
      at += part.length + 1;
    }
  }
  return spans;
}

/** The words of a text, lower-cased: letters and digits of any script, inner apostrophes kept (see `wordSpans`). */
export function words(text: string): string[] {
  const result: string[] = [];
  for (const line of text.split('\n')) for (const span of wordSpans(line)) result.push(span.word);
  return result;
}
