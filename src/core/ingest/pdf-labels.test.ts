import { textBox } from '@test/builders/text-box';
import { describe, expect, it } from 'vitest';
import { orderBlocks } from './pdf-columns';
import type { TextBox } from './pdf-items';
import { groupLines, lineTexts } from './pdf-lines';

const box = (str: string, x: number, y: number, size = 10.5) => textBox(str, x, y, size);

/** The page as orderBlocks reads it: each block's lines. */
function read(boxes: TextBox[]): string[][] {
  return orderBlocks(boxes, { isFirstPage: false, bodySize: 10.5 }).map((block) =>
    groupLines(block).flatMap((line) => lineTexts(line, 10.5)),
  );
}

describe('a column of labels beside the text it labels', () => {
  // Rule: the headings in a table's first column are read before the text beside them, a wrapped one as one line.
  it('reads each heading of a table before its text', () => {
    const text = (lines: string[], top: number) => lines.map((line, i) => box(line, 175, top + 15 * i));
    const boxes = [
      box('Summary', 60, 162, 12),
      ...text(
        ['Chef with ten years in hotel and fine-dining kitchens, focused on', 'seasonal cooking.'],
        161,
      ),
      box('Work', 60, 211, 12),
      box('Experience', 60, 225, 12),
      ...text(
        [
          'Executive Sous Chef May 2020 – Present',
          'Thistle & Brine, Portland, OR',
          'Ran daily kitchen operations for a 120-seat seasonal restaurant',
          'Lowered food cost from 34% to 28% through whole-animal butchery',
          'Chef de Partie Mar 2016 – Apr 2020',
          'Copperleaf Hotel & Suites, Seattle, WA',
          'Led the sauce and fish stations for a hotel restaurant',
          'Wrote standardized recipes and plating guides for 40 dishes',
        ],
        216,
      ),
      box('Education', 60, 447, 12),
      ...text(
        ['Associate of Occupational Studies Culinary Arts 2014 – 2016', 'Harborline Culinary Institute'],
        452,
      ),
    ];
    const blocks = read(boxes);
    expect(blocks.map((block) => block[0])).toEqual([
      'Summary',
      'Chef with ten years in hotel and fine-dining kitchens, focused on',
      'Work Experience',
      'Executive Sous Chef May 2020 – Present',
      'Education',
      'Associate of Occupational Studies Culinary Arts 2014 – 2016',
    ]);
  });
});
