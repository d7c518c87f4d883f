import { ingestResume } from '@core/ingest/ingest-resume';
import type { ResumeDocument } from '@shared/resume-document';
import { sampleResumeNames } from '@test/builders/resume-markup';
import { sampleResumeForms } from '@test/builders/test-resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResumeDocument } from './build-document';
import { renderMarkdown } from './render-markdown';
import { renderText } from './render-text';

/**
 * What we write, our own ingestion reads back (DESIGN.md, "The resume document"): each sample resume, uploaded
 * as text, PDF and Word, becomes a document; its plain text and its Markdown, uploaded again as a text file,
 * become the same document: the same sections (types and headings), entries, skills groups and lines.
 */
interface Case {
  name: string;
  document: ResumeDocument;
}

/** The document's content without where it came from: lines, header lines as printed, wrapped-line counts. */
function contentOf(document: ResumeDocument): unknown {
  return JSON.parse(
    JSON.stringify(document, (key, value) =>
      key === 'line' || key === 'headerLines' || key === 'lineCount' || key === 'isEdited'
        ? undefined
        : value,
    ),
  );
}

/**
 * The marks Markdown adds, taken off what the reader kept of them: a heading's "### " (an entry's line), the
 * bold of a skills label, and backslash escapes. The text reader reads a Markdown file as text, so these are
 * the only differences allowed, and only in the Markdown read back.
 */
function marksAside(value: unknown): unknown {
  if (typeof value === 'string')
    return value
      .replace(/^#{1,6} /u, '')
      .replaceAll('**', '')
      .replace(/\\(.)/gu, '$1')
      .trim();
  if (Array.isArray(value)) return value.map(marksAside);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, marksAside(entry)]));
  return value;
}

async function readBack(written: string, name: string): Promise<ResumeDocument> {
  const ingested = await ingestResume({ bytes: new TextEncoder().encode(written), fileName: `${name}.txt` });
  return buildResumeDocument(ingested);
}

const outline = (document: ResumeDocument) =>
  document.sections.map((section) => `${section.type}:${section.heading}`);
const entries = (document: ResumeDocument) =>
  document.sections.flatMap((section) =>
    section.items.flatMap((item) =>
      item.kind === 'entry' ? [[item.title, item.organisation, item.location, item.dates?.text]] : [],
    ),
  );

describe('the renderers read back through our own ingestion to the same document', () => {
  const cases: Case[] = [];
  beforeAll(async () => {
    for (const name of sampleResumeNames)
      for (const [form, resume] of await sampleResumeForms(name))
        cases.push({ name: `${name} (${form})`, document: buildResumeDocument(resume) });
  });

  it('covers the six sample resumes in three upload formats, each with entries and sections', () => {
    expect(cases).toHaveLength(18);
    for (const { name, document } of cases) {
      expect(entries(document).length, name).toBeGreaterThan(0);
      expect(document.sections.length, name).toBeGreaterThanOrEqual(5);
    }
  });

  it('plain text: the same sections, headings, entries, groups, lines and contact details', async () => {
    for (const { name, document } of cases) {
      const back = await readBack(renderText(document), name);
      expect(outline(back), name).toEqual(outline(document));
      expect(entries(back), name).toEqual(entries(document));
      expect(contentOf(back), name).toEqual(contentOf(document));
      // Written again, it is the same text: the rendering is a fixed point.
      expect(renderText(back), name).toBe(renderText(document));
    }
  });

  it('Markdown: the same sections and headings; the same entries, groups and lines, Markdown marks aside', async () => {
    for (const { name, document } of cases) {
      const back = await readBack(renderMarkdown(document), name);
      expect(outline(back), name).toEqual(outline(document));
      expect(back.basics, name).toEqual(document.basics);
      expect(marksAside(entries(back)), name).toEqual(entries(document));
      expect(marksAside(contentOf(back)), name).toEqual(marksAside(contentOf(document)));
    }
  });
});
