/**
 * A small RTF tokenizer shared by the RTF reader and the RTF security scan. RTF is 7-bit text with
 * groups `{...}`, control words `\word-12 `, control symbols `\~`, hex bytes `\'e9` and raw binary
 * `\binN` runs; we read it as Latin-1 so every byte is one character.
 */
export type RtfToken =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'word'; word: string; param: number | undefined }
  | { type: 'symbol'; char: string }
  | { type: 'hex'; byte: number }
  | { type: 'text'; text: string }
  | { type: 'binary'; start: number; length: number };

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isDigit = (code: number) => code >= 48 && code <= 57;
const hexValue = (char: string | undefined) =>
  char !== undefined && /^[0-9a-fA-F]$/.test(char) ? Number.parseInt(char, 16) : undefined;

/** Decodes bytes one-to-one into characters, the way RTF is meant to be read. */
export function rtfSource(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

/** Groups nested deeper than this are flattened: Word itself stops far earlier, and each level costs memory. */
export const MAX_RTF_DEPTH = 500;

/**
 * Yields the tokens of an RTF document in order. Never throws: malformed input gives text tokens.
 * Group brackets beyond MAX_RTF_DEPTH are dropped, so a file of a million "{" cannot exhaust memory.
 */
export function* tokenizeRtf(source: string): Generator<RtfToken> {
  let i = 0;
  let depth = 0;
  const length = source.length;
  while (i < length) {
    const char = source[i] as string;
    if (char === '{') {
      i++;
      if (++depth <= MAX_RTF_DEPTH) yield { type: 'open' };
    } else if (char === '}') {
      i++;
      if (depth-- <= MAX_RTF_DEPTH) yield { type: 'close' };
    } else if (char === '\\') {
      const next = source[i + 1];
      if (next === undefined) break;
      const nextCode = next.charCodeAt(0);
      if (isLetter(nextCode)) {
        let end = i + 1;
        while (end < length && end - i <= 32 && isLetter(source.charCodeAt(end))) end++;
        const word = source.slice(i + 1, end);
        let paramEnd = end;
        if (source[paramEnd] === '-' && isDigit(source.charCodeAt(paramEnd + 1))) paramEnd++;
        while (paramEnd < length && paramEnd - end < 11 && isDigit(source.charCodeAt(paramEnd))) paramEnd++;
        const param = paramEnd > end ? Number.parseInt(source.slice(end, paramEnd), 10) : undefined;
        i = source[paramEnd] === ' ' ? paramEnd + 1 : paramEnd;
        if (word === 'bin' && param !== undefined && param > 0) {
          const binLength = Math.min(param, length - i);
          yield { type: 'binary', start: i, length: binLength };
          i += binLength;
        } else {
          yield { type: 'word', word, param };
        }
      } else if (next === "'") {
        const high = hexValue(source[i + 2]);
        const low = hexValue(source[i + 3]);
        if (high !== undefined && low !== undefined) {
          i += 4;
          yield { type: 'hex', byte: high * 16 + low };
        } else {
          i += 2;
        }
      } else if (next === '\r' || next === '\n') {
        // A backslash before a line break is an old spelling of \par.
        i += 2;
        yield { type: 'word', word: 'par', param: undefined };
      } else {
        i += 2;
        yield { type: 'symbol', char: next };
      }
    } else if (char === '\r' || char === '\n') {
      i++;
    } else {
      let end = i + 1;
      while (end < length) {
        const c = source[end];
        if (c === '{' || c === '}' || c === '\\' || c === '\r' || c === '\n') break;
        end++;
      }
      yield { type: 'text', text: source.slice(i, end) };
      i = end;
    }
  }
}

/** True when the bytes begin like an RTF document (optionally after a BOM or whitespace). */
export function isRtf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64));
  return /^(?:\u00ef\u00bb\u00bf)?\s*\{\\rtf/.test(head);
}
