import { resumeResponseSchema } from '@shared/api/resumes';
import {
  versionListResponseSchema,
  versionResponseSchema,
  versionTextResponseSchema,
} from '@shared/api/versions';
import { VALIDATE_MAX_BYTES } from '@shared/constants';
import { fileManagerMessages, serverMessages, versionMessages } from '@shared/messages';
import { resumeAsDocx } from '@test/builders/resume-files';
import { multipartBody, multipartForm } from '@test/server/multipart';
import { noise, sampleResumeDocx, sampleResumeText, windowsExecutable } from '@test/server/sample-files';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { strToU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstVersionLabel } from './versions.service';

let visitor: Record<string, string>;

const server = setUpTestApp();
beforeEach(async () => {
  await server.database.reset();
  visitor = asVisitor(newSessionId());
});

/** What the spec's client sends with each new version (platform spec §7). */
const specFields = {
  title: fileManagerMessages.autoVersionTitle('2026-11-25T10:00:00.000Z'),
  description: fileManagerMessages.autoVersionDescription,
};

async function uploadResume(fileName: string, bytes: Uint8Array, as = visitor) {
  const body = multipartBody('resume', fileName, bytes);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...as, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return resumeResponseSchema.parse(response.json()).resume;
}

function postVersion(
  resumeId: number | string,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = specFields,
  options: { field?: string; fieldsFirst?: boolean } = {},
) {
  const body = multipartForm({ field: options.field ?? 'resume', fileName, bytes }, fields, options);
  return server.app.inject({
    method: 'POST',
    url: `/api/resumes/${resumeId}/versions`,
    headers: { ...visitor, ...body.headers },
    payload: body.payload,
  });
}

async function createVersion(
  resumeId: number,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = specFields,
) {
  const response = await postVersion(resumeId, fileName, bytes, fields);
  expect(response.statusCode, response.body).toBe(201);
  return versionResponseSchema.parse(response.json()).version;
}

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: visitor });

async function listVersions(resumeId: number) {
  const response = await get(`/api/resumes/${resumeId}/versions`);
  expect(response.statusCode, response.body).toBe(200);
  return versionListResponseSchema.parse(response.json()).versions;
}

describe('GET /api/resumes/{id}/versions', () => {
  it("answers the resume's upload as version 1, active, with its file and text", async () => {
    const bytes = sampleResumeText('software-engineer');
    const resume = await uploadResume('okafor.txt', bytes);
    const versions = await listVersions(resume.id);
    expect(versions).toEqual([
      {
        id: expect.any(Number),
        version: 1,
        title: firstVersionLabel.title,
        description: firstVersionLabel.description,
        tags: [],
        fileName: 'okafor.txt',
        fileSize: bytes.length,
        createdAt: resume.uploadedAt,
        isActive: true,
      },
    ]);
    // Asked again, still the one version.
    expect(await listVersions(resume.id)).toEqual(versions);
    const first = versions[0]?.id;
    const file = await get(`/api/resumes/${resume.id}/versions/${first}/file`);
    expect(Buffer.compare(file.rawPayload, Buffer.from(bytes))).toBe(0);
    expect(String(file.headers['content-type'])).toMatch(/^text\/plain/);
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="okafor.txt"/);
    const text = versionTextResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/versions/${first}/text`)).json(),
    );
    expect(text.text).toBe(resume.originalText);
  });

  it("answers 404 for a resume that does not exist or is another visitor's, 400 for a bad id", async () => {
    const theirs = await uploadResume('cv.txt', sampleResumeText('teacher'), asVisitor(newSessionId()));
    for (const id of [theirs.id, 987_654]) {
      const response = await get(`/api/resumes/${id}/versions`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: serverMessages.notFound('Resume'),
      });
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(`/api/resumes/${id}/versions`)).statusCode).toBe(400);
    }
  });
});

describe('POST /api/resumes/{id}/versions', () => {
  it('stores a valid file as the next version, newest first and the only active one', async () => {
    const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
    const bytes = await sampleResumeDocx('staff-accountant');
    const version = await createVersion(resume.id, 'larsen.docx', bytes, {
      ...specFields,
      tags: ' finance, audit ,, ',
    });
    expect(version).toMatchObject({
      version: 2,
      title: specFields.title,
      description: 'Auto-created version',
      tags: ['finance', 'audit'],
      fileName: 'larsen.docx',
      fileSize: bytes.length,
      isActive: true,
    });
    expect(Date.parse(version.createdAt)).not.toBeNaN();
    const versions = await listVersions(resume.id);
    expect(versions.map((entry) => [entry.version, entry.isActive])).toEqual([
      [2, true],
      [1, false],
    ]);

    const file = await get(`/api/resumes/${resume.id}/versions/${version.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, Buffer.from(bytes))).toBe(0);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="larsen.docx"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');

    const text = versionTextResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/versions/${version.id}/text`)).json(),
    );
    expect(text.text.startsWith('Kevin Larsen')).toBe(true);
    expect(text.text).toContain('Helped the internal audit team complete annual audits');
  });

  it('reads the fields sent before the file too, and a title alone (description and tags are optional)', async () => {
    const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
    const response = await postVersion(
      resume.id,
      'teacher.txt',
      sampleResumeText('teacher'),
      { title: 'Teaching' },
      {
        fieldsFirst: true,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().version).toMatchObject({
      version: 2,
      title: 'Teaching',
      description: '',
      tags: [],
    });
  });

  it('takes the formats the file manager accepts beyond PDF, DOCX and TXT: an HTML page, served back only as a download', async () => {
    const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
    const html = strToU8(
      '<!doctype html><html><head><title>CV</title></head><body><h1>Maria Lopez</h1><p>maria@example.com</p><h2>Experience</h2><ul><li>Led the support team</li></ul></body></html>',
    );
    const version = await createVersion(resume.id, 'lopez.html', html);
    const text = (await get(`/api/resumes/${resume.id}/versions/${version.id}/text`)).json().text;
    expect(text).toContain('Maria Lopez');
    expect(text).toContain('Led the support team');
    expect(text).not.toContain('<h1>');
    const file = await get(`/api/resumes/${resume.id}/versions/${version.id}/file`);
    expect(String(file.headers['content-type'])).toMatch(/^text\/html/);
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
  });

  it('keeps non-Latin text (é, ü, ł, 中文) in the extracted text, from a text file and a Word document', async () => {
    const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
    const lines = [
      'Zoë Müller-Łukasiewicz',
      'zoe@example.com',
      '',
      'EXPERIENCE',
      'Barista, Café Zürich, Łódź',
      '中文简历：软件工程师',
    ];
    const fromText = await createVersion(resume.id, 'zoë.txt', strToU8(lines.join('\n')));
    const docx = await resumeAsDocx(
      '# Zoë Müller-Łukasiewicz\nzoe@example.com\n## Experience\n### Barista, Café Zürich, Łódź\n- 中文简历：软件工程师',
    );
    const fromWord = await createVersion(resume.id, 'zoë.docx', docx);
    expect(fromText.fileName).toBe('zoë.txt');
    for (const version of [fromText, fromWord]) {
      const text = (await get(`/api/resumes/${resume.id}/versions/${version.id}/text`)).json().text;
      for (const words of ['Zoë Müller-Łukasiewicz', 'Café Zürich, Łódź', '中文简历：软件工程师']) {
        expect(text).toContain(words);
      }
    }
    const file = await get(`/api/resumes/${resume.id}/versions/${fromText.id}/file`);
    expect(String(file.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('zoë.txt')}`,
    );
  });

  describe('refuses, and stores nothing', () => {
    async function expectRefused(
      resumeId: number,
      response: Awaited<ReturnType<typeof postVersion>>,
      status: number,
    ) {
      expect(response.statusCode, response.body).toBe(status);
      expect((await listVersions(resumeId)).map((version) => version.version)).toEqual([1]);
      return response.json();
    }

    it('a request without the file field, or with the file under another name (400)', async () => {
      const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
      const fieldsOnly = await server.app.inject({
        method: 'POST',
        url: `/api/resumes/${resume.id}/versions`,
        headers: { ...visitor, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nVersion 2\r\n--x--\r\n',
      });
      for (const response of [
        fieldsOnly,
        await postVersion(resume.id, 'cv.txt', sampleResumeText('teacher'), specFields, { field: 'file' }),
      ]) {
        const body = await expectRefused(resume.id, response, 400);
        expect(body).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: serverMessages.missingFile('resume'),
        });
      }
    });

    it('a multipart body cut off in the middle of the file (400)', async () => {
      const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
      const form = multipartForm(
        { field: 'resume', fileName: 'cv.txt', bytes: sampleResumeText('teacher') },
        {},
      );
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/resumes/${resume.id}/versions`,
        headers: { ...visitor, ...form.headers },
        payload: form.payload.subarray(0, 600),
      });
      const body = await expectRefused(resume.id, response, 400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: serverMessages.malformedMultipart });
    });

    it('a body that is not multipart (415)', async () => {
      const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/resumes/${resume.id}/versions`,
        headers: visitor,
        payload: { title: 'Version 2' },
      });
      expect((await expectRefused(resume.id, response, 415)).message).toBe(serverMessages.notMultipart);
    });

    it('an empty file, as invalid, with the validation issue (422)', async () => {
      const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
      const body = await expectRefused(
        resume.id,
        await postVersion(resume.id, 'empty.pdf', new Uint8Array()),
        422,
      );
      expect(body).toMatchObject({ code: 'UNPROCESSABLE', message: versionMessages.invalidFile });
      expect(body.details.issues).toEqual([expect.stringMatching(/empty/i)]);
    });

    it('a file of 10 MB or more (413)', async () => {
      const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
      const response = await postVersion(resume.id, 'big.txt', noise(VALIDATE_MAX_BYTES));
      const body = await expectRefused(resume.id, response, 413);
      expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: fileManagerMessages.fileTooLarge });
    });

    it('a program renamed .pdf, with the issues validation lists (422)', async () => {
      const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
      const form = multipartBody('file', 'resume.pdf', windowsExecutable());
      const validation = await server.app.inject({
        method: 'POST',
        url: '/api/files/validate',
        headers: { ...visitor, ...form.headers },
        payload: form.payload,
      });
      const body = await expectRefused(
        resume.id,
        await postVersion(resume.id, 'resume.pdf', windowsExecutable()),
        422,
      );
      expect(body.message).toBe(versionMessages.invalidFile);
      expect(body.details.issues.length).toBeGreaterThan(0);
      expect(body.details.issues).toEqual(validation.json().validation.issues);
    });

    it('a missing, blank or overlong title, or overlong description (400, the field named)', async () => {
      const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
      const file = sampleResumeText('teacher');
      const refusedFields: Record<string, string>[] = [
        { description: 'no title' },
        { title: '   ' },
        { title: 'x'.repeat(201) },
        { title: 'ok', description: 'd'.repeat(2001) },
      ];
      for (const fields of refusedFields) {
        const body = await expectRefused(
          resume.id,
          await postVersion(resume.id, 'cv.txt', file, fields),
          400,
        );
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.message).toMatch(/^Invalid body: (title|description): /);
        expect(body.details[0].path).toMatch(/^\/(title|description)$/);
      }
    });

    it("a resume that does not exist or is another visitor's (404), and a bad resume id (400)", async () => {
      const theirs = await uploadResume('cv.txt', sampleResumeText('teacher'), asVisitor(newSessionId()));
      for (const id of [theirs.id, 987_654]) {
        const response = await postVersion(id, 'cv.txt', sampleResumeText('software-engineer'));
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(serverMessages.notFound('Resume'));
      }
      expect((await postVersion('abc', 'cv.txt', sampleResumeText('software-engineer'))).statusCode).toBe(
        400,
      );
    });
  });
});
