import {
  AlignmentType,
  BorderStyle,
  Footer,
  FrameAnchorType,
  FrameWrap,
  Header,
  HeadingLevel,
  PageNumber,
  Paragraph,
  SectionType,
  TextRun,
} from 'docx';
import { type JsonResume, type ResumePart, resumeParts } from '../layout';
import { contactOf, partBlocks } from './word-content';
import { languageOf, nameBlock, pageOf, partsOf, type WordStyle, wordDocument } from './word-page';
import { type Look, paintBlocks } from './word-paint';
import { wordHeading } from './word-words';

/**
 * The Word layouts whose body flows down the page as typed: "text-boxes" (name and contact in a shaded frame at
 * the top, headings in Word's Heading 1 style), "two-columns" (the body in a continuous section of two newspaper
 * columns), "header-footer" (contact line in the page header, page numbers in the footer, ALL-CAPS headings
 * with a rule below) and "classic" (one column, bold underlined headings, "•" typed before each bullet).
 */
type Build = WordStyle['build'];

/** Every part the resume has, each under its heading, in resumeParts' order. */
function body(resume: JsonResume, look: Look, heading: (part: ResumePart) => Paragraph): Paragraph[] {
  const language = languageOf(resume);
  return partsOf(resume, resumeParts).flatMap((part) => [
    heading(part),
    ...paintBlocks(partBlocks(resume, part, language), look),
  ]);
}

const buildTextBoxes: Build = (resume) => {
  const language = languageOf(resume);
  const page = pageOf(language);
  const frame = {
    type: 'absolute' as const,
    position: { x: 0, y: 0 },
    width: page.textWidth,
    anchor: { horizontal: FrameAnchorType.MARGIN, vertical: FrameAnchorType.MARGIN },
    wrap: FrameWrap.AROUND,
    space: { horizontal: 0, vertical: 240 },
  };
  const box = nameBlock(
    contactOf(resume),
    { alignment: AlignmentType.LEFT, separator: '  •  ', nameSize: 40 },
    { frame, shading: { fill: 'E2EFDA' }, indent: { left: 160, right: 160 } },
  );
  const heading = (part: ResumePart) =>
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: wordHeading(part, language, false) });
  const look: Look = { entry: 'stacked', bullet: 'numbering', width: page.textWidth };
  return wordDocument(resume, {
    font: 'Calibri',
    size: 21,
    builtInStyles: {
      heading1: {
        run: { size: 28, bold: true, color: '385623' },
        paragraph: { spacing: { before: 280, after: 80 }, keepNext: true },
      },
    },
    sections: [{ properties: page.properties, children: [...box, ...body(resume, look, heading)] }],
  });
};

const columnGap = 440;

const buildTwoColumns: Build = (resume) => {
  const language = languageOf(resume);
  const page = pageOf(language);
  const header = nameBlock(contactOf(resume), {
    alignment: AlignmentType.CENTER,
    separator: '  |  ',
    nameSize: 40,
  });
  const heading = (part: ResumePart) =>
    new Paragraph({ heading: HeadingLevel.HEADING_2, text: wordHeading(part, language, false) });
  const look: Look = { entry: 'dates-below', bullet: 'numbering', width: (page.textWidth - columnGap) / 2 };
  const columns = { count: 2, space: columnGap, equalWidth: true };
  return wordDocument(resume, {
    font: 'Georgia',
    size: 19,
    builtInStyles: {
      heading2: {
        run: { size: 24, bold: true, color: '7B2C2C' },
        paragraph: {
          spacing: { before: 200, after: 60 },
          keepNext: true,
          border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '7B2C2C', space: 1 } },
        },
      },
    },
    sections: [
      { properties: page.properties, children: header },
      {
        properties: { ...page.properties, type: SectionType.CONTINUOUS, column: columns },
        children: body(resume, look, heading),
      },
    ],
  });
};

const buildHeaderFooter: Build = (resume) => {
  const language = languageOf(resume);
  const page = pageOf(language);
  const contact = contactOf(resume);
  const small = (children: (string | (typeof PageNumber)[keyof typeof PageNumber])[]) =>
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ children, size: 17, color: '595959' })],
    });
  const heading = (part: ResumePart) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
      children: [new TextRun({ text: wordHeading(part, language, true), bold: true, size: 22 })],
    });
  const look: Look = { entry: 'one-line', bullet: 'numbering', width: page.textWidth };
  const contactLines = [contact.details, contact.profiles].filter((line) => line.length > 0);
  const title = nameBlock(
    { ...contact, details: [], profiles: [] },
    { alignment: AlignmentType.CENTER, separator: '', nameSize: 36 },
  );
  return wordDocument(resume, {
    font: 'Times New Roman',
    size: 21,
    sections: [
      {
        properties: page.properties,
        headers: {
          default: new Header({ children: contactLines.map((line) => small([line.join('  |  ')])) }),
        },
        footers: { default: new Footer({ children: [small([PageNumber.CURRENT])] }) },
        children: [...title, ...body(resume, look, heading)],
      },
    ],
  });
};

const buildClassic: Build = (resume) => {
  const language = languageOf(resume);
  const page = pageOf(language);
  const header = nameBlock(contactOf(resume), {
    alignment: AlignmentType.CENTER,
    separator: ' · ',
    nameSize: 32,
  });
  const heading = (part: ResumePart) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 240, after: 60 },
      children: [
        new TextRun({ text: wordHeading(part, language, false), bold: true, underline: {}, size: 24 }),
      ],
    });
  const look: Look = { entry: 'stacked', bullet: 'typed', width: page.textWidth };
  return wordDocument(resume, {
    font: 'Times New Roman',
    size: 22,
    sections: [{ properties: page.properties, children: [...header, ...body(resume, look, heading)] }],
  });
};

export const flowStyles: readonly WordStyle[] = [
  { name: 'text-boxes', caps: false, build: buildTextBoxes },
  { name: 'two-columns', caps: false, build: buildTwoColumns },
  { name: 'header-footer', caps: true, build: buildHeaderFooter },
  { name: 'classic', caps: false, build: buildClassic },
];
