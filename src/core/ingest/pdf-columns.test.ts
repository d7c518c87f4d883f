import { textBox } from '@test/builders/text-box';
import { describe, expect, it } from 'vitest';
import { orderBlocks } from './pdf-columns';
import type { TextBox } from './pdf-items';
import { groupLines, lineTexts } from './pdf-lines';

const box = textBox;

/** What orderBlocks makes of the boxes: the blocks' lines, blocks separated by an empty string. */
function read(boxes: TextBox[], isFirstPage = false): string[] {
  return orderBlocks(boxes, { isFirstPage, bodySize: 10 }).flatMap((block, i) => [
    ...(i > 0 ? [''] : []),
    ...groupLines(block).flatMap((line) => lineTexts(line, 10)),
  ]);
}

function lines(texts: string[], x: number, top: number, pitch = 14): TextBox[] {
  return texts.map((text, i) => box(text, x, top + i * pitch));
}

describe('orderBlocks', () => {
  it('reads a left sidebar before the main column, below a full-width header', () => {
    const header = [box('Jane Doe, Senior Accountant, Boston MA, jane@doe.com', 40, 40)];
    const sidebar = lines(
      ['CONTACT', 'jane@doe.com', '555-0100', '', 'SKILLS', 'Excel', 'SAP', 'Audit'].filter(Boolean),
      40,
      80,
      17,
    );
    const main = lines(
      Array.from({ length: 30 }, (_, i) =>
        i === 0 ? 'EXPERIENCE' : `Prepared monthly statements and reports ${i}`,
      ),
      200,
      80,
    );
    const text = read([...header, ...sidebar, ...main]);
    expect(text.slice(0, 3)).toEqual(['Jane Doe, Senior Accountant, Boston MA, jane@doe.com', '', 'CONTACT']);
    expect(text.indexOf('Audit')).toBeLessThan(text.indexOf('EXPERIENCE'));
    expect(text.indexOf('Prepared monthly statements and reports 1')).toBe(text.indexOf('EXPERIENCE') + 1);
  });

  it('reads dates in a left margin on the line of their entry, not as a column', () => {
    const boxes: TextBox[] = [];
    for (let entry = 0; entry < 6; entry++) {
      const top = 60 + entry * 70;
      boxes.push(box(`${2010 + entry}–${2011 + entry}`, 40, top));
      boxes.push(
        ...lines(
          [
            `Engineer ${entry}, Acme, Boston`,
            'Built services and pipelines for teams',
            'Ran the on-call rotation',
          ],
          120,
          top,
        ),
      );
    }
    const text = read(boxes);
    expect(text).toContain('2010–2011 Engineer 0, Acme, Boston');
    expect(text).toContain('2015–2016 Engineer 5, Acme, Boston');
  });

  it('reads dates flush right on the line of their entry', () => {
    const boxes: TextBox[] = [];
    for (let entry = 0; entry < 6; entry++) {
      const top = 60 + entry * 60;
      boxes.push(box(`Analyst ${entry}, Contoso`, 40, top), box(`Jan ${2015 + entry} – Present`, 460, top));
      boxes.push(
        ...lines(
          [
            '• Reconciled ledgers across regional offices and closed the books each month',
            '• Automated reports',
          ],
          50,
          top + 14,
        ),
      );
    }
    const text = read(boxes);
    expect(text).toContain('Analyst 0, Contoso Jan 2015 – Present');
    expect(text).toContain('Analyst 5, Contoso Jan 2020 – Present');
  });

  it('reads the name and title before contact details set beside them at the top of the first page', () => {
    const boxes = [
      box('Jane Doe', 40, 50, 24),
      box('Product Manager', 40, 80, 14),
      ...lines(['Berlin, Germany', '+49 30 1234567', 'jane@doe.com', 'linkedin.com/in/jane'], 400, 40, 12),
      ...lines(
        Array.from(
          { length: 20 },
          (_, i) => `Shipped features to millions of users across web, iOS and Android platforms, line ${i}`,
        ),
        40,
        130,
      ),
    ];
    const text = read(boxes, true);
    expect(text.slice(0, 4)).toEqual(['Jane Doe', 'Product Manager', '', 'Berlin, Germany']);
  });

  // A designed resume: a sidebar on the left (profiles, contact details, skills), the name atop the right column.
  it('reads the column holding the name first, whatever its side', () => {
    const sidebar = lines(
      [
        'Profiles',
        'johndoe',
        'LinkedIn',
        'Contact',
        'john@doe.com',
        '+1 415 555 0142',
        'Skills',
        'Python',
        'Go',
      ],
      40,
      60,
      20,
    );
    const main = [
      box('John Doe', 220, 70, 26),
      box('Senior Software Engineer', 220, 96, 13),
      ...lines(
        Array.from({ length: 16 }, (_, i) =>
          i === 0 ? 'EXPERIENCE' : `Built services and pipelines for teams ${i}`,
        ),
        220,
        130,
      ),
    ];
    const text = read([...sidebar, ...main], true);
    expect(text.slice(0, 2)).toEqual(['John Doe', 'Senior Software Engineer']);
    expect(text.indexOf('Built services and pipelines for teams 15')).toBeLessThan(text.indexOf('Profiles'));
    // Not on a later page, and not when nothing stands out as a name: the left column first, as before.
    expect(read([...sidebar, ...main], false)[0]).toBe('Profiles');
    const plain = [...sidebar, box('John Doe', 220, 70), ...main.slice(1)];
    expect(read(plain, true)[0]).toBe('Profiles');
  });
});
