import { describe, expect, it } from 'vitest';
import { markSymbolFonts, type TextBox } from './pdf-items';

const box = (str: string, x0: number, y: number, font: string): TextBox => ({
  str,
  x0,
  x1: x0 + 6 * [...str].length,
  y,
  size: 10,
  isRtl: false,
  font,
  hasSpaceAfter: false,
});

describe('markSymbolFonts', () => {
  // Rule: a font that prints only lone characters, never two side by side, is an icon font: its glyphs are marks.
  it('reads the lone letters of an icon font as icon glyphs', () => {
    const boxes = [
      box('Ȳ', 40, 100, 'icons'),
      box('(503) 555-0191', 52, 100, 'body'),
      box('f', 40, 120, 'icons'),
      box('Run daily kitchen operations', 52, 120, 'body'),
    ];
    expect(markSymbolFonts(boxes).map((marked) => marked.str)).toEqual([
      '\uE000',
      '(503) 555-0191',
      '\uE000',
      'Run daily kitchen operations',
    ]);
  });

  it('keeps letter-spaced capitals, lone figures and Chinese characters a fallback font prints', () => {
    const spaced = [...'SUMMARY'].map((letter, at) => box(letter, 40 + 7 * at, 100, 'caps'));
    const boxes = [
      ...spaced,
      box('2', 100, 120, 'subscript'),
      box('⾯', 40, 140, 'fallback'),
      box('试', 80, 160, 'fallback'),
    ];
    expect(markSymbolFonts(boxes).map((marked) => marked.str)).toEqual(boxes.map((kept) => kept.str));
  });
});
