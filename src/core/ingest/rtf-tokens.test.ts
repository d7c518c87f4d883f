import { describe, expect, it } from 'vitest';
import { isRtf, MAX_RTF_DEPTH, rtfSource, tokenizeRtf } from './rtf-tokens';

const tokens = (source: string) => [...tokenizeRtf(source)];

describe('tokenizeRtf', () => {
  it('splits groups, control words with parameters, symbols, hex bytes and text', () => {
    expect(tokens("{\\b1 Bold\\b0\\'e9\\~x\\u-10179?}")).toEqual([
      { type: 'open' },
      { type: 'word', word: 'b', param: 1 },
      { type: 'text', text: 'Bold' },
      { type: 'word', word: 'b', param: 0 },
      { type: 'hex', byte: 0xe9 },
      { type: 'symbol', char: '~' },
      { type: 'text', text: 'x' },
      { type: 'word', word: 'u', param: -10179 },
      { type: 'text', text: '?' },
      { type: 'close' },
    ]);
  });

  it('skips \\bin data whatever bytes it holds, and ignores raw line breaks', () => {
    expect(tokens('a\r\n\\bin2 {}\\b')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'binary', start: 9, length: 2 },
      { type: 'word', word: 'b', param: undefined },
    ]);
  });

  it('drops group brackets nested deeper than the limit', () => {
    const deep = `${'{'.repeat(MAX_RTF_DEPTH + 100)}x${'}'.repeat(MAX_RTF_DEPTH + 100)}`;
    const all = tokens(deep);
    expect(all.filter((t) => t.type === 'open')).toHaveLength(MAX_RTF_DEPTH);
    expect(all.filter((t) => t.type === 'close')).toHaveLength(MAX_RTF_DEPTH);
  });

  it('recognises RTF by its opening, after an optional BOM', () => {
    expect(isRtf(new TextEncoder().encode('{\\rtf1\\ansi}'))).toBe(true);
    expect(isRtf(new TextEncoder().encode('\uFEFF {\\rtf1}'))).toBe(true);
    expect(isRtf(new TextEncoder().encode('rtf1'))).toBe(false);
    expect(rtfSource(new Uint8Array([0x7b, 0xe9]))).toBe('{é');
  });
});
