import { describe, expect, it } from 'vitest';
import type { TextBox } from './pdf-items';
import { linesToParagraphs, lineTexts, type TextLine } from './pdf-lines';

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
      boxes.push({
        str: letter,
        x0: at,
        x1: at + width,
        y: 100,
        size,
        isRtl: false,
        font: 'f1',
        hasSpaceAfter: true,
      });
      at += width + letterGap;
    }
  }
  return boxes;
}

const lineOf = (boxes: TextBox[]): TextLine => ({ boxes, y: 100, size: 10 });

/** A run of text in font "f1". */
const runOf = (
  str: string,
  x0: number,
  x1: number,
  y: number,
  size: number,
  hasSpaceAfter: boolean,
): TextBox => ({
  str,
  x0,
  x1,
  y,
  size,
  isRtl: false,
  font: 'f1',
  hasSpaceAfter,
});

const paragraphTexts = (lines: TextLine[], bodySize: number) =>
  linesToParagraphs(lines, bodySize).map((paragraph) => paragraph.map((line) => line.text));

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
        font: 'f1',
        hasSpaceAfter: true,
      }),
    );
    expect(lineTexts(lineOf(words), 10)).toEqual(['Built the weekly report']);
  });

  // Rule: words after a space in another font and another size start another field.
  it('separates the fields of a line printed in two fonts and sizes', () => {
    const run = (str: string, x0: number, x1: number, size: number, font: string): TextBox => ({
      str,
      x0,
      x1,
      y: 280,
      size,
      isRtl: false,
      font,
      hasSpaceAfter: true,
    });
    const header = [
      run('Executive Sous Chef', 55, 180.7, 11, 'bold'),
      run('Thistle & Brine | Portland, OR', 188.6, 354.9, 10, 'regular'),
    ];
    expect(lineTexts(lineOf(header), 10)).toEqual(['Executive Sous Chef | Thistle & Brine | Portland, OR']);
    const sentence = [
      run('Led the', 55, 90, 10, 'regular'),
      run('Kafka', 93, 120, 10, 'bold'),
      run('migration', 123, 170, 10, 'regular'),
    ];
    expect(lineTexts(lineOf(sentence), 10)).toEqual(['Led the Kafka migration']);
  });

  // Rule: a glyph of an icon font that pdf.js cannot map (U+0000) opening a line is its mark: the line wraps under
  // its text (normalize-text.ts drops the glyph; an icon may stand before a job title as well as a bullet).
  it('wraps a line opened by an unmapped icon glyph under its text', () => {
    const box = (str: string, x0: number, x1: number, y: number) => runOf(str, x0, x1, y, 12, false);
    const lines: TextLine[] = [
      {
        boxes: [
          box('\u0000', 37.5, 41.1, 643),
          box('Run daily kitchen operations for a brigade of 16 cooks and', 52.5, 555.5, 643),
        ],
        y: 643,
        size: 12,
      },
      { boxes: [box('porters', 52.5, 89.8, 664)], y: 664, size: 12 },
      {
        boxes: [
          box('\u0000', 37.5, 41.1, 685),
          box('Lowered food cost from 34% to 28% through whole-animal butchery and', 52.5, 560, 685),
        ],
        y: 685,
        size: 12,
      },
      { boxes: [box('tighter ordering', 52.5, 130, 706)], y: 706, size: 12 },
    ];
    expect(paragraphTexts(lines, 12)).toEqual([
      [
        '\u0000 Run daily kitchen operations for a brigade of 16 cooks and porters',
        '\u0000 Lowered food cost from 34% to 28% through whole-animal butchery and tighter ordering',
      ],
    ]);
  });

  // Rule: in a narrow column a line of two words wraps too when the next word would not fit; a line of one word
  // does not (a sidebar's heading), nor does a month and a year (an entry's dates).
  it('joins two words wrapped in a narrow sidebar, and keeps a heading and dates apart', () => {
    const box = (str: string, x1: number, y: number) => runOf(str, 400, x1, y, 10, false);
    const lines: TextLine[] = [
      { boxes: [box('Associate of Occupational Studies', 545, 100)], y: 100, size: 10 },
      { boxes: [box('in Culinary Arts', 470, 114)], y: 114, size: 10 },
      { boxes: [box('Harborline Culinary', 502, 128)], y: 128, size: 10 },
      { boxes: [box('Institute', 440, 142)], y: 142, size: 10 },
      { boxes: [box('Hospitality Management', 548, 156)], y: 156, size: 10 },
      { boxes: [box('Sept 2014 – 2016', 480, 170)], y: 170, size: 10 },
    ];
    expect(paragraphTexts(lines, 10)).toEqual([
      [
        'Associate of Occupational Studies in Culinary Arts',
        'Harborline Culinary Institute',
        'Hospitality Management',
        'Sept 2014 – 2016',
      ],
    ]);
  });

  // Rule: a list without a hanging indent wraps under its bullet.
  it('wraps an item under its bullet where the list has no hanging indent', () => {
    const box = (str: string, x0: number, x1: number, y: number) => runOf(str, x0, x1, y, 10, false);
    const lines: TextLine[] = [
      {
        boxes: [
          box('\uE000', 220.8, 226, 354),
          box('Run daily kitchen operations for a 120-seat seasonal', 231.1, 470.5, 354),
        ],
        y: 354,
        size: 10,
      },
      {
        boxes: [box('restaurant with a brigade of 16 cooks and porters.', 220.8, 437.1, 367)],
        y: 367,
        size: 10,
      },
      {
        boxes: [
          box('\uE000', 220.8, 226, 380),
          box('Lowered food cost from 34% to 28% through whole-animal', 231.1, 475, 380),
        ],
        y: 380,
        size: 10,
      },
    ];
    expect(paragraphTexts(lines, 10)).toEqual([
      [
        '\uE000 Run daily kitchen operations for a 120-seat seasonal restaurant with a brigade of 16 cooks and porters.',
        '\uE000 Lowered food cost from 34% to 28% through whole-animal',
      ],
    ]);
  });

  // Rule: a bullet after a date in a gutter opens the text it marks, however narrow the gap before it.
  it('sets a gutter date apart from the bullet beside it', () => {
    const box = (str: string, x0: number, x1: number, y: number) => runOf(str, x0, x1, y, 10.9, true);
    const lines: TextLine[] = [
      {
        boxes: [box('May 2020 –', 103, 140, 313), box('Executive Sous Chef', 145.6, 260, 313)],
        y: 313,
        size: 10.9,
      },
      {
        boxes: [
          box('Present', 103, 137.2, 325),
          box('\uE000', 145.6, 151.6, 325),
          box('Run daily kitchen', 157, 250, 325),
        ],
        y: 325,
        size: 10.9,
      },
      {
        boxes: [box('\uE000', 145.6, 151.6, 349), box('Lowered food cost', 157, 250, 349)],
        y: 349,
        size: 10.9,
      },
      {
        boxes: [box('\uE000', 145.6, 151.6, 373), box('Created a tasting menu', 157, 250, 373)],
        y: 373,
        size: 10.9,
      },
    ];
    expect(paragraphTexts(lines, 10.9)[0]?.slice(1, 3)).toEqual(['Present', '\uE000 Run daily kitchen']);
  });

  // Rule: two lines with text starting at the same point after a gap are rows (dates in a gutter), not one line.
  it('keeps rows with dates in a gutter apart, however full the first', () => {
    const row = (date: string, text: string, y: number, x1: number): TextLine => ({
      boxes: [
        { str: date, x0: 115.4, x1: 137.2, y, size: 10.9, isRtl: false, font: 'f1', hasSpaceAfter: true },
        { str: text, x0: 146.1, x1, y, size: 10.9, isRtl: false, font: 'f1', hasSpaceAfter: false },
      ],
      y,
      size: 10.9,
    });
    const lines = [
      row('2017', 'Bachelor of Science in Nursing (BSN), Loyola University Chicago', 621, 520),
      row('2013', 'Associate of Science, Harper College', 637, 300),
      row('2011', 'Emergency Medical Technician course, Harper College Continuing Education', 653, 521),
    ];
    expect(paragraphTexts(lines, 10.9)).toEqual([
      [
        '2017 Bachelor of Science in Nursing (BSN), Loyola University Chicago',
        '2013 Associate of Science, Harper College',
        '2011 Emergency Medical Technician course, Harper College Continuing Education',
      ],
    ]);
  });
});
