import { resumeListResponseSchema, resumeResponseSchema, sectionsResponseSchema } from '@shared/api/resumes';
import { serverMessages, validationMessages } from '@shared/messages';
import { multipartBody } from '@test/server/multipart';
import {
  docxWithMacro,
  noise,
  pdfWithJavaScript,
  pngBytes,
  publicPdf,
  sampleResumeDocx,
  sampleResumePdf,
  sampleResumeText,
  utf16LeWithBom,
  windowsExecutable,
  zipBomb,
} from '@test/server/sample-files';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { beforeEach, describe, expect, it } from 'vitest';

let visitor: Record<string, string>;

const server = setUpTestApp();
beforeEach(async () => {
  await server.database.reset();
  visitor = asVisitor(newSessionId());
});

function upload(fileName: string, bytes: Uint8Array, field = 'resume') {
  const body = multipartBody(field, fileName, bytes);
  return server.app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...visitor, ...body.headers },
    payload: body.payload,
  });
}

async function uploadOk(fileName: string, bytes: Uint8Array) {
  const response = await upload(fileName, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return resumeResponseSchema.parse(response.json()).resume;
}

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: visitor });

describe('POST /api/resumes', () => {
  // A PDF written by LaTeX (test/fixtures/public): read, split, and stored byte for byte.
  it('reads a real PDF: text in order, contact details, sections, and the original bytes', async () => {
    const bytes = publicPdf('resume-matcher-john-doe');
    const resume = await uploadOk('john_doe.pdf', bytes);
    expect(resume).toMatchObject({
      fileName: 'john_doe.pdf',
      fileType: 'application/pdf',
      fileSize: bytes.length,
    });
    expect(resume.originalText.startsWith('JOHN DOE')).toBe(true);
    expect(resume.textPreview).toBe(resume.originalText.slice(0, 1000));
    expect(resume.contact.email).toBe('john.doe@email.com');

    const sections = sectionsResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/sections`)).json(),
    ).sections;
    expect(sections.map((section) => section.type)).toContain('experience');
    expect(sections[0]?.type).toBe('header');

    const file = await get(`/api/resumes/${resume.id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline; filename="john_doe.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.rawPayload, Buffer.from(bytes))).toBe(0);
  });

  it('reads a generated PDF: name first, contact details, and the sections of its headings', async () => {
    const resume = await uploadOk('okafor.pdf', await sampleResumePdf('software-engineer'));
    expect(resume.originalText.startsWith('Daniel Okafor')).toBe(true);
    expect(resume.contact.email).toBe('daniel.okafor@example.com');
    const sections = sectionsResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/sections`)).json(),
    ).sections;
    expect(sections[0]?.type).toBe('header');
    expect(sections.map((section) => section.type)).toEqual(
      expect.arrayContaining(['summary', 'experience', 'projects', 'education', 'skills']),
    );
  });

  it('reads a DOCX and serves it back only as a download', async () => {
    const bytes = await sampleResumeDocx('staff-accountant');
    const resume = await uploadOk('accountant.docx', bytes);
    expect(resume.fileType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(resume.originalText.startsWith('Kevin Larsen')).toBe(true);
    expect(resume.originalText).toContain('Helped the internal audit team complete annual audits');
    const file = await get(`/api/resumes/${resume.id}/file`);
    expect(Buffer.compare(file.rawPayload, Buffer.from(bytes))).toBe(0);
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
  });

  it('reads a TXT resume, and a UTF-16 one', async () => {
    const plain = await uploadOk('sample.txt', sampleResumeText('teacher'));
    expect(plain.fileType).toBe('text/plain');
    expect(plain.originalText.startsWith('Angela Whitfield')).toBe(true);
    const utf16 = await uploadOk(
      'utf16.txt',
      utf16LeWithBom('Zoë Müller\nzoe@example.com\n\nEXPERIENCE\nBarista, Café Zürich'),
    );
    expect(utf16.originalText).toContain('Zoë Müller');
    expect(utf16.originalText).toContain('Café Zürich');
    expect(utf16.contact.email).toBe('zoe@example.com');
  });

  it('keeps only a safe file name', async () => {
    const resume = await uploadOk('../../etc/\u0007evil\u202e.txt', sampleResumeText('software-engineer'));
    expect([...resume.fileName].some((char) => '/\\\u202e'.includes(char) || char.charCodeAt(0) < 32)).toBe(
      false,
    );
    expect(resume.fileName.endsWith('.txt')).toBe(true);
  });

  describe('refuses bad files with a clear message and stores nothing', () => {
    const fiveMegabytes = 5 * 1024 * 1024;
    const cases: [string, string, () => Uint8Array | Promise<Uint8Array>, number, string | RegExp][] = [
      ['an empty file', 'cv.pdf', () => new Uint8Array(0), 400, serverMessages.emptyFile],
      [
        'a truncated PDF',
        'cv.pdf',
        () => publicPdf('resume-matcher-john-doe').slice(0, 3000),
        422,
        /damaged/,
      ],
      ['random bytes named .pdf', 'cv.pdf', () => noise(20_000), 415, validationMessages.invalidFileType],
      ['a program renamed .docx', 'cv.docx', windowsExecutable, 415, validationMessages.invalidFileType],
      [
        'a PDF named .txt',
        'cv.txt',
        () => publicPdf('resume-matcher-john-doe'),
        415,
        validationMessages.invalidFileType,
      ],
      ['a PNG named .pdf', 'cv.pdf', pngBytes, 415, validationMessages.invalidFileType],
      ['a zip bomb named .docx', 'cv.docx', () => zipBomb(200), 422, /refused/i],
      ['a DOCX with a macro', 'cv.docx', docxWithMacro, 422, /macro/i],
      ['a PDF with JavaScript', 'cv.pdf', pdfWithJavaScript, 422, /JavaScript/],
      [
        'an HTML page with an onload handler',
        'cv.html',
        () => Buffer.from('<html><body onload="alert(1)">Hi</body></html>'),
        415,
        validationMessages.invalidFileType,
      ],
      [
        '5 MB exactly',
        'cv.txt',
        () => new Uint8Array(fiveMegabytes).fill(0x61),
        413,
        validationMessages.fileTooLarge,
      ],
      [
        '5 MB + 1 byte',
        'cv.txt',
        () => new Uint8Array(fiveMegabytes + 1).fill(0x61),
        413,
        validationMessages.fileTooLarge,
      ],
    ];
    it.each(cases)('%s', async (_name, fileName, makeBytes, status, message) => {
      const response = await upload(fileName, await makeBytes());
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
      const list = resumeListResponseSchema.parse((await get('/api/resumes')).json());
      expect(list.resumes).toEqual([]);
    });

    it('a request that is not multipart', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: visitor,
        payload: { resume: 'x' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(serverMessages.notMultipart);
    });

    it('a file sent under another field name', async () => {
      const response = await upload('cv.txt', Buffer.from('hello'), 'document');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(serverMessages.missingFile('resume'));
    });
  });
});

describe('resume reads, edits and deletion', () => {
  it('lists only the visitor’s own resumes, newest first', async () => {
    const first = await uploadOk('a.txt', sampleResumeText('software-engineer'));
    const second = await uploadOk('b.txt', sampleResumeText('registered-nurse'));
    const list = resumeListResponseSchema.parse((await get('/api/resumes')).json());
    expect(list.resumes.map((resume) => resume.id)).toEqual([second.id, first.id]);
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: asVisitor(newSessionId()),
    });
    expect(other.json()).toEqual({ resumes: [] });
  });

  it('edits a section while keeping its original lines', async () => {
    const resume = await uploadOk('whitfield.pdf', await sampleResumePdf('teacher'));
    const before = sectionsResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/sections`)).json(),
    ).sections;
    const target = before[1];
    if (!target) throw new Error('expected at least two sections');
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/${target.index}`,
      headers: visitor,
      payload: { title: 'Profile', content: ['A new first line', 'A second line'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().section).toMatchObject({
      title: 'Profile',
      content: target.content,
      modifiedContent: ['A new first line', 'A second line'],
      isModified: true,
    });
    const after = sectionsResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/sections`)).json(),
    ).sections;
    expect(after[1]?.isModified).toBe(true);
    expect(after[0]?.isModified).toBe(false);
  });

  it('answers the resume with its document, as Markdown and as plain text', async () => {
    const resume = await uploadOk('okafor.txt', sampleResumeText('software-engineer'));
    const { resume: read } = resumeResponseSchema.parse((await get(`/api/resumes/${resume.id}`)).json());
    expect(read.document).toEqual(resume.document);
    expect(read.document.basics).toMatchObject({ name: 'Daniel Okafor', email: 'daniel.okafor@example.com' });
    const sections = sectionsResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/sections`)).json(),
    ).sections;
    expect(read.document.sections.map((section) => section.type)).toEqual(sections.map((s) => s.type));
    expect(read.document.sections.filter((s) => s.heading).map((s) => s.heading)).toEqual([
      'Summary',
      'Experience',
      'Projects',
      'Education',
      'Skills',
    ]);
    expect(read.markdown.startsWith('# Daniel Okafor\n')).toBe(true);
    expect(read.markdown).toContain('\n## Experience\n');
    expect(read.markdown).toContain(
      '\n### Senior Backend Engineer | Brightwave Analytics | Austin, TX | Mar 2022 – Present\n',
    );
    expect(read.documentText.startsWith('Daniel Okafor\n')).toBe(true);
    expect(read.documentText).toContain(
      '\n• Mentored 3 junior engineers and ran the backend design review process\n',
    );
  });

  it('answers the document with the visitor’s section edits, marked edited', async () => {
    const resume = await uploadOk('okafor.txt', sampleResumeText('software-engineer'));
    const sections = sectionsResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/sections`)).json(),
    ).sections;
    const experience = sections.find((section) => section.type === 'experience');
    if (!experience) throw new Error('expected an experience section');
    const edited = experience.content.map((line) =>
      line.includes('Mentored 3 junior engineers')
        ? '• Mentored 5 junior engineers through weekly pairing'
        : line,
    );
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/${experience.index}`,
      headers: visitor,
      payload: { title: experience.title, content: edited },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const { resume: read } = resumeResponseSchema.parse((await get(`/api/resumes/${resume.id}`)).json());
    const section = read.document.sections.find((s) => s.type === 'experience');
    expect(section?.isEdited).toBe(true);
    expect(read.documentText).toContain('• Mentored 5 junior engineers through weekly pairing');
    expect(read.documentText).not.toContain('Mentored 3 junior engineers');
    expect(read.markdown).toContain('\n- Mentored 5 junior engineers through weekly pairing\n');
    // The text as uploaded stays as it was.
    expect(read.originalText).toBe(resume.originalText);
    expect(read.document.sections.filter((s) => s.type !== 'experience')).toEqual(
      resume.document.sections.filter((s) => s.type !== 'experience'),
    );
  });

  it('prints the contact details of the header as edited: a deleted phone nowhere, a changed email once', async () => {
    const resume = await uploadOk('okafor.txt', sampleResumeText('software-engineer'));
    expect(resume.documentText).toContain('(512) 555-0187');
    const sections = sectionsResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/sections`)).json(),
    ).sections;
    const header = sections.find((section) => section.type === 'header');
    if (!header) throw new Error('expected a header section');
    const edited = header.content.map((line) =>
      line.replace(' | (512) 555-0187', '').replace('daniel.okafor@example.com', 'dan.okafor@example.org'),
    );
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/${header.index}`,
      headers: visitor,
      payload: { title: header.title, content: edited },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const { resume: read } = resumeResponseSchema.parse((await get(`/api/resumes/${resume.id}`)).json());
    expect(read.document.basics).toMatchObject({ name: 'Daniel Okafor', email: 'dan.okafor@example.org' });
    expect(read.document.basics.phone).toBeUndefined();
    expect(read.contact).toMatchObject({ email: 'dan.okafor@example.org' });
    expect(read.contact.phone).toBeUndefined();
    for (const written of [read.documentText, read.markdown]) {
      expect(written).not.toContain('555-0187');
      expect(written).not.toContain('daniel.okafor@example.com');
      expect(written.match(/dan\.okafor@example\.org/gu)).toHaveLength(1);
    }
  });

  it('prints no contact details when the header is edited to nothing', async () => {
    const resume = await uploadOk('okafor.txt', sampleResumeText('software-engineer'));
    const sections = sectionsResponseSchema.parse(
      (await get(`/api/resumes/${resume.id}/sections`)).json(),
    ).sections;
    const header = sections.find((section) => section.type === 'header');
    if (!header) throw new Error('expected a header section');
    await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/${header.index}`,
      headers: visitor,
      payload: { title: header.title, content: [] },
    });
    const { resume: read } = resumeResponseSchema.parse((await get(`/api/resumes/${resume.id}`)).json());
    expect(read.document.basics).toEqual({ profiles: [] });
    expect(read.documentText).not.toMatch(/Okafor|555-0187|example\.com/u);
  });

  it('refuses a malformed edit and an unknown section', async () => {
    const resume = await uploadOk('a.txt', sampleResumeText('software-engineer'));
    const patch = (index: number | string, payload: unknown) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/resumes/${resume.id}/sections/${index}`,
        headers: visitor,
        payload: payload as object,
      });
    expect((await patch(0, { title: '  ', content: [] })).statusCode).toBe(400);
    expect((await patch(0, { title: 'X', content: 'not a list' })).statusCode).toBe(400);
    expect((await patch('abc', { title: 'X', content: [] })).statusCode).toBe(400);
    expect((await patch(400, { title: 'X', content: [] })).statusCode).toBe(404);
  });

  it('deletes a resume with its sections and file', async () => {
    const resume = await uploadOk('a.txt', sampleResumeText('software-engineer'));
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/resumes/${resume.id}`,
      headers: visitor,
    });
    expect(removed.statusCode).toBe(204);
    for (const url of [
      `/api/resumes/${resume.id}`,
      `/api/resumes/${resume.id}/sections`,
      `/api/resumes/${resume.id}/file`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await get('/api/resumes/abc')).statusCode).toBe(400);
    expect((await get('/api/resumes/-1')).statusCode).toBe(400);
  });
});
