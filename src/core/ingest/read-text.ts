import { AppError } from '@core/errors';
import { validationMessages } from '@shared/messages';
import type { ExtractedText } from './extracted-text';
import { normalizeText } from './normalize-text';
import { separateHeadings } from './text-headings';
import { checkTextLength, RAW_TEXT_MAX_CHARS } from './text-limit';
import { decodeWindows1252 } from './windows-1252';

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** Some bytes were not valid in the detected encoding and were replaced. */
  hadInvalidBytes: boolean;
}

export const textMessages = {
  invalidBytes: 'Some characters in this text file could not be read and were replaced.',
  noText: 'This text file is empty.',
} as const;

/** Bytes looked at to guess a BOM-less UTF-16 file. */
const SNIFF_BYTES = 4096;
/** Above this share of control characters, the "text" is really binary data. */
const MAX_CONTROL_SHARE = 0.01;

/**
 * Decodes text bytes, detecting the encoding: a UTF-8 or UTF-16 byte-order mark, UTF-16 without a
 * BOM (from the pattern of zero bytes), valid UTF-8, else Windows-1252. Returns undefined when the
 * bytes are binary (NUL bytes in an 8-bit encoding, or more than 1% control characters).
 */
export function decodeText(bytes: Uint8Array): DecodedText | undefined {
  const decoded = decodeWithDetectedEncoding(bytes);
  return decoded && !looksBinary(decoded.text) ? decoded : undefined;
}

/**
 * Reads a plain-text resume: decoded, normalized, and with the headings that an export ran into other text put
 * back on lines of their own (see text-headings.ts).
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (the spec's invalid-file-type message) when the bytes are binary,
 * UNPROCESSABLE when they hold far more text than any resume (text-limit.ts).
 */
export function readText(bytes: Uint8Array): ExtractedText {
  const decoded = decodeText(bytes);
  if (!decoded) throw new AppError('UNSUPPORTED_MEDIA_TYPE', validationMessages.invalidFileType);
  checkTextLength(decoded.text, RAW_TEXT_MAX_CHARS);
  const text = separateHeadings(normalizeText(decoded.text));
  const warnings: string[] = [];
  if (decoded.hadInvalidBytes) warnings.push(textMessages.invalidBytes);
  if (!text.trim()) warnings.push(textMessages.noText);
  return { text, warnings, encoding: decoded.encoding };
}

function decodeWithDetectedEncoding(bytes: Uint8Array): DecodedText | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return decodeAs(bytes.subarray(3), 'utf-8', 'utf-8-bom');
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeAs(bytes.subarray(2), 'utf-16le', 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeAs(bytes.subarray(2), 'utf-16be', 'utf-16be');
  const utf16 = guessUtf16(bytes);
  if (utf16) return decodeAs(bytes, utf16, utf16);
  // NUL bytes never occur in 8-bit text: this is binary data (or UTF-16 we cannot recognise).
  if (bytes.includes(0)) return undefined;
  const strict = tryDecode(bytes, 'utf-8');
  if (strict !== undefined) return { text: strict, encoding: 'utf-8', hadInvalidBytes: false };
  const lenient = new TextDecoder('utf-8').decode(bytes);
  if (isMostlyUtf8(lenient)) return { text: lenient, encoding: 'utf-8', hadInvalidBytes: true };
  return {
    text: decodeWindows1252(bytes),
    encoding: 'windows-1252',
    hadInvalidBytes: false,
  };
}

function decodeAs(
  bytes: Uint8Array,
  label: 'utf-8' | 'utf-16le' | 'utf-16be',
  encoding: TextEncoding,
): DecodedText {
  const even = label === 'utf-8' ? bytes : bytes.subarray(0, bytes.length & ~1);
  const strict = tryDecode(even, label);
  if (strict !== undefined && even.length === bytes.length)
    return { text: strict, encoding, hadInvalidBytes: false };
  return { text: new TextDecoder(label).decode(even), encoding, hadInvalidBytes: true };
}

function tryDecode(bytes: Uint8Array, label: string): string | undefined {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * UTF-16 text in a Latin script has a zero byte in every other position: the high byte of each
 * character. Where the zeros sit (odd or even offsets) tells the byte order.
 */
function guessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const sample = bytes.subarray(0, Math.min(bytes.length, SNIFF_BYTES) & ~1);
  if (sample.length < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

/**
 * Valid UTF-8 with a few broken bytes (a truncated or patched file) rather than another encoding: real
 * Windows-1252 text almost never forms valid multi-byte UTF-8 sequences, so a majority of them decides.
 */
function isMostlyUtf8(text: string): boolean {
  let replaced = 0;
  let multiByte = 0;
  for (const char of text) {
    if (char === '\ufffd') replaced++;
    else if (char.charCodeAt(0) > 0x7f) multiByte++;
  }
  return multiByte > 0 && replaced * 2 <= multiByte;
}

/** Control characters other than tab, line feed, form feed and carriage return (NUL is looked for first). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is counted.
const controlCharacters = /[\u0001-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g;

/** A NUL, or more control characters than MAX_CONTROL_SHARE of the text (counted until there are too many). */
function looksBinary(text: string): boolean {
  if (text.length === 0) return false;
  if (text.includes('\u0000')) return true;
  const most = Math.max(1, text.length * MAX_CONTROL_SHARE);
  let controls = 0;
  controlCharacters.lastIndex = 0;
  while (controls <= most && controlCharacters.exec(text)) controls++;
  return controls > most;
}
