/**
 * Issue 22 §3 "Crash safety": the real server, a child process, is killed with SIGKILL while uploads, resumes
 * made from documents, new versions and analyses are in flight, then started again on the same database
 * (PGlite on disk by default, PostgreSQL with VITAE_TEST_DB=postgres). It must start cleanly, every write it
 * acknowledged must be there and whole, and nothing half-written may be visible, through the API or in the
 * tables.
 */
import { createHash } from 'node:crypto';
import type { Analysis } from '@shared/api/analysis';
import type { JobDescription } from '@shared/api/job-descriptions';
import type { Resume, ResumeSection, ResumeSummary } from '@shared/api/resumes';
import type { ResumeVersion } from '@shared/api/versions';
import { samplePosting, sampleResumeNames } from '@test/builders/resume-markup';
import { createServerDatabase, type ServerDatabase } from '@test/server/faults/server-database';
import { type SpawnedServer, spawnServer } from '@test/server/faults/spawn-server';
import { makeVisitor, type UploadedFile, type Visitor } from '@test/server/faults/visitor-client';
import { sampleResumeDocx, sampleResumePdf, sampleResumeText } from '@test/server/sample-files';
import { testDatabaseKind } from '@test/server/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const VISITORS = 4;
/** Requests in flight at once during the wave. */
const CONCURRENCY = 6;

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** One write of the wave: what was sent, and the 2xx answer if one came back before the kill. */
type Write =
  | { kind: 'upload'; visitor: Visitor; file: UploadedFile; acknowledged?: Resume }
  | { kind: 'from-document'; visitor: Visitor; acknowledged?: Resume }
  | { kind: 'version'; visitor: Visitor; file: UploadedFile; acknowledged?: ResumeVersion }
  | { kind: 'analysis'; visitor: Visitor; acknowledged?: Analysis };

interface VisitorSetUp {
  visitor: Visitor;
  job: JobDescription;
  /** Acknowledged before the wave: its versions and analyses are made during it. */
  base: Resume;
}

/** The settings of both servers: the test's database, no limit on uploads. */
const serverEnv = () => ({ ...database.env, RATE_LIMIT_UPLOAD_PER_MINUTE: '0' });

let database: ServerDatabase;
/** The server of the moment: the first, started here, then the one started after the kill. */
let server: SpawnedServer | undefined;
/** The sample resumes as PDF, Word and text files. */
let files: UploadedFile[] = [];

async function sampleFiles(): Promise<UploadedFile[]> {
  const made = sampleResumeNames.slice(0, 4).map(async (name) => [
    { fileName: `${name}.pdf`, mimeType: 'application/pdf', bytes: await sampleResumePdf(name) },
    {
      fileName: `${name}.docx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: await sampleResumeDocx(name),
    },
    { fileName: `${name}.txt`, mimeType: 'text/plain', bytes: sampleResumeText(name) },
  ]);
  return (await Promise.all(made)).flat();
}

beforeAll(async () => {
  database = await createServerDatabase();
  // The server starts while the files are made.
  [server, files] = await Promise.all([spawnServer(serverEnv()), sampleFiles()]);
});

afterAll(async () => {
  await server?.kill();
  await database?.remove();
});

/** Sends the writes `concurrency` at a time; once `killAfter` are acknowledged, kills the server mid-flight. */
async function runUntilKilled(
  baseUrl: string,
  writes: Write[],
  setUps: Map<Visitor, VisitorSetUp>,
  { killAfter, kill }: { killAfter: number; kill: () => Promise<void> },
): Promise<{ cut: number }> {
  let next = 0;
  let acknowledged = 0;
  let cut = 0;
  let killing: Promise<void> | undefined;
  async function send(write: Write) {
    const { visitor } = write;
    const setUp = setUps.get(visitor) as VisitorSetUp;
    if (write.kind === 'upload') {
      const answer = await visitor.upload<{ resume: Resume }>(baseUrl, '/api/resumes', write.file);
      if (answer.status === 201) write.acknowledged = answer.body.resume;
    } else if (write.kind === 'from-document') {
      const answer = await visitor.post<{ resume: Resume }>(baseUrl, '/api/resumes/from-document', {
        document: setUp.base.document,
      });
      if (answer.status === 201) write.acknowledged = answer.body.resume;
    } else if (write.kind === 'version') {
      const answer = await visitor.upload<{ version: ResumeVersion }>(
        baseUrl,
        `/api/resumes/${setUp.base.id}/versions`,
        write.file,
        { title: `Version of ${write.file.fileName}` },
      );
      if (answer.status === 201) write.acknowledged = answer.body.version;
    } else {
      const answer = await visitor.post<{ analysis: Analysis }>(baseUrl, '/api/analyze', {
        resumeId: setUp.base.id,
        jobDescriptionId: setUp.job.id,
      });
      if (answer.status === 201) write.acknowledged = answer.body.analysis;
    }
    if (!write.acknowledged) throw new Error(`${write.kind} was answered without a 2xx`);
  }
  async function lane() {
    while (!killing && next < writes.length) {
      const write = writes[next++] as Write;
      try {
        await send(write);
        acknowledged += 1;
        if (acknowledged >= killAfter) killing ??= kill();
      } catch (error) {
        // Only the kill may cut a request: an answer that is not 2xx before it is a failure of its own.
        if (!killing) throw error;
        cut += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  await killing;
  return { cut };
}

describe(`the server killed with SIGKILL mid-flight (${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('starts again cleanly with every acknowledged write whole and nothing half-written', async () => {
    const first = server as SpawnedServer;
    // Without dist/web in its working folder the server starts all the same, and says so.
    expect(first.output()).toContain('no built web client found');

    // Each visitor: a posting and a resume, acknowledged before the wave.
    const setUps = new Map<Visitor, VisitorSetUp>();
    const setUp = async (index: number) => {
      const visitor = makeVisitor();
      const job = await visitor.post<{ jobDescription: JobDescription }>(
        first.baseUrl,
        '/api/job-descriptions',
        { title: 'Backend Engineer', company: 'Acme', description: samplePosting('backend-engineer') },
      );
      expect(job.status).toBe(201);
      const base = await visitor.upload<{ resume: Resume }>(
        first.baseUrl,
        '/api/resumes',
        files[(index * 3 + 2) % files.length] as UploadedFile,
      );
      expect(base.status).toBe(201);
      return { visitor, job: job.body.jobDescription, base: base.body.resume };
    };
    for (const made of await Promise.all(Array.from({ length: VISITORS }, (_, index) => setUp(index))))
      setUps.set(made.visitor, made);

    // The wave: every kind of write, visitors and kinds interleaved.
    const writes: Write[] = [];
    const visitors = [...setUps.keys()];
    for (let round = 0; round < 2; round++) {
      for (const [index, visitor] of visitors.entries()) {
        const file = (offset: number) => files[(index * 3 + round + offset) % files.length] as UploadedFile;
        writes.push(
          { kind: 'upload', visitor, file: file(0) },
          { kind: 'analysis', visitor },
          { kind: 'version', visitor, file: file(1) },
          { kind: 'analysis', visitor },
        );
        if (round === 0) writes.push({ kind: 'from-document', visitor });
      }
    }
    const { cut } = await runUntilKilled(first.baseUrl, writes, setUps, {
      killAfter: Math.ceil(writes.length / 2),
      kill: first.kill,
    });
    expect(first.child.signalCode).toBe('SIGKILL');
    // Killed mid-flight: requests were cut, and others never sent.
    expect(cut).toBeGreaterThan(0);
    const acknowledged = writes.filter((write) => write.acknowledged);
    expect(acknowledged.length).toBeGreaterThanOrEqual(Math.ceil(writes.length / 2));
    expect(acknowledged.length).toBeLessThan(writes.length);

    // Started again on the same database: cleanly, and healthy.
    const second = await spawnServer(serverEnv());
    server = second;
    const visitor0 = visitors[0] as Visitor;
    const health = await visitor0.get(second.baseUrl, '/api/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
    await checkAcknowledged(second.baseUrl, setUps, acknowledged);
    await checkNothingHalfWritten(second.baseUrl, [...setUps.values()]);
    // No error logged from start to here (LOG_LEVEL=warn: pino's level 50 and up are errors).
    expect(second.output()).not.toMatch(/"level":(50|60)/);
    expect(await second.stop()).toBe(0);
    server = undefined;

    await checkTables(database);
  }, 120_000);
});

/** Every acknowledged write is there, as it was answered. */
async function checkAcknowledged(baseUrl: string, setUps: Map<Visitor, VisitorSetUp>, writes: Write[]) {
  const checkSetUp = async ({ visitor, job, base }: VisitorSetUp) => {
    const jobs = await visitor.get<{ jobDescriptions: JobDescription[] }>(baseUrl, '/api/job-descriptions');
    expect(jobs.body.jobDescriptions).toContainEqual(job);
    expect((await visitor.get(baseUrl, `/api/resumes/${base.id}`)).status).toBe(200);
  };
  const checkWrite = async (write: Write) => {
    const { visitor } = write;
    if (write.kind === 'upload' || write.kind === 'from-document') {
      const resume = write.acknowledged as Resume;
      const stored = await visitor.get<{ resume: Resume }>(baseUrl, `/api/resumes/${resume.id}`);
      expect(stored).toMatchObject({ status: 200, body: { resume } });
      const file = await visitor.bytes(baseUrl, `/api/resumes/${resume.id}/file`);
      expect(file.status).toBe(200);
      const sent = write.kind === 'upload' ? write.file.bytes : new TextEncoder().encode(resume.originalText);
      expect(digest(file.bytes)).toBe(digest(sent));
    } else if (write.kind === 'version') {
      const version = write.acknowledged as ResumeVersion;
      const base = (setUps.get(visitor) as VisitorSetUp).base;
      const list = await visitor.get<{ versions: ResumeVersion[] }>(
        baseUrl,
        `/api/resumes/${base.id}/versions`,
      );
      const { isActive: _, ...fields } = version;
      expect(list.body.versions).toContainEqual(expect.objectContaining(fields));
      const file = await visitor.bytes(baseUrl, `/api/resumes/${base.id}/versions/${version.id}/file`);
      expect(digest(file.bytes)).toBe(digest(write.file.bytes));
    } else {
      const analysis = write.acknowledged as Analysis;
      const stored = await visitor.get<{ analysis: Analysis }>(baseUrl, `/api/analyses/${analysis.id}`);
      expect(stored).toMatchObject({ status: 200, body: { analysis } });
    }
  };
  await Promise.all([...[...setUps.values()].map(checkSetUp), ...writes.map(checkWrite)]);
}

/**
 * Whatever the API shows of each visitor is whole, acknowledged or not (a write may have committed with its
 * answer lost): every resume has its file, text and sections; every version its file; exactly one version is
 * active and it is the resume's current file and text.
 */
async function checkNothingHalfWritten(baseUrl: string, setUps: VisitorSetUp[]) {
  const sentFiles = new Set(files.map((file) => digest(file.bytes)));
  const checkResume = async (visitor: Visitor, id: number) => {
    const [resume, sections, file] = await Promise.all([
      visitor.get<{ resume: Resume }>(baseUrl, `/api/resumes/${id}`),
      visitor.get<{ sections: ResumeSection[] }>(baseUrl, `/api/resumes/${id}/sections`),
      visitor.bytes(baseUrl, `/api/resumes/${id}/file`),
    ]);
    expect(resume.status).toBe(200);
    expect(resume.body.resume.originalText.trim()).not.toBe('');
    expect(sections.body.sections.length).toBeGreaterThan(0);
    expect(file.status).toBe(200);
    expect(file.bytes.byteLength).toBe(resume.body.resume.fileSize);
    const madeFromDocument = digest(new TextEncoder().encode(resume.body.resume.originalText));
    expect([...sentFiles, madeFromDocument]).toContain(digest(file.bytes));
  };
  const checkVersions = async (visitor: Visitor, resumeId: number) => {
    const versions = await visitor.get<{ versions: ResumeVersion[] }>(
      baseUrl,
      `/api/resumes/${resumeId}/versions`,
    );
    const active = versions.body.versions.filter((version) => version.isActive);
    expect(active).toHaveLength(1);
    const files = await Promise.all(
      versions.body.versions.map((version) =>
        visitor.bytes(baseUrl, `/api/resumes/${resumeId}/versions/${version.id}/file`),
      ),
    );
    for (const file of files) {
      expect(file.status).toBe(200);
      expect(sentFiles).toContain(digest(file.bytes));
    }
    const current = active[0] as ResumeVersion;
    const [resumeFile, versionFile, text, resume] = await Promise.all([
      visitor.bytes(baseUrl, `/api/resumes/${resumeId}/file`),
      visitor.bytes(baseUrl, `/api/resumes/${resumeId}/versions/${current.id}/file`),
      visitor.get<{ text: string }>(baseUrl, `/api/resumes/${resumeId}/versions/${current.id}/text`),
      visitor.get<{ resume: Resume }>(baseUrl, `/api/resumes/${resumeId}`),
    ]);
    expect(digest(resumeFile.bytes)).toBe(digest(versionFile.bytes));
    expect(resume.body.resume.originalText).toBe(text.body.text);
  };
  const checkVisitor = async ({ visitor, base }: VisitorSetUp) => {
    const list = await visitor.get<{ resumes: ResumeSummary[] }>(baseUrl, '/api/resumes');
    expect(list.status).toBe(200);
    await Promise.all([
      ...list.body.resumes.map(({ id }) => checkResume(visitor, id)),
      checkVersions(visitor, base.id),
    ]);
  };
  await Promise.all(setUps.map(checkVisitor));
}

/** The same, for every row of the tables, read straight from the database the servers left. */
async function checkTables(serverDatabase: ServerDatabase) {
  const handle = await serverDatabase.open();
  try {
    const count = async (query: ReturnType<typeof sql>) => {
      const result = (await handle.db.execute(query)) as unknown as { rows: { count: unknown }[] };
      return Number(result.rows[0]?.count);
    };
    expect(await count(sql`select count(*) as count from resumes`)).toBeGreaterThan(VISITORS);
    const halfWritten = {
      resumesWithoutFile: await count(sql`select count(*) as count from resumes r
        where not exists (select 1 from resume_files f where f.resume_id = r.id)`),
      resumesWithoutSections: await count(sql`select count(*) as count from resumes r
        where not exists (select 1 from resume_sections s where s.resume_id = r.id)`),
      filesOfAnotherSize: await count(sql`select count(*) as count from resumes r
        join resume_files f on f.resume_id = r.id where octet_length(f.data) <> r.file_size`),
      versionsWithoutFile: await count(sql`select count(*) as count from resume_versions v
        where not exists (select 1 from resume_version_files f where f.version_id = v.id)`),
      resumesWithoutOneActiveVersion: await count(sql`select count(*) as count from (
        select resume_id from resume_versions group by resume_id
        having count(*) filter (where is_active) <> 1) as resumes_with_versions`),
      activeVersionsNotCurrent: await count(sql`select count(*) as count from resume_versions v
        join resumes r on r.id = v.resume_id
        join resume_files rf on rf.resume_id = r.id
        join resume_version_files vf on vf.version_id = v.id
        where v.is_active and (v.extracted_text <> r.original_text or vf.data <> rf.data)`),
    };
    expect(halfWritten).toEqual({
      resumesWithoutFile: 0,
      resumesWithoutSections: 0,
      filesOfAnotherSize: 0,
      versionsWithoutFile: 0,
      resumesWithoutOneActiveVersion: 0,
      activeVersionsNotCurrent: 0,
    });
  } finally {
    await handle.close();
  }
}
