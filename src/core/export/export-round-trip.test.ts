import { ingestResume } from '@core/ingest/ingest-resume';
import { validateFile } from '@core/ingest/validate-file';
import { buildResumeDocument } from '@core/resume/build-document';
import { exportFileName } from '@shared/api/export';
import type { ResumeDocument } from '@shared/resume-document';
import { nonLatinDocument, nonLatinWords } from '@test/builders/export-documents';
import {
  readableFormats as formats,
  MIN_WORDS_BACK,
  readBack,
  sectionTypesOf as typesOf,
  wordsBack,
} from '@test/builders/export-read-back';
import { sampleResumeNames } from '@test/builders/resume-markup';
import { sampleResumeForms } from '@test/builders/test-resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultExportOptions, type ExportOptions } from './export-options';
import { exportResume } from './export-resume';

/**
 * Our ATS-friendliness proof (issue 17, "Round trip"): every sample resume (uploaded as text, PDF and Word) is
 * exported as PDF, Word, plain text and HTML, and each file is read back through our own ingestion, the functions
 * uploads go through (`ingestResume`: type check, reader, normalizeText, splitSections, extractContact, the
 * document). It must give the same section types in the same order and at least 98% of the words.
 *
 * HTML is no resume upload format: it is read as the file manager's validation reads a web page, then by the same
 * steps as an upload (see test/builders/export-read-back.ts).
 */
const now = new Date('2026-03-01T12:00:00Z');

describe('exports read back through our own ingestion', () => {
  const cases: { name: string; document: ResumeDocument }[] = [];
  beforeAll(async () => {
    for (const name of sampleResumeNames)
      for (const [form, resume] of await sampleResumeForms(name))
        cases.push({ name: `${name} (${form})`, document: buildResumeDocument(resume) });
  });

  const optionsFor: [string, ExportOptions][] = [
    ['optimized for ATS', defaultExportOptions],
    ['styled (not optimized for ATS)', { ...defaultExportOptions, optimizeForATS: false }],
  ];
  for (const [label, options] of optionsFor)
    for (const format of formats)
      it(`${format}, ${label}: the same section types in the same order, and at least 98% of the words`, async () => {
        expect(cases).toHaveLength(18);
        for (const { name, document } of cases) {
          const back = await readBack(await exportResume(document, format, options, now), format);
          expect(typesOf(back.document), `${name} as ${format}`).toEqual(typesOf(document));
          expect(wordsBack(document, back.text), `${name} as ${format}`).toBeGreaterThanOrEqual(
            MIN_WORDS_BACK,
          );
        }
      });

  it('an HTML export passes the file manager validation: valid, no script, low risk', async () => {
    for (const { name, document } of cases.slice(0, 3)) {
      const bytes = await exportResume(document, 'html', defaultExportOptions, now);
      const result = await validateFile({ bytes, fileName: exportFileName('html') });
      expect(result, name).toMatchObject({
        isValid: true,
        issues: [],
        securityScan: { riskLevel: 'low', hasMaliciousContent: false, hasScripts: false },
      });
    }
  });
});

describe('a resume in several scripts', () => {
  it('keeps é, ü, ł and Chinese in every format', async () => {
    const document = nonLatinDocument();
    for (const format of formats) {
      const back = await readBack(await exportResume(document, format, defaultExportOptions, now), format);
      for (const word of nonLatinWords) expect(back.text, `${format}: ${word}`).toContain(word);
      expect(typesOf(back.document), format).toEqual(typesOf(document));
      expect(wordsBack(document, back.text), format).toBe(1);
    }
    const json = new TextDecoder().decode(await exportResume(document, 'json', defaultExportOptions, now));
    for (const word of nonLatinWords) expect(json, `json: ${word}`).toContain(word);
  });
});

describe('resumes that once came back with other sections', () => {
  const cases = {
    // Each bullet names its project: no title line is written above it, which would read back as a heading.
    'projects named in their bullets':
      'Jo Doe\njo@example.com\n\nProjects:\n- Open Source Contributor: Contributed to Python packages\n' +
      '- Personal Project: Built a machine learning model\n\nCertifications:\n- Scrum Master Certification\n',
    // Markdown headings are written plain: "Projekte (Auswahl)" must still read as a heading.
    'Markdown headings with a word in brackets':
      '# Max Muster\nmax@example.de\n\n## Profil\nBackend-Entwickler mit acht Jahren Erfahrung.\n\n' +
      '## Projekte (Auswahl)\n- Reporting-Plattform: ETL-Pipelines mit FastAPI\n\n' +
      '## Fähigkeiten (Detail)\nPython, FastAPI, PostgreSQL\n\n## Ausbildung\n### 2010–2014 — B.Sc. Informatik, TU München\n',
  };
  it.each(Object.entries(cases))('%s: the same section types in every format', async (_, text) => {
    const { document } = await ingestResume({
      bytes: new TextEncoder().encode(text),
      fileName: 'resume.txt',
    });
    expect(typesOf(document)).toContain('projects');
    for (const format of formats) {
      const back = await readBack(await exportResume(document, format, defaultExportOptions, now), format);
      expect(typesOf(back.document), format).toEqual(typesOf(document));
      expect(wordsBack(document, back.text), format).toBe(1);
    }
  });
});
