import { ingestResume } from '@core/ingest/ingest-resume';
import type { ResumeDocument } from '@shared/resume-document';
import { sampleResumeNames } from '@test/builders/resume-markup';
import { sampleResumeForms } from '@test/builders/test-resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResumeDocument } from './build-document';
import { renderMarkdown } from './render-markdown';
import { entryHeader } from './render-parts';
import { renderText } from './render-text';

/**
 * What we write, our own ingestion reads back (DESIGN.md, "The resume document"): each sample resume, uploaded
 * as text, PDF and Word, becomes a document; its plain text and its Markdown, uploaded again as a text file,
 * become the same document: the same sections (types and headings), entries (their fields and the header
 * written from them), skills groups and lines.
 */
interface Case {
  name: string;
  document: ResumeDocument;
}

/**
 * The document's content without where it came from (lines, wrapped-line counts, edit marks). An entry's
 * header lines are compared as what is written of them (`entryHeader`: its fields, or its header lines as
 * printed when the fields do not say every word of them): a header read back is the line that was written,
 * so the printed lines themselves differ, but the header written from them must be the same, word for word.
 */
function contentOf(document: ResumeDocument): unknown {
  const written = {
    ...document,
    sections: document.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => {
        if (item.kind !== 'entry') return item;
        const { headerLines: _printed, ...fields } = item;
        return { ...fields, header: entryHeader(item) };
      }),
    })),
  };
  return JSON.parse(
    JSON.stringify(written, (key, value) =>
      key === 'line' || key === 'lineCount' || key === 'isEdited' ? undefined : value,
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
    // What the samples do not print: a header the fields do not wholly say, a range cut by the line's end,
    // a sentence run into a header, numbered lists, a contact line found in part.
    const inline = [
      'Jane Doe',
      'jane@doe.com | (555) 555-0100 | Portfolio: jdoe.art',
      '',
      'EXPERIENCE',
      'Senior Accountant | Deloitte | Audit & Assurance | Jan 2019 – Present',
      '1. Closed the books in 4 days',
      '2. Led a team of 5',
      '',
      'Analyst, Acme Corp  June 2016 –',
      'Present Led the quarterly planning for four teams',
      '• Built dashboards',
      '',
      'Clerk, Beta LLC 08/2013 to 05/2016 I directly supported the sales team and its managers',
      '',
      'PROJECTS',
      'WeatherNow – mobile app (Flutter, Firebase, Dart)',
      '• Shipped to 2,000 users',
      '',
      'SKILLS',
      '1. Python',
      '2. Excel',
    ].join('\n');
    cases.push({ name: 'inline', document: await readBack(inline, 'inline') });
  });

  it('covers the six sample resumes in three upload formats, each with entries and sections', () => {
    expect(cases).toHaveLength(19);
    for (const { name, document } of cases.slice(0, 18)) {
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
