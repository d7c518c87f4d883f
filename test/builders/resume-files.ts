/**
 * One resume in the markup of `resume-markup.ts`, written out as the files people upload: plain text, a PDF
 * laid out by pdfkit (wrapped lines, bold headings, standard fonts) and a Word document made by `docx`
 * (Title and Heading 1 styles, bullets as a real Word list).
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import PDFDocument from 'pdfkit';
import { parseResumeMarkup, type ResumeBlock } from './resume-markup';

export interface TextOptions {
  /** What starts a bullet line; "• " unless given. */
  bullet?: string;
  /** A blank line before each heading (true unless given). */
  spaced?: boolean;
}

/** The resume as a text file: one block a line, bullets marked, a blank line before each heading. */
export function resumeAsText(markup: string, options: TextOptions = {}): string {
  const bullet = options.bullet ?? '• ';
  const spaced = options.spaced ?? true;
  const lines = parseResumeMarkup(markup).flatMap((block) => {
    const text = block.kind === 'bullet' ? `${bullet}${block.text}` : block.text;
    return block.kind === 'heading' && spaced ? ['', text] : [text];
  });
  return `${lines.join('\n')}\n`;
}

const pdfStyle: Record<
  ResumeBlock['kind'],
  { font: string; size: number; gapBefore: number; indent: number }
> = {
  name: { font: 'Helvetica-Bold', size: 20, gapBefore: 0, indent: 0 },
  contact: { font: 'Helvetica', size: 10, gapBefore: 2, indent: 0 },
  heading: { font: 'Helvetica-Bold', size: 13, gapBefore: 12, indent: 0 },
  entry: { font: 'Helvetica-Bold', size: 10.5, gapBefore: 6, indent: 0 },
  bullet: { font: 'Helvetica', size: 10, gapBefore: 1, indent: 12 },
  line: { font: 'Helvetica', size: 10, gapBefore: 2, indent: 0 },
};

/** The resume as a one-column PDF, US Letter with 0.75 in margins. */
export function resumeAsPdf(markup: string, info: { producer?: string } = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: 'Resume', Producer: info.producer ?? 'Vitae test fixture (pdfkit)' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  const width = doc.page.width - 2 * 54;
  for (const block of parseResumeMarkup(markup)) {
    const style = pdfStyle[block.kind];
    doc.moveDown(style.gapBefore / 12);
    doc.font(style.font).fontSize(style.size);
    if (block.kind === 'bullet') {
      const top = doc.y;
      doc.text('•', 54 + style.indent / 2, top, { lineBreak: false });
      doc.text(block.text, 54 + style.indent + 6, top, { width: width - style.indent - 6 });
    } else {
      doc.text(block.text, 54, doc.y, { width });
    }
  }
  doc.end();
  return done;
}

/** The resume as a Word document. */
export async function resumeAsDocx(markup: string): Promise<Uint8Array> {
  const paragraphs = parseResumeMarkup(markup).map((block) => docxParagraph(block));
  const document = new Document({
    creator: 'Vitae test fixture',
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 260 } } },
            },
          ],
        },
      ],
    },
    sections: [{ children: paragraphs }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

function docxParagraph(block: ResumeBlock): Paragraph {
  const runs: ParagraphChild[] = [new TextRun({ text: block.text, bold: block.kind === 'entry' })];
  switch (block.kind) {
    case 'name':
      return new Paragraph({ heading: HeadingLevel.TITLE, children: runs });
    case 'heading':
      return new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs });
    case 'bullet':
      return new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: runs });
    default:
      return new Paragraph({ children: runs });
  }
}
