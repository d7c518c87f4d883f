import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

/**
 * Issue 22 §4: the decoder of fetched job pages, on arbitrary bytes and whatever charset a server names (real,
 * misspelt, hostile), returns a string and never throws. (Beside the code: src/core may not import the server.)
 */
const charsets = fc.oneof(
  fc.constantFrom(undefined, 'utf-8', 'UTF-8', 'latin1', 'iso-8859-1', 'windows-1252', 'ascii', 'utf-16le'),
  fc.constantFrom('shift_jis', 'gb18030', 'koi8-r', 'x-user-defined', 'utf-7', 'binary', ''),
  fc.string({ maxLength: 30 }),
);

describe('decodeText (fetched pages) on arbitrary input', () => {
  it('returns a string for any bytes, any charset, cut short or not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), charsets, fc.boolean(), (bytes, charset, truncated) => {
        expect(typeof decodeText(bytes, charset, truncated)).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('drops a character cut in half at the end of a truncated body rather than inventing one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), (text) => {
        fc.pre(!text.includes('\uFFFD'));
        const bytes = new TextEncoder().encode(text);
        const cut = bytes.subarray(0, bytes.length - 1);
        expect(decodeText(cut, 'utf-8', true)).not.toContain('\uFFFD');
      }),
      { numRuns: 200 },
    );
  });
});
