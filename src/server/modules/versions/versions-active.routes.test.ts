import { resumeResponseSchema } from '@shared/api/resumes';
import {
  type ResumeVersion,
  versionDiffResponseSchema,
  versionListResponseSchema,
  versionResponseSchema,
} from '@shared/api/versions';
import { fileManagerMessages, serverMessages, versionMessages } from '@shared/messages';
import { multipartBody, multipartForm } from '@test/server/multipart';
import { sampleResumeDocx, sampleResumeText } from '@test/server/sample-files';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { sql } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';

/** The active version is the resume's current file: what these tests check through the resume's own routes. */
let visitor: Record<string, string>;

const server = setUpTestApp();
beforeEach(async () => {
  await server.database.reset();
  visitor = asVisitor(newSessionId());
});

const fields = {
  title: fileManagerMessages.autoVersionTitle('2026-11-25T10:00:00.000Z'),
  description: fileManagerMessages.autoVersionDescription,
};

async function uploadResume(fileName: string, bytes: Uint8Array) {
  const body = multipartBody('resume', fileName, bytes);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...visitor, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return resumeResponseSchema.parse(response.json()).resume;
}

async function createVersion(resumeId: number, fileName: string, bytes: Uint8Array): Promise<ResumeVersion> {
  const body = multipartForm({ field: 'resume', fileName, bytes }, fields);
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/resumes/${resumeId}/versions`,
    headers: { ...visitor, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return versionResponseSchema.parse(response.json()).version;
}

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: visitor, ...(payload ? { payload } : {}) });

async function listVersions(resumeId: number) {
  return versionListResponseSchema.parse((await call('GET', `/api/resumes/${resumeId}/versions`)).json())
    .versions;
}

async function resumeOf(id: number) {
  return resumeResponseSchema.parse((await call('GET', `/api/resumes/${id}`)).json()).resume;
}

/** A resume of v1 (a text file) and v2 (a Word document, active). */
async function resumeWithTwoVersions() {
  const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
  const [first] = await listVersions(resume.id);
  const docx = await sampleResumeDocx('staff-accountant');
  const second = await createVersion(resume.id, 'larsen.docx', docx);
  if (!first) throw new Error('no version 1');
  return { resume, first, second, docx };
}

describe('the active version is the resume', () => {
  it("a new version becomes the resume's file, text and sections; section edits of the old text go", async () => {
    const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
    const edit = await call('PATCH', `/api/resumes/${resume.id}/sections/0`, {
      title: 'Header',
      content: ['Edited Name'],
    });
    expect(edit.statusCode).toBe(200);
    const { second, docx } = await (async () => {
      const bytes = await sampleResumeDocx('staff-accountant');
      return { second: await createVersion(resume.id, 'larsen.docx', bytes), docx: bytes };
    })();
    const now = await resumeOf(resume.id);
    expect(now).toMatchObject({
      fileName: 'larsen.docx',
      fileSize: docx.length,
      fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(now.originalText.startsWith('Kevin Larsen')).toBe(true);
    expect(now.documentText).not.toContain('Edited Name');
    expect(now.document.basics.name).toBe('Kevin Larsen');
    const text = (await call('GET', `/api/resumes/${resume.id}/versions/${second.id}/text`)).json().text;
    expect(now.originalText).toBe(text);
    const sections = (await call('GET', `/api/resumes/${resume.id}/sections`)).json().sections;
    expect(sections.every((section: { isModified: boolean }) => !section.isModified)).toBe(true);
    const file = await call('GET', `/api/resumes/${resume.id}/file`);
    expect(Buffer.compare(file.rawPayload, Buffer.from(docx))).toBe(0);
  });

  it('making an older version active brings its file and text back; the list has one active version', async () => {
    const { resume, first } = await resumeWithTwoVersions();
    const response = await call('POST', `/api/resumes/${resume.id}/versions/${first.id}/activate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(versionResponseSchema.parse(response.json()).version).toMatchObject({
      id: first.id,
      isActive: true,
    });
    expect((await listVersions(resume.id)).map((version) => [version.version, version.isActive])).toEqual([
      [2, false],
      [1, true],
    ]);
    const now = await resumeOf(resume.id);
    expect(now).toEqual(
      expect.objectContaining({ fileName: 'okafor.txt', originalText: resume.originalText }),
    );
    expect(now.contact.email).toBe(resume.contact.email);
    const file = await call('GET', `/api/resumes/${resume.id}/file`);
    expect(Buffer.compare(file.rawPayload, Buffer.from(sampleResumeText('software-engineer')))).toBe(0);
  });

  it('making the active version active again changes nothing: section edits stay', async () => {
    const { resume, second } = await resumeWithTwoVersions();
    await call('PATCH', `/api/resumes/${resume.id}/sections/0`, {
      title: 'Header',
      content: ['Kevin A. Larsen'],
    });
    const response = await call('POST', `/api/resumes/${resume.id}/versions/${second.id}/activate`);
    expect(response.statusCode).toBe(200);
    expect((await resumeOf(resume.id)).documentText).toContain('Kevin A. Larsen');
  });

  it('answers 404 for a version of another resume, one that does not exist, and 400 for bad ids', async () => {
    const { resume, first } = await resumeWithTwoVersions();
    const other = await uploadResume('teacher.txt', sampleResumeText('teacher'));
    const [otherFirst] = await listVersions(other.id);
    for (const url of [
      `/api/resumes/${resume.id}/versions/${otherFirst?.id}/activate`,
      `/api/resumes/${other.id}/versions/${first.id}/activate`,
      `/api/resumes/${resume.id}/versions/987654/activate`,
    ]) {
      const response = await call('POST', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(versionMessages.notFound);
    }
    for (const url of [
      'abc/versions/1/activate',
      `${resume.id}/versions/x/activate`,
      `${resume.id}/versions/0/activate`,
    ]) {
      expect((await call('POST', `/api/resumes/${url}`)).statusCode).toBe(400);
    }
    expect((await call('POST', `/api/resumes/987654/versions/${first.id}/activate`)).json().message).toBe(
      serverMessages.notFound('Resume'),
    );
  });
});

describe('DELETE /api/resumes/{id}/versions/{versionId}', () => {
  it('never deletes the last version (422)', async () => {
    const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
    const [only] = await listVersions(resume.id);
    const response = await call('DELETE', `/api/resumes/${resume.id}/versions/${only?.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNPROCESSABLE', message: versionMessages.lastVersion });
    expect(await listVersions(resume.id)).toHaveLength(1);
  });

  it('deletes an inactive version and leaves the resume as it is', async () => {
    const { resume, first, second } = await resumeWithTwoVersions();
    const before = await resumeOf(resume.id);
    const response = await call('DELETE', `/api/resumes/${resume.id}/versions/${first.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await listVersions(resume.id)).map((version) => version.id)).toEqual([second.id]);
    expect(await resumeOf(resume.id)).toEqual(before);
    for (const part of ['file', 'text']) {
      expect((await call('GET', `/api/resumes/${resume.id}/versions/${first.id}/${part}`)).statusCode).toBe(
        404,
      );
    }
    expect((await call('DELETE', `/api/resumes/${resume.id}/versions/${first.id}`)).statusCode).toBe(404);
  });

  it('deleting the active version makes the newest remaining one active, and the resume follows it', async () => {
    const { resume, first, second } = await resumeWithTwoVersions();
    const third = await createVersion(resume.id, 'teacher.txt', sampleResumeText('teacher'));
    await call('POST', `/api/resumes/${resume.id}/versions/${first.id}/activate`);
    expect((await call('DELETE', `/api/resumes/${resume.id}/versions/${first.id}`)).statusCode).toBe(204);
    const versions = await listVersions(resume.id);
    expect(versions.map((version) => [version.id, version.isActive])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    expect((await resumeOf(resume.id)).originalText.startsWith('Angela Whitfield')).toBe(true);
  });

  it("answers 404 for another visitor's version and 400 for bad ids", async () => {
    const { resume, first } = await resumeWithTwoVersions();
    const stranger = await server.app.inject({
      method: 'DELETE',
      url: `/api/resumes/${resume.id}/versions/${first.id}`,
      headers: asVisitor(newSessionId()),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call('DELETE', `/api/resumes/${resume.id}/versions/abc`)).statusCode).toBe(400);
    expect(await listVersions(resume.id)).toHaveLength(2);
  });

  it("answers 404 when a visitor names another visitor's version under a resume of their own", async () => {
    const { resume, first, second } = await resumeWithTwoVersions();
    const owner = visitor;
    visitor = asVisitor(newSessionId());
    const own = await uploadResume('teacher.txt', sampleResumeText('teacher'));
    const [ownFirst] = await listVersions(own.id);
    const base = `/api/resumes/${own.id}/versions`;
    for (const [method, url] of [
      ['GET', `${base}/${second.id}/file`],
      ['GET', `${base}/${second.id}/text`],
      ['GET', `${base}/diff?from=${ownFirst?.id}&to=${second.id}`],
      ['POST', `${base}/${first.id}/activate`],
      ['DELETE', `${base}/${first.id}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(versionMessages.notFound);
    }
    visitor = owner;
    expect((await listVersions(resume.id)).map((version) => [version.id, version.isActive])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('goes with the resume: deleting the resume deletes its versions and their files', async () => {
    const { resume } = await resumeWithTwoVersions();
    expect((await call('DELETE', `/api/resumes/${resume.id}`)).statusCode).toBe(204);
    const counts = await server.database.db.execute(
      sql`select (select count(*) from resume_versions) as versions, (select count(*) from resume_version_files) as files`,
    );
    const row = (counts as unknown as { rows: Array<{ versions: unknown; files: unknown }> }).rows[0];
    expect([Number(row?.versions), Number(row?.files)]).toEqual([0, 0]);
  });
});

describe('GET /api/resumes/{id}/versions/diff', () => {
  const lines = (summary: string, extra: string[] = []) =>
    strToU8(
      ['Jane Doe', 'jane@example.com', '', 'SUMMARY', summary, '', 'SKILLS', 'Python, SQL', ...extra].join(
        '\n',
      ),
    );

  it('answers the line diff of two versions: lines added and removed, the rest kept in order', async () => {
    const resume = await uploadResume('jane.txt', lines('Backend engineer.'));
    const [first] = await listVersions(resume.id);
    const second = await createVersion(resume.id, 'jane-2.txt', lines('Backend engineer who ships.', ['Go']));
    const response = await call(
      'GET',
      `/api/resumes/${resume.id}/versions/diff?from=${first?.id}&to=${second.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const diff = versionDiffResponseSchema.parse(response.json());
    expect(diff.from).toMatchObject({ id: first?.id, version: 1 });
    expect(diff.to).toMatchObject({ id: second.id, version: 2 });
    expect(diff.lines.filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Backend engineer.' },
      { kind: 'added', text: 'Backend engineer who ships.' },
      { kind: 'added', text: 'Go' },
    ]);
    expect(diff).toMatchObject({ added: 2, removed: 1 });
    expect(diff.lines[0]).toEqual({ kind: 'same', text: 'Jane Doe' });

    const same = versionDiffResponseSchema.parse(
      (await call('GET', `/api/resumes/${resume.id}/versions/diff?from=${second.id}&to=${second.id}`)).json(),
    );
    expect(same).toMatchObject({ added: 0, removed: 0 });
  });

  it("answers 404 for an unknown or another resume's version, 400 for missing or bad ids", async () => {
    const { resume, first, second } = await resumeWithTwoVersions();
    const other = await uploadResume('teacher.txt', sampleResumeText('teacher'));
    const [otherFirst] = await listVersions(other.id);
    for (const query of [`from=${first.id}&to=987654`, `from=${otherFirst?.id}&to=${second.id}`]) {
      const response = await call('GET', `/api/resumes/${resume.id}/versions/diff?${query}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(versionMessages.notFound);
    }
    for (const query of ['', `from=${first.id}`, `from=a&to=${second.id}`, `from=0&to=${second.id}`]) {
      const response = await call('GET', `/api/resumes/${resume.id}/versions/diff?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('version numbers under concurrent creates', () => {
  it('gives each of several creates at once its own number, and leaves exactly one version active', async () => {
    const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
    const names = [
      'teacher',
      'registered-nurse',
      'data-analyst',
      'student-intern',
      'staff-accountant',
    ] as const;
    const created = await Promise.all(
      names.map((name) => createVersion(resume.id, `${name}.txt`, sampleResumeText(name))),
    );
    expect(created.map((version) => version.version).sort()).toEqual([2, 3, 4, 5, 6]);
    const versions = await listVersions(resume.id);
    expect(versions.map((version) => version.version)).toEqual([6, 5, 4, 3, 2, 1]);
    const active = versions.filter((version) => version.isActive);
    expect(active).toHaveLength(1);
    // The resume is the active version's file.
    const activeText = (await call('GET', `/api/resumes/${resume.id}/versions/${active[0]?.id}/text`)).json()
      .text;
    expect((await resumeOf(resume.id)).originalText).toBe(activeText);
  });

  it('a first listing and a create at once still give one version 1', async () => {
    const resume = await uploadResume('okafor.txt', sampleResumeText('software-engineer'));
    const [, , created] = await Promise.all([
      listVersions(resume.id),
      listVersions(resume.id),
      createVersion(resume.id, 'teacher.txt', sampleResumeText('teacher')),
    ]);
    expect(created.version).toBe(2);
    expect((await listVersions(resume.id)).map((version) => version.version)).toEqual([2, 1]);
  });
});
