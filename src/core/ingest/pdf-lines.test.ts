import { describe, expect, it } from 'vitest';
import type { TextBox } from './pdf-items';
import { lineTexts, type TextLine } from './pdf-lines';

/**
 * Letters as Chromium prints letter-spaced or small capitals: each letter a box of its own, pdf.js marking a
 * blank after most of them; the word space is the letter gap plus a space's width.
 */
function letterBoxes(text: string, x: number, letterGap: number, size = 10): TextBox[] {
  const boxes: TextBox[] = [];
  let at = x;
  for (const letter of text) {
    const width = 0.6 * size;
    if (letter === ' ') at += 0.28 * size;
    else {
      boxes.push({ str: letter, x0: at, x1: at + width, y: 100, size, isRtl: false, hasSpaceAfter: true });
      at += width + letterGap;
    }
  }
  return boxes;
}

const lineOf = (boxes: TextBox[]): TextLine => ({ boxes, y: 100, size: 10 });

describe('lineTexts', () => {
  // Rule: letters drawn one by one with an even gap are words; only a clearly wider gap is a word space.
  it('reads letter-spaced capitals as words, whatever blanks pdf.js marked between the letters', () => {
    expect(lineTexts(lineOf(letterBoxes('WORK EXPERIENCE', 50, 1.2)), 10)).toEqual(['WORK EXPERIENCE']);
    expect(lineTexts(lineOf(letterBoxes('SUMMARY', 50, 0.8)), 10)).toEqual(['SUMMARY']);
  });

  it('keeps the spaces of ordinary words drawn one box a word', () => {
    const words = ['Built', 'the', 'weekly', 'report'].map(
      (str, i): TextBox => ({
        str,
        x0: 50 + i * 40,
        x1: 80 + i * 40,
        y: 100,
        size: 10,
        isRtl: false,
        hasSpaceAfter: true,
      }),
    );
    expect(lineTexts(lineOf(words), 10)).toEqual(['Built the weekly report']);
  });
});
