import {
  AlignmentType,
  type INumberingOptions,
  LevelFormat,
  Paragraph,
  type ParagraphChild,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
import type { Block } from './word-content';

/**
 * How a Word style paints the blocks of a part: the entry's header line (where the dates go: after a right tab
 * stop at the right edge of the text, as Word users do it) and the bullets (Word's bullet list, or "•" typed).
 */
export interface Look {
  /**
   * 'stacked': the title bold with the dates after the tab, the organisation and place in italics below it;
   * 'one-line': title bold, organisation italic and place on one line, the dates after the tab;
   * 'dates-below': for narrow columns, the title bold, the organisation and place in italics, the dates on a
   * line of their own.
   */
  entry: 'stacked' | 'one-line' | 'dates-below';
  /** 'numbering': Word's own bullet list (numbering.xml); 'typed': "•" and a tab typed before the text. */
  bullet: 'numbering' | 'typed';
  /** Where the dates' right tab stop is, in twips from the text's left edge (the text's width). */
  width: number;
}

const bulletReference = 'resume-bullets';

/** The bullet list the documents define (Word's "•" bullet, as the toolbar button makes it). */
export const bulletNumbering: INumberingOptions = {
  config: [
    {
      reference: bulletReference,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 240 } } },
        },
      ],
    },
  ],
};

type Entry = Extract<Block, { kind: 'entry' }>;

const headerLine = (children: ParagraphChild[], look: Look) =>
  new Paragraph({
    children,
    tabStops: [{ type: TabStopType.RIGHT, position: look.width }],
    keepNext: true,
    spacing: { before: 120 },
  });
const line = (text: string, options: { italics?: boolean; color?: string } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...options })], keepNext: true });

/** Title, organisation and place on one line, the dates after the right tab. */
function oneLineEntry(block: Entry, look: Look): Paragraph[] {
  const runs: ParagraphChild[] = [new TextRun({ text: block.title, bold: true })];
  if (block.organisation)
    runs.push(new TextRun(', '), new TextRun({ text: block.organisation, italics: true }));
  if (block.location) runs.push(new TextRun(`, ${block.location}`));
  if (block.dates) runs.push(new TextRun({ children: [new Tab(), block.dates] }));
  return [headerLine(runs, look)];
}

function entryParagraphs(block: Entry, look: Look): Paragraph[] {
  if (look.entry === 'one-line') return oneLineEntry(block, look);
  const place = [block.organisation, block.location].filter(Boolean).join(', ');
  const tabbedDates = look.entry === 'stacked' && block.dates;
  const title = new TextRun({ text: block.title, bold: true });
  const paragraphs = [
    headerLine(tabbedDates ? [title, new TextRun({ children: [new Tab(), block.dates] })] : [title], look),
  ];
  if (place) paragraphs.push(line(place, { italics: true }));
  if (block.dates && !tabbedDates) paragraphs.push(line(block.dates, { color: '595959' }));
  return paragraphs;
}

function bulletParagraph(text: string, look: Look): Paragraph {
  if (look.bullet === 'numbering')
    return new Paragraph({ text, numbering: { reference: bulletReference, level: 0 } });
  return new Paragraph({
    children: [new TextRun({ children: ['•', new Tab(), text] })],
    indent: { left: 360, hanging: 240 },
    tabStops: [{ type: TabStopType.LEFT, position: 360 }],
  });
}

function paintBlock(block: Block, look: Look): Paragraph[] {
  switch (block.kind) {
    case 'entry':
      return entryParagraphs(block, look);
    case 'bullet':
      return [bulletParagraph(block.text, look)];
    case 'pair':
      return [
        new Paragraph({
          children: [new TextRun({ text: `${block.label}: `, bold: true }), new TextRun(block.value)],
        }),
      ];
    case 'text':
      return [new Paragraph({ children: [new TextRun({ text: block.text, italics: block.italic })] })];
  }
}

/** The paragraphs of a part's blocks. */
export function paintBlocks(blocks: Block[], look: Look): Paragraph[] {
  return blocks.flatMap((block) => paintBlock(block, look));
}
