/**
 * Resume documents for the export tests, made through the real ingestion (the sample resumes of
 * test/fixtures/documents and a resume in Polish, German, French and Chinese words), and a reader of the PDFs the
 * export writes: each page's text items placed on the page (pdf.js through unpdf, as the ingestion reads PDFs),
 * and the document's Info dictionary.
 */
import { type PdfTextItem, type TextBox, toTextBoxes } from '@core/ingest/pdf-items';
import { pdfjsData } from '@core/ingest/read-pdf';
import { buildResumeDocument } from '@core/resume/build-document';
import type { ResumeDocument } from '@shared/resume-document';
import { getDocumentProxy } from 'unpdf';
import { type SampleResumeName, sampleResumeNames } from './resume-markup';
import { resumeFromText, sampleResumeText } from './test-resume';

/** A sample resume's document, read from its text file. */
export const sampleDocument = (name: SampleResumeName): ResumeDocument =>
  buildResumeDocument(sampleResumeText(name));

/** The six sample resumes' documents, by name. */
export const sampleDocuments = (): [SampleResumeName, ResumeDocument][] =>
  sampleResumeNames.map((name) => [name, sampleDocument(name)]);

/** The words a non-Latin export must keep, each in a different place of the resume. */
export const nonLatinWords = [
  'Łukasiewicz',
  'Müller',
  'Ingénieure',
  'Zürich',
  'Łódź',
  '中文',
  '简体中文',
  '普通话',
];

/** A resume with é, ü, ł and Chinese in its name, summary, entries, bullets, heading and skills. */
export const nonLatinText = `Zofia Łukasiewicz-Müller
zofia.lukasiewicz@example.com | +48 600 100 200 | Kraków, Poland

PROFESSIONAL SUMMARY
Ingénieure logicielle with 8 years of experience building résumé parsers in Zürich and Łódź.

EXPERIENCE
Senior Software Engineer | Łódź Software House | Łódź, Poland | Jan 2019 – Present
• Built a café ordering service used by 40 shops in Zürich and Gdańsk
• 负责中文用户界面的本地化，支持简体中文和繁體中文
• Led the migration to Kubernetes for über 30 services

EDUCATION
M.Sc. in Computer Science | Politechnika Łódzka | Łódź | 2014 – 2016

专业技能
Languages: Polish, German, English, 中文（普通话）
Tools: TypeScript, Go, PostgreSQL
`;

export const nonLatinDocument = (): ResumeDocument =>
  buildResumeDocument(resumeFromText(nonLatinText, 'non-Latin resume'));

export interface PdfRead {
  pages: TextBox[][];
  /** Page sizes in points. */
  sizes: { width: number; height: number }[];
  /** The Info dictionary as pdf.js reads it (with the catalog's /Lang as `Language`). */
  info: Record<string, unknown>;
}

/** A PDF's text items per page (top-down coordinates, in points) and its Info dictionary. */
export async function readPdfLayout(bytes: Uint8Array): Promise<PdfRead> {
  const document = await getDocumentProxy(bytes.slice(), {
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    cMapUrl: pdfjsData.cMapUrl,
    cMapPacked: true,
    standardFontDataUrl: pdfjsData.standardFontDataUrl,
  });
  try {
    const pages: TextBox[][] = [];
    const sizes: PdfRead['sizes'] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PdfTextItem & typeof item => 'str' in item);
      pages.push(toTextBoxes(items, viewport.transform).filter((box) => box.str.trim() !== ''));
      sizes.push({ width: viewport.width, height: viewport.height });
    }
    const { info } = await document.getMetadata();
    return { pages, sizes, info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}
