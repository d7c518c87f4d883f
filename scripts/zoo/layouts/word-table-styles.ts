import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { type JsonResume, type ResumePart, resumeParts } from '../layout';
import { contactOf, partBlocks } from './word-content';
import { languageOf, nameBlock, pageOf, partsOf, type WordStyle, wordDocument } from './word-page';
import { type Look, paintBlocks } from './word-paint';
import { wordHeading } from './word-words';

/**
 * The Word layouts built on a table without borders, as people line up a resume in Word: "table" puts each
 * part's heading in a narrow left cell and its content in the wide right cell (one row a part); "sidebar" puts
 * the contact details, skills, languages and interests in a shaded narrow left column and the rest in the wide
 * right one (one row, read left column first).
 */
const cellMargin = 115;
const dxa = (size: number) => ({ size, type: WidthType.DXA });

function borderlessTable(rows: TableRow[], widths: number[]): Table {
  return new Table({
    rows,
    width: dxa(widths.reduce((sum, width) => sum + width, 0)),
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: TableBorders.NONE,
    margins: { left: cellMargin, right: cellMargin, top: 40, bottom: 40 },
  });
}

/** What a cell holds: Word refuses a cell without a paragraph. */
const cellChildren = (children: Paragraph[]) => (children.length > 0 ? children : [new Paragraph('')]);

const gutterWidth = 2300;

function buildTable(resume: JsonResume): ReturnType<WordStyle['build']> {
  const language = languageOf(resume);
  const page = pageOf(language);
  const contentWidth = page.textWidth - gutterWidth;
  const look: Look = { entry: 'stacked', bullet: 'numbering', width: contentWidth - 2 * cellMargin };
  const row = (part: ResumePart) =>
    new TableRow({
      children: [
        new TableCell({
          width: dxa(gutterWidth),
          margins: { top: 160 },
          children: [
            new Paragraph({
              children: [
                new TextRun({
                  text: wordHeading(part, language, false),
                  bold: true,
                  color: '1F4E79',
                  size: 24,
                }),
              ],
            }),
          ],
        }),
        new TableCell({
          width: dxa(contentWidth),
          margins: { top: 160 },
          children: cellChildren(paintBlocks(partBlocks(resume, part, language), look)),
        }),
      ],
    });
  const header = nameBlock(contactOf(resume), {
    alignment: AlignmentType.LEFT,
    separator: '  |  ',
    nameSize: 40,
  });
  const table = borderlessTable(partsOf(resume, resumeParts).map(row), [gutterWidth, contentWidth]);
  return wordDocument(resume, {
    font: 'Calibri',
    size: 21,
    sections: [{ properties: page.properties, children: [...header, table] }],
  });
}

export const tableStyle: WordStyle = { name: 'table', caps: false, build: buildTable };

const sidebarParts: readonly ResumePart[] = ['skills', 'languages', 'interests'];
const mainParts = resumeParts.filter((part) => !sidebarParts.includes(part));
const sidebarWidth = 3500;

function sidebarHeading(text: string, rule: boolean): Paragraph {
  return new Paragraph({
    keepNext: true,
    spacing: { before: 240, after: 80 },
    border: rule ? { bottom: { style: BorderStyle.SINGLE, size: 8, color: '2F5496', space: 2 } } : undefined,
    children: [new TextRun({ text, bold: true, color: '2F5496', size: 24 })],
  });
}

/** A column's headings and blocks; `textWidth` is the cell's width less its margins. */
function sidebarColumn(
  resume: JsonResume,
  parts: readonly ResumePart[],
  textWidth: number,
  rule: boolean,
): Paragraph[] {
  const language = languageOf(resume);
  const look: Look = { entry: 'stacked', bullet: 'numbering', width: textWidth };
  return partsOf(resume, parts).flatMap((part) => [
    sidebarHeading(wordHeading(part, language, true), rule),
    ...paintBlocks(partBlocks(resume, part, language), look),
  ]);
}

function buildSidebar(resume: JsonResume): ReturnType<WordStyle['build']> {
  const page = pageOf(languageOf(resume));
  const mainWidth = page.textWidth - sidebarWidth;
  const contact = contactOf(resume);
  const contactLines = [...contact.details, ...contact.profiles].map(
    (item) => new Paragraph({ children: [new TextRun({ text: item, size: 16 })] }),
  );
  const left = new TableCell({
    width: dxa(sidebarWidth),
    shading: { fill: 'DEE7F1' },
    margins: { left: 180, right: 180, top: 180, bottom: 180 },
    children: cellChildren([
      ...contactLines,
      ...sidebarColumn(resume, sidebarParts, sidebarWidth - 360, false),
    ]),
  });
  const right = new TableCell({
    width: dxa(mainWidth),
    margins: { left: 300, right: cellMargin, top: 0 },
    children: cellChildren(sidebarColumn(resume, mainParts, mainWidth - 300 - cellMargin, true)),
  });
  const header = nameBlock(
    { ...contact, details: [], profiles: [] },
    { alignment: AlignmentType.LEFT, separator: '', nameSize: 44 },
  );
  const table = borderlessTable([new TableRow({ children: [left, right] })], [sidebarWidth, mainWidth]);
  return wordDocument(resume, {
    font: 'Arial',
    size: 19,
    sections: [{ properties: page.properties, children: [...header, table] }],
  });
}

export const sidebarStyle: WordStyle = {
  name: 'sidebar',
  caps: true,
  order: [...sidebarParts, ...mainParts],
  build: buildSidebar,
};
