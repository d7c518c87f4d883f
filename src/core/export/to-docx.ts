import type { ResumeDocument } from '@shared/resume-document';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  type ILevelsOptions,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import {
  accentOf,
  boldParts,
  continuesList,
  type ExportBlock,
  exportBlocksOf,
  listNumberOf,
} from './export-layout';
import { EXPORT_CREATOR, metadataOf } from './export-metadata';
import type { ExportOptions } from './export-options';
import { wordFontOf } from './font-family';

/** Word measures in twentieths of a point: 1440 to the inch. */
const TWIPS_PER_INCH = 1440;
const twipsOf = (points: number) => Math.round(points * 20);
/** US Letter, as the PDF and the HTML page. */
const LETTER = { width: 12_240, height: 15_840 };
/** A list item's hanging indent: the text 0.25 in from the margin, its mark before it. */
const LIST_INDENT = { left: 360, hanging: 270 };
const BULLETS = 'bullets';

/** A colour as Word writes it: "#1f4e79" is "1F4E79". */
const wordColor = (color: string) => color.slice(1).toUpperCase();

function listLevel(text: string, format: ILevelsOptions['format']): ILevelsOptions {
  return {
    level: 0,
    format,
    text,
    start: 1,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: LIST_INDENT } },
  };
}

/** The block's text as runs of `size` half-points: its bold part (the whole line, a skills label) and the rest. */
function runsOf(block: ExportBlock, size: number): TextRun[] {
  const { bold, rest } = boldParts(block);
  const prefix = block.kind === 'bullet' && block.marker && !block.isListed ? `${block.marker} ` : '';
  return [
    ...(bold ? [new TextRun({ text: bold, bold: true, size })] : []),
    ...(rest || prefix ? [new TextRun({ text: `${prefix}${rest}`, size })] : []),
  ];
}

type NumberingConfig = { reference: string; levels: ILevelsOptions[] };

/** The blocks as Word paragraphs, with the numbering of each numbered list they start. */
function paragraphsOf(
  document: ResumeDocument,
  options: ExportOptions,
): { paragraphs: Paragraph[]; numbered: NumberingConfig[] } {
  const { fontSize } = options.customizations;
  const numbered: NumberingConfig[] = [];
  const paragraphs: Paragraph[] = [];
  let list: ExportBlock[] = [];
  let listReference = BULLETS;
  for (const block of exportBlocksOf(document)) {
    const spacing = { before: twipsOf(block.spaceBefore * fontSize), after: 0 };
    const size = Math.round(block.scale * fontSize * 2);
    if (block.isListed) {
      if (!continuesList(list, block)) {
        list = [];
        const number = listNumberOf(block.marker);
        listReference = BULLETS;
        if (number) {
          listReference = `numbers-${numbered.length + 1}`;
          const text = `${number.before}%1${number.after}`;
          numbered.push({
            reference: listReference,
            levels: [listLevel(text, LevelFormat.DECIMAL)],
          });
        }
      }
      list.push(block);
      paragraphs.push(
        new Paragraph({
          numbering: { reference: listReference, level: 0 },
          spacing,
          children: runsOf(block, size),
        }),
      );
      continue;
    }
    list = [];
    const heading =
      block.kind === 'name'
        ? HeadingLevel.TITLE
        : block.kind === 'heading'
          ? HeadingLevel.HEADING_1
          : undefined;
    const rule =
      block.kind === 'heading' && !options.optimizeForATS
        ? {
            border: {
              bottom: { style: BorderStyle.SINGLE, size: 6, color: wordColor(accentOf(options)), space: 1 },
            },
          }
        : {};
    paragraphs.push(
      new Paragraph({
        ...(heading ? { heading } : {}),
        spacing,
        keepNext: block.isKeptWithNext,
        ...(block.kind === 'bullet' ? { indent: LIST_INDENT } : {}),
        ...rule,
        children: heading ? [new TextRun({ text: block.text })] : runsOf(block, size),
      }),
    );
  }
  return { paragraphs, numbered };
}

/**
 * The resume as a Word document (.docx), in the export layout (export-layout.ts): the name in the Title style,
 * each heading in Heading 1, entries in bold kept with their first line, bullets as a real Word bullet list,
 * items numbered from 1 as a Word numbered list in their printed form ("(1)"), skills labels in bold.
 * Paragraphs only: no table, text box, header or footer, so applicant tracking systems read it in order. The
 * chosen font, size and margins on US Letter; without ATS optimization, the name and headings in colour with a
 * rule under each heading. With `includeMetadata`, the title, author, subject and keywords as document
 * properties.
 */
export async function renderDocx(document: ResumeDocument, options: ExportOptions): Promise<Uint8Array> {
  const { fontFamily, fontSize, margins } = options.customizations;
  const font = wordFontOf(fontFamily);
  const color = options.optimizeForATS ? '000000' : wordColor(accentOf(options));
  const { paragraphs, numbered } = paragraphsOf(document, options);
  const meta = metadataOf(document);
  const properties = options.includeMetadata
    ? {
        title: meta.title,
        subject: meta.subject,
        creator: meta.author ?? EXPORT_CREATOR,
        lastModifiedBy: EXPORT_CREATOR,
        keywords: meta.keywords.join(', '),
        description: `Exported by ${EXPORT_CREATOR}`,
      }
    : { creator: '', lastModifiedBy: '' };
  const heading = (scale: number) => ({ font, size: Math.round(scale * fontSize * 2), bold: true, color });
  const word = new Document({
    ...properties,
    styles: {
      default: {
        document: { run: { font, size: fontSize * 2, color: '000000' } },
        title: { run: heading(1.9), paragraph: { spacing: { before: 0, after: 0 } } },
        heading1: { run: heading(1.2), paragraph: { keepNext: true } },
      },
    },
    numbering: {
      config: [{ reference: BULLETS, levels: [listLevel('•', LevelFormat.BULLET)] }, ...numbered],
    },
    sections: [
      {
        properties: {
          page: {
            size: LETTER,
            margin: {
              top: Math.round(margins.top * TWIPS_PER_INCH),
              right: Math.round(margins.right * TWIPS_PER_INCH),
              bottom: Math.round(margins.bottom * TWIPS_PER_INCH),
              left: Math.round(margins.left * TWIPS_PER_INCH),
            },
          },
        },
        children: paragraphs,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(word));
}
