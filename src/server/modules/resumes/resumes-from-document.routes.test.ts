import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readJsonResume } from '@core/json-resume/read-json-resume';
import { renderText } from '@core/resume/render-text';
import { DOCUMENT_TEXT_MAX_CHARS, resumeResponseSchema } from '@shared/api/resumes';
import { serverMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';
import { samplePosting } from '@test/builders/resume-markup';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { beforeEach, describe, expect, it } from 'vitest';

const server = setUpTestApp();
let visitor: Record<string, string>;
beforeEach(() => {
  visitor = asVisitor(newSessionId());
});

const sampleText = readFileSync(
  resolve(import.meta.dirname, '../../../../test/fixtures/json-resume/full-sample.json'),
  'utf8',
);
const sampleJson = JSON.parse(sampleText);
function sampleDocument(): ResumeDocument {
  const read = readJsonResume(sampleText);
  if (!read.ok) throw new Error(read.message);
  return read.document;
}

const post = (url: string, payload: unknown, headers = visitor) =>
  server.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers = visitor) => server.app.inject({ method: 'GET', url, headers });

async function created(url: string, payload: unknown) {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return resumeResponseSchema.parse(response.json()).resume;
}

describe('POST /api/resumes/from-document', () => {
  it('stores the document as a text resume whose document comes back unchanged', async () => {
    const document = sampleDocument();
    const resume = await created('/api/resumes/from-document', { document });
    const text = renderText(document);
    expect(resume).toMatchObject({
      fileName: 'Priya Raman.txt',
      fileType: 'text/plain',
      fileSize: new TextEncoder().encode(text).byteLength,
      originalText: text,
      documentText: text,
      warnings: [],
      contact: {
        name: 'Priya Raman',
        email: 'priya.raman@example.com',
        phone: '(512) 555-0147',
        location: 'Austin, TX, US',
        linkedin: 'https://www.linkedin.com/in/priyaraman',
        github: 'https://github.com/praman-data',
        portfolio: 'https://priyaraman.example.com',
      },
    });
    expect(resume.document).toEqual(document);

    const again = resumeResponseSchema.parse((await get(`/api/resumes/${resume.id}`)).json()).resume;
    expect(again.document).toEqual(document);
    expect(again.originalText).toBe(text);

    // Its file is its text, and the file manager's versions start from it.
    const file = await get(`/api/resumes/${resume.id}/file`);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.body).toBe(text);
    const versions = await get(`/api/resumes/${resume.id}/versions`);
    expect(versions.statusCode, versions.body).toBe(200);
    expect(versions.json().versions).toMatchObject([
      { version: 1, fileName: 'Priya Raman.txt', isActive: true },
    ]);
    const versionFile = await get(
      `/api/resumes/${resume.id}/versions/${versions.json().versions[0].id}/file`,
    );
    expect(versionFile.statusCode).toBe(200);
    expect(versionFile.body).toBe(text);

    // Its sections are the document's, one each, in order, for the section editor.
    const sections = (await get(`/api/resumes/${resume.id}/sections`)).json().sections;
    expect(
      sections.map((section: { type: string; title: string }) => `${section.type}:${section.title}`),
    ).toEqual(document.sections.map((section) => `${section.type}:${section.heading || 'Header'}`));
    expect(sections[0].content.slice(0, 2)).toEqual([
      'Priya Raman',
      'Senior Data Engineer | priya.raman@example.com | (512) 555-0147 | Austin, TX, US | https://www.linkedin.com/in/priyaraman | https://github.com/praman-data | https://priyaraman.example.com',
    ]);
  });

  it('keeps the sections not edited as made and rebuilds the one edited in the section editor', async () => {
    const document = sampleDocument();
    const resume = await created('/api/resumes/from-document', { document, fileName: 'built' });
    expect(resume.fileName).toBe('built.txt');
    const edit = await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/5`,
      headers: visitor,
      payload: { title: 'Technical Skills', content: ['Languages: Python, SQL, Scala, Go'] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const again = resumeResponseSchema.parse((await get(`/api/resumes/${resume.id}`)).json()).resume;
    expect(again.document.sections[5]).toMatchObject({
      type: 'skills',
      heading: 'Technical Skills',
      isEdited: true,
      items: [{ kind: 'skills', label: 'Languages', skills: ['Python', 'SQL', 'Scala', 'Go'] }],
    });
    expect(again.document.basics).toEqual(document.basics);
    expect(again.document.sections.filter((_, at) => at !== 5)).toEqual(
      document.sections.filter((_, at) => at !== 5),
    );
  });

  it('reaches the core workflow: analysis against a saved job description, and a Word export', async () => {
    const resume = await created('/api/resumes/from-document', { document: sampleDocument() });
    const job = await post('/api/job-descriptions', {
      title: 'Senior Data Engineer',
      description: samplePosting('backend-engineer'),
    });
    expect(job.statusCode, job.body).toBe(201);
    const analysis = await post('/api/analyze', {
      resumeId: resume.id,
      jobDescriptionId: job.json().jobDescription.id,
    });
    expect(analysis.statusCode, analysis.body).toBe(201);
    expect(analysis.json().analysis.resumeId).toBe(resume.id);

    const docx = await post(`/api/resumes/${resume.id}/export`, { format: 'docx' });
    expect(docx.statusCode, docx.body.slice(0, 200)).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it("is the visitor's own: another visitor's GET answers 404", async () => {
    const resume = await created('/api/resumes/from-document', { document: sampleDocument() });
    const stranger = await get(`/api/resumes/${resume.id}`, asVisitor(newSessionId()));
    expect(stranger.statusCode).toBe(404);
  });

  it('answers 400 with a plain message for a bad body', async () => {
    const noDocument = await post('/api/resumes/from-document', { fileName: 'x.txt' });
    expect(noDocument.statusCode).toBe(400);
    expect(noDocument.json().code).toBe('VALIDATION_FAILED');
    expect(noDocument.json().message).toMatch(/document/u);

    const badSection = await post('/api/resumes/from-document', {
      document: { basics: { profiles: [] }, sections: [{ type: 'hobbies', heading: 'X' }] },
    });
    expect(badSection.statusCode).toBe(400);
    expect(badSection.json().message).toMatch(/sections/u);

    const empty = await post('/api/resumes/from-document', {
      document: { basics: { profiles: [] }, sections: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(serverMessages.emptyDocument);

    const long = 'word '.repeat(2000).trim();
    const tooLong = await post('/api/resumes/from-document', {
      document: {
        basics: { name: 'A', profiles: [] },
        sections: [
          {
            type: 'summary',
            heading: 'Summary',
            line: -1,
            isEdited: false,
            items: Array.from({ length: 11 }, () => ({
              kind: 'line',
              text: long,
              isBullet: false,
              line: -1,
            })),
          },
        ],
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(serverMessages.documentTooLong(DOCUMENT_TEXT_MAX_CHARS));

    const blankName = await post('/api/resumes/from-document', {
      document: sampleDocument(),
      fileName: '  ',
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().message).toMatch(/file name is empty/u);
  });

  it("needs the visitor's session", async () => {
    const response = await post('/api/resumes/from-document', { document: sampleDocument() }, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(serverMessages.missingSession);
  });
});

describe('POST /api/resumes/from-json-resume', () => {
  it('reads the JSON Resume, as an object or as the file text, into the same resume', async () => {
    const fromObject = await created('/api/resumes/from-json-resume', { jsonResume: sampleJson });
    const fromText = await created('/api/resumes/from-json-resume', {
      jsonResume: sampleText,
      fileName: 'resume.json',
    });
    expect(fromObject.document).toEqual(sampleDocument());
    expect(fromText.document).toEqual(sampleDocument());
    expect(fromText.fileName).toBe('resume.txt');
    const again = resumeResponseSchema.parse((await get(`/api/resumes/${fromText.id}`)).json()).resume;
    expect(again.document).toEqual(sampleDocument());
  });

  it('answers 400 naming the first wrong field of a file that does not fit', async () => {
    const wrongDate = structuredClone(sampleJson);
    wrongDate.work[1].startDate = 'March 2021';
    const cases: [unknown, string][] = [
      [wrongDate, 'work[1].startDate: expected a date like 2021-03 (got "March 2021")'],
      [{ basics: { name: 42 } }, 'basics.name: expected text (got the number 42)'],
      [[sampleJson], 'A JSON Resume is one JSON object with fields such as "basics" and "work" (got a list)'],
      [
        '{ "basics": ',
        'The file is not valid JSON: it ends at line 1, column 13 before the JSON is complete',
      ],
      [undefined, 'A JSON Resume is one JSON object with fields such as "basics" and "work" (got nothing)'],
    ];
    for (const [jsonResume, message] of cases) {
      const response = await post('/api/resumes/from-json-resume', { jsonResume });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const list = await get('/api/resumes');
    expect(list.json().resumes).toEqual([]);
  });
});
