import {
  type AlignmentType,
  Document,
  type IParagraphOptions,
  type ISectionOptions,
  type IStylesOptions,
  Paragraph,
  TextRun,
} from 'docx';
import type { JsonResume, ResumePart } from '../layout';
import { type Contact, hasPart } from './word-content';
import { bulletNumbering } from './word-paint';
import { locale, type WordLanguage, wordLanguage } from './word-words';

/**
 * What every Word style shares: the page a person in the resume's country prints on (Letter with 0.75 in margins
 * in English, A4 with 2 cm margins elsewhere), the document's default font and language, and the name block.
 */
export interface Page {
  properties: NonNullable<ISectionOptions['properties']>;
  /** The width of the text between the margins, in twips. */
  textWidth: number;
}

export function pageOf(language: WordLanguage): Page {
  const letter = locale(language).page === 'letter';
  const size = letter ? { width: 12240, height: 15840 } : { width: 11906, height: 16838 };
  const margin = letter ? 1080 : 1134;
  return {
    properties: { page: { size, margin: { top: margin, right: margin, bottom: margin, left: margin } } },
    textWidth: size.width - 2 * margin,
  };
}

/** The resume's language as the styles print in it. */
export function languageOf(resume: JsonResume): WordLanguage {
  return wordLanguage(resume.meta?.language);
}

/** The parts the resume has, in the given order. */
export function partsOf(resume: JsonResume, order: readonly ResumePart[]): ResumePart[] {
  return order.filter((part) => hasPart(resume, part));
}

export interface DocumentOptions {
  font: string;
  /** Body text size in half-points. */
  size: number;
  sections: ISectionOptions[];
  /** The built-in styles it changes (Heading 1, Heading 2…), beside the document's defaults. */
  builtInStyles?: Omit<NonNullable<IStylesOptions['default']>, 'document'>;
}

/** A document with the resume's metadata, default font and language, and the bullet list defined. */
export function wordDocument(resume: JsonResume, options: DocumentOptions): Document {
  const language = languageOf(resume);
  const tag = locale(language).tag;
  const eastAsia = language === 'zh' ? 'SimSun' : options.font;
  return new Document({
    creator: resume.basics.name,
    lastModifiedBy: resume.basics.name,
    title: resume.basics.label ? `${resume.basics.name} – ${resume.basics.label}` : resume.basics.name,
    numbering: bulletNumbering,
    styles: {
      default: {
        ...options.builtInStyles,
        document: {
          run: {
            font: { ascii: options.font, hAnsi: options.font, cs: options.font, eastAsia },
            size: options.size,
            // A Chinese Word keeps Latin text English (else words break anywhere) and Chinese text Chinese.
            language: language === 'zh' ? { value: 'en-US', eastAsia: tag } : { value: tag },
          },
          paragraph: { spacing: { after: 40 } },
        },
      },
    },
    sections: options.sections,
  });
}

/**
 * The name (large, bold), the label below it, then the contact details on one line and the profiles' addresses on
 * the next, each joined by `separator`.
 */
export function nameBlock(
  contact: Contact,
  options: {
    alignment: (typeof AlignmentType)[keyof typeof AlignmentType];
    separator: string;
    nameSize: number;
  },
  extra: Omit<IParagraphOptions, 'children' | 'alignment'> = {},
): Paragraph[] {
  const paragraph = (children: TextRun[], spacing = 40) =>
    new Paragraph({ ...extra, alignment: options.alignment, spacing: { after: spacing }, children });
  const block = [paragraph([new TextRun({ text: contact.name, bold: true, size: options.nameSize })], 60)];
  if (contact.label) block.push(paragraph([new TextRun({ text: contact.label, size: 24 })]));
  const lines = [contact.details, contact.profiles].filter((line) => line.length > 0);
  lines.forEach((line, index) => {
    const last = index === lines.length - 1;
    block.push(paragraph([new TextRun(line.join(options.separator))], last ? 200 : 0));
  });
  return block;
}

/** One Word layout: how it builds the document, and what its truth needs to know. */
export interface WordStyle {
  name: 'table' | 'sidebar' | 'text-boxes' | 'two-columns' | 'header-footer' | 'classic';
  /** Whether its headings are typed in capitals. */
  caps: boolean;
  /** The reading order of the parts, when the style moves some (left column read first). */
  order?: readonly ResumePart[];
  build(resume: JsonResume): Document;
}
