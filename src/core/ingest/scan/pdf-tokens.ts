import { Unzlib } from 'fflate';

/**
 * A small PDF lexer for the security scan. It yields names (with #hh escapes decoded, so
 * `/J#61vaScript` is `JavaScript`), strings, numbers, keywords and delimiters, skips comments and
 * ordinary stream data (page content, images, fonts: text such as "HTML/JavaScript" printed on a page
 * must not count) but says where it lies, and descends into compressed object streams (/Type /ObjStm),
 * where modern PDFs keep their dictionaries.
 */
export type PdfToken =
  | { type: 'name'; value: string }
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'keyword'; value: string }
  | { type: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' }
  /** A stream's data in the file, as byte offsets (only for streams of the file itself, not inside another). */
  | { type: 'stream'; start: number; end: number };

/** Total bytes we are willing to inflate from object streams in one file. */
const MAX_INFLATED = 64 * 1024 * 1024;
const MAX_STRING = 4096;
const delimiters = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const isWhite = (c: string | undefined) =>
  c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';
const isRegular = (c: string | undefined) => c !== undefined && !isWhite(c) && !delimiters.has(c);

export function* tokenizePdf(bytes: Uint8Array): Generator<PdfToken> {
  const budget = { inflated: 0 };
  yield* lex(new TextDecoder('latin1').decode(bytes), budget, 0);
}

function* lex(source: string, budget: { inflated: number }, depth: number): Generator<PdfToken> {
  let i = 0;
  /** Whether the names seen since the last `obj` keyword mark a compressed object stream. */
  let isObjectStream = false;
  let isFlate = false;
  while (i < source.length) {
    const c = source[i];
    if (isWhite(c)) {
      i++;
    } else if (c === '%') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (c === '/') {
      let end = i + 1;
      while (end < source.length && isRegular(source[end])) end++;
      const value = source
        .slice(i + 1, end)
        .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      if (value === 'ObjStm') isObjectStream = true;
      if (value === 'FlateDecode') isFlate = true;
      yield { type: 'name', value };
      i = end;
    } else if (c === '(') {
      const { value, end } = readLiteral(source, i);
      yield { type: 'string', value };
      i = end;
    } else if (c === '<' && source[i + 1] === '<') {
      yield { type: 'open-dict' };
      i += 2;
    } else if (c === '>' && source[i + 1] === '>') {
      yield { type: 'close-dict' };
      i += 2;
    } else if (c === '<') {
      const end = source.indexOf('>', i);
      const stop = end < 0 ? source.length : end;
      yield { type: 'string', value: decodeHexString(source.slice(i + 1, stop)) };
      i = stop + 1;
    } else if (c === '[' || c === ']') {
      yield { type: c === '[' ? 'open-array' : 'close-array' };
      i++;
    } else if (isRegular(c)) {
      let end = i + 1;
      while (end < source.length && isRegular(source[end])) end++;
      const word = source.slice(i, end);
      i = end;
      if (/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(word)) {
        yield { type: 'number', value: Number(word) };
      } else if (word === 'stream') {
        const dataStart = source[i] === '\r' && source[i + 1] === '\n' ? i + 2 : i + 1;
        const endStream = source.indexOf('endstream', dataStart);
        const dataEnd = endStream < 0 ? source.length : endStream;
        if (depth === 0) yield { type: 'stream', start: dataStart, end: dataEnd };
        if (depth === 0 && isObjectStream && isFlate) {
          const inflated = inflate(source.slice(dataStart, dataEnd), budget);
          yield* lex(inflated, budget, depth + 1);
        }
        i = endStream < 0 ? source.length : endStream + 'endstream'.length;
      } else {
        if (word === 'obj') {
          isObjectStream = false;
          isFlate = false;
        }
        yield { type: 'keyword', value: word };
      }
    } else {
      i++;
    }
  }
}

const escapes = new Map([
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
  ['b', '\b'],
  ['f', '\f'],
]);

/** Reads a literal string `( ... )` with nested parentheses and backslash escapes (octal included). */
function readLiteral(source: string, start: number): { value: string; end: number } {
  let depth = 1;
  let value = '';
  let i = start + 1;
  for (; i < source.length; i++) {
    let c = source[i] as string;
    if (c === '\\') {
      const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1, i + 4))?.[0];
      if (octal) {
        c = String.fromCharCode(Number.parseInt(octal, 8) & 0xff);
        i += octal.length;
      } else {
        const next = source[i + 1] ?? '';
        c = escapes.get(next) ?? (next === '\r' || next === '\n' ? '' : next);
        i++;
      }
    } else if (c === '(') {
      depth++;
    } else if (c === ')' && --depth === 0) {
      break;
    }
    if (value.length < MAX_STRING) value += c;
  }
  return { value, end: i + 1 };
}

function decodeHexString(hex: string): string {
  const digits = hex.replace(/[^0-9a-fA-F]/g, '');
  let out = '';
  for (let i = 0; i + 1 < digits.length && out.length < MAX_STRING; i += 2) {
    out += String.fromCharCode(Number.parseInt(digits.slice(i, i + 2), 16));
  }
  // UTF-16BE strings (with a BOM) are common for URIs written by Word.
  return out.startsWith('\u00fe\u00ff') ? out.slice(2).replace(/\0/g, '') : out;
}

/** Inflates a zlib stream as far as it goes (truncated streams are common), within the shared budget. */
function inflate(data: string, budget: { inflated: number }): string {
  const input = Uint8Array.from(data, (ch) => ch.charCodeAt(0));
  const decoder = new TextDecoder('latin1');
  const parts: string[] = [];
  const stream = new Unzlib((chunk) => {
    budget.inflated += chunk.length;
    if (budget.inflated > MAX_INFLATED) throw new RangeError('Object streams too large');
    parts.push(decoder.decode(chunk));
  });
  try {
    for (let at = 0; at < input.length; at += 1024) {
      stream.push(input.subarray(at, Math.min(input.length, at + 1024)), at + 1024 >= input.length);
    }
  } catch {
    // Keep what was inflated before the error or the budget ran out.
  }
  return parts.join('');
}
