import { ingestResume } from '@core/ingest/ingest-resume';
import { exportContentTypes, exportFormats } from '@shared/api/export';
import { analysisMessages, serverMessages, validationMessages, versionMessages } from '@shared/messages';
import { nonLatinText, nonLatinWords } from '@test/builders/export-documents';
import { samplePosting } from '@test/builders/resume-markup';
import { multipartBody } from '@test/server/multipart';
import { sampleResumeText } from '@test/server/sample-files';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_MAX_CHARS } from './export-file';

const server = setUpTestApp();
let visitor: Record<string, string>;
beforeEach(() => {
  visitor = asVisitor(newSessionId());
});

const post = (url: string, payload: object, headers = visitor) =>
  server.app.inject({ method: 'POST', url, headers, payload });
const exportOf = (id: number, payload: object, headers = visitor) =>
  post(`/api/resumes/${id}/export`, payload, headers);

async function upload(
  bytes = sampleResumeText('software-engineer'),
  headers = visitor,
): Promise<{ id: number; originalText: string; documentText: string }> {
  const body = multipartBody('resume', 'resume.txt', bytes);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().resume;
}

async function analyse(resumeId: number, headers = visitor): Promise<number> {
  const job = await post(
    '/api/job-descriptions',
    { title: 'Senior Backend Engineer', description: samplePosting('backend-engineer') },
    headers,
  );
  const analysis = await post(
    '/api/analyze',
    { resumeId, jobDescriptionId: job.json().jobDescription.id },
    headers,
  );
  expect(analysis.statusCode, analysis.body).toBe(201);
  return analysis.json().analysis.id;
}

/** The bytes of an answer. */
const bytesOf = (response: { rawPayload: Buffer }) => new Uint8Array(response.rawPayload);

describe('POST /api/resumes/:id/export', () => {
  it('answers every format as a download with its content type, name and real file signature', async () => {
    const resume = await upload();
    for (const format of exportFormats) {
      const response = await exportOf(resume.id, { format });
      expect(response.statusCode, `${format}: ${response.body}`).toBe(200);
      expect(response.headers['content-type'], format).toBe(exportContentTypes[format]);
      expect(response.headers['content-disposition'], format).toMatch(
        new RegExp(`^attachment; filename="resume-export\\.${format}"`, 'u'),
      );
      expect(response.headers['x-content-type-options'], format).toBe('nosniff');
      expect(response.headers['content-security-policy'], format).toBe("default-src 'none'; sandbox");
      const bytes = bytesOf(response);
      if (format === 'pdf') expect(strFromU8(bytes.subarray(0, 5))).toBe('%PDF-');
      if (format === 'docx') {
        expect(strFromU8(bytes.subarray(0, 4), true)).toBe('PK\u0003\u0004');
        expect(Object.keys(unzipSync(bytes))).toContain('word/document.xml');
      }
      if (format === 'txt') expect(response.body).toBe(resume.documentText);
      if (format === 'html') expect(response.body.startsWith('<!DOCTYPE html>')).toBe(true);
      if (format === 'json') expect(response.json().contact.name).toBe('Daniel Okafor');
    }
  });

  it('exports the resume as the visitor edited it', async () => {
    const resume = await upload();
    const edit = await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/1`,
      headers: visitor,
      payload: { title: 'Profile', content: ['Backend engineer who edits resumes in Vitae.'] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const { text } = await ingestResume({
      bytes: bytesOf(await exportOf(resume.id, { format: 'pdf' })),
      fileName: 'resume-export.pdf',
    });
    expect(text).toContain('Backend engineer who edits resumes in Vitae.');
  });

  it('keeps é, ü, ł and Chinese in every format', async () => {
    const resume = await upload(strToU8(nonLatinText));
    for (const format of exportFormats) {
      const response = await exportOf(resume.id, { format, optimizeForATS: format !== 'pdf' });
      expect(response.statusCode, format).toBe(200);
      const bytes = bytesOf(response);
      const text =
        format === 'pdf' || format === 'docx'
          ? (await ingestResume({ bytes, fileName: `resume-export.${format}` })).text
          : strFromU8(bytes);
      for (const word of nonLatinWords) expect(text, `${format}: ${word}`).toContain(word);
    }
  });

  it('answers 422 with what the PDF cannot write for a Korean resume, and writes its Word file', async () => {
    const korean = `Kim Min-jun
minjun.kim@example.com | Seoul, South Korea

SUMMARY
백엔드 개발자, 8년 경력

EXPERIENCE
Backend Engineer | Kakao | Seoul | 2018 – Present
• Built payment APIs in Go
`;
    const resume = await upload(strToU8(korean));
    const pdf = await exportOf(resume.id, { format: 'pdf' });
    expect(pdf.statusCode, pdf.body).toBe(422);
    expect(pdf.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: versionMessages.pdfCannotWrite({ scripts: ['Korean'], symbols: [], others: [] }),
      details: { format: 'pdf' },
    });
    expect(pdf.json().message).toBe(
      'The PDF export cannot write Korean text yet. Export as Word or HTML, which keep every character.',
    );
    const docx = await exportOf(resume.id, { format: 'docx' });
    expect(docx.statusCode, docx.body).toBe(200);
    const { text } = await ingestResume({ bytes: bytesOf(docx), fileName: 'resume-export.docx' });
    expect(text).toContain('백엔드 개발자, 8년 경력');
  });

  it('answers 422 for a resume too long to export (about 20 pages), with what to do', async () => {
    const bullets = Array.from(
      { length: 1300 },
      (_, at) => `• Built and ran service number ${at} for the billing team`,
    );
    const long = strToU8(['Jordan Lee', 'jordan@example.com', '', 'EXPERIENCE', ...bullets].join('\n'));
    const resume = await upload(long);
    const response = await exportOf(resume.id, { format: 'pdf' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(versionMessages.tooLongToExport(EXPORT_MAX_CHARS));
  });

  it("exports an analysis' optimized resume", async () => {
    const resume = await upload();
    const analysisId = await analyse(resume.id);
    const optimized = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId,
      selectedSkills: ['Terraform'],
    });
    expect(optimized.statusCode, optimized.body).toBe(200);
    const text = await exportOf(resume.id, { format: 'txt', analysisId });
    expect(text.body).toBe(optimized.json().optimizedText);
    expect(text.body).toContain('Terraform');
    const docx = await exportOf(resume.id, { format: 'docx', analysisId });
    const { text: read } = await ingestResume({ bytes: bytesOf(docx), fileName: 'resume-export.docx' });
    expect(read).toContain('Terraform');
    // Without the analysis, the resume as uploaded.
    expect((await exportOf(resume.id, { format: 'txt' })).body).not.toContain('Terraform');
  });

  it('answers 422 for an analysis with no optimized resume yet', async () => {
    const resume = await upload();
    const response = await exportOf(resume.id, { format: 'pdf', analysisId: await analyse(resume.id) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: validationMessages.noOptimizedResume,
    });
  });

  it("answers 404 for a missing resume and another visitor's, alike", async () => {
    const theirs = await upload(undefined, asVisitor(newSessionId()));
    for (const id of [987_654_321, theirs.id]) {
      const response = await exportOf(id, { format: 'pdf' });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json(), String(id)).toMatchObject({
        code: 'NOT_FOUND',
        message: serverMessages.notFound('Resume'),
      });
    }
  });

  it("answers 404 for a missing analysis, another visitor's, and one of another resume", async () => {
    const resume = await upload();
    const other = await upload();
    const stranger = asVisitor(newSessionId());
    const theirs = await analyse((await upload(undefined, stranger)).id, stranger);
    const ofOther = await analyse(other.id);
    for (const analysisId of [987_654_321, theirs, ofOther]) {
      const response = await exportOf(resume.id, { format: 'docx', analysisId });
      expect(response.statusCode, String(analysisId)).toBe(404);
      expect(response.json().message, String(analysisId)).toBe(analysisMessages.notFound);
    }
  });

  it('answers 400 for a format it does not write, and for customizations out of range', async () => {
    const resume = await upload();
    const bad = [
      { format: 'rtf' },
      {},
      { format: 'pdf', customizations: { fontSize: 20 } },
      { format: 'pdf', customizations: { fontSize: 7 } },
      { format: 'docx', customizations: { margins: { top: 3 } } },
      { format: 'docx', customizations: { margins: { left: 0.1 } } },
      { format: 'html', customizations: { fontFamily: '' } },
      { format: 'html', customizations: { fontFamily: 'x'.repeat(101) } },
      { format: 'txt', includeMetadata: 'yes' },
      { format: 'json', analysisId: 0 },
      { format: 'html', template: 'comic-sans' },
    ];
    for (const payload of bad) {
      const response = await exportOf(resume.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
    expect((await exportOf(resume.id, { format: 'rtf' })).json().message).toContain(
      'format must be one of pdf, docx, txt, html, json',
    );
  });

  it("writes the HTML in the chosen template's page, and PDF and Word in its typeface", async () => {
    const resume = await upload();
    const html = await exportOf(resume.id, { format: 'html', template: 'tech-stack' });
    expect(html.statusCode, html.body).toBe(200);
    expect(html.body).toContain('class="name"');
    expect(html.body).toContain('monospace');
    const pdf = await exportOf(resume.id, { format: 'pdf', template: 'academic-excellence' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Tinos/u);
    expect((await exportOf(resume.id, { format: 'html', template: 'comic-sans' })).json().message).toContain(
      'template must be one of modern-minimal',
    );
  });

  it("needs the visitor's session", async () => {
    const resume = await upload();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/resumes/${resume.id}/export`,
      payload: { format: 'pdf' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(serverMessages.missingSession);
  });
});
