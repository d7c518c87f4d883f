import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readJsonResume } from '@core/json-resume/read-json-resume';
import type { Config } from '@server/config';
import { securityScans } from '@server/db/schema';
import { aiServerMessages } from '@shared/messages';
import { BUILT_IN_MODEL } from '@shared/models';
import { postingContentType, postingFixture } from '@test/fixtures/jobs/posting-fixture';
import { awayFromMinuteEnd } from '@test/server/minute-window';
import { multipartBody, multipartForm } from '@test/server/multipart';
import { sampleResumeText } from '@test/server/sample-files';
import { asVisitor, buildTestApp, newSessionId } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageFetcher } from './safe-fetch';
import { ownerOf } from './session';
import type { VisitorLimitKind } from './visitor-limits';

/**
 * Issue 22 §5: every expensive route is limited per visitor and minute, in the database. Three apps on one
 * database: two with every route limit at 2 (two instances of one deployment), one with every limit 0 (off),
 * which also prepares what a call needs (a resume to version or export) without counting against the limits.
 */
const LIMIT = 2;
const limited: Config['rateLimits'] = {
  aiPerMinute: 0,
  analyzePerMinute: 0,
  uploadPerMinute: LIMIT,
  extractPerMinute: LIMIT,
  optimizePerMinute: LIMIT,
  exportPerMinute: LIMIT,
  bulletsPerMinute: LIMIT,
};
const off: Config['rateLimits'] = {
  aiPerMinute: 0,
  analyzePerMinute: 0,
  uploadPerMinute: 0,
  extractPerMinute: 0,
  optimizePerMinute: 0,
  exportPerMinute: 0,
  bulletsPerMinute: 0,
};

const resumeBytes = sampleResumeText('software-engineer');
const resumeText = new TextDecoder().decode(resumeBytes);
const jsonResumeText = readFileSync(
  resolve(import.meta.dirname, '../../../test/fixtures/json-resume/full-sample.json'),
  'utf8',
);
const postingFile = 'careers-page-json-ld.html';
/** The posting every extraction reads, in place of the outside network. */
const fetchPosting: PageFetcher = async (url) => ({
  url,
  status: 200,
  contentType: postingContentType(postingFile),
  body: postingFixture(postingFile),
  truncated: false,
});

let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
let unlimited: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  [first, second, unlimited] = await Promise.all([
    buildTestApp(database, { rateLimits: limited }, { fetchPage: fetchPosting }),
    buildTestApp(database, { rateLimits: limited }, { fetchPage: fetchPosting }),
    buildTestApp(database, { rateLimits: off }, { fetchPage: fetchPosting }),
  ]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close(), unlimited?.close()]);
  await database?.close();
});
// The limits count in one-minute windows: a test's calls must fall in one.
beforeEach(() => awayFromMinuteEnd());

interface Visitor {
  sessionId: string;
  headers: Record<string, string>;
}

function newVisitor(): Visitor {
  const sessionId = newSessionId();
  return { sessionId, headers: asVisitor(sessionId) };
}

/** A resume of the visitor, uploaded through the unlimited app (so not counted). */
async function resumeOf(visitor: Visitor): Promise<number> {
  const body = multipartBody('resume', 'software-engineer.txt', resumeBytes);
  const response = await unlimited.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...visitor.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().resume.id;
}

async function resumeCount(visitor: Visitor): Promise<number> {
  const response = await unlimited.inject({ method: 'GET', url: '/api/resumes', headers: visitor.headers });
  return response.json().resumes.length;
}

interface LimitedRoute {
  kind: VisitorLimitKind;
  route: string;
  /** The answer of a call let through. */
  status: number;
  /** What a call needs (a resume), made through the unlimited app. */
  prepare?: (visitor: Visitor) => Promise<number>;
  call: (app: FastifyInstance, visitor: Visitor, prepared: number) => Promise<LightMyRequestResponse>;
  /** Upload routes: how many of what the route stores the visitor has. */
  stored?: (visitor: Visitor, prepared: number) => Promise<number>;
}

const postJson = (app: FastifyInstance, visitor: Visitor, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: visitor.headers, payload });

const routes: LimitedRoute[] = [
  {
    kind: 'upload',
    route: 'POST /api/resumes',
    status: 201,
    call: (app, visitor) => {
      const body = multipartBody('resume', 'software-engineer.txt', resumeBytes);
      return app.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: { ...visitor.headers, ...body.headers },
        payload: body.payload,
      });
    },
    stored: resumeCount,
  },
  {
    kind: 'upload',
    route: 'POST /api/files/validate',
    status: 200,
    call: (app, visitor) => {
      const body = multipartBody('file', 'software-engineer.txt', resumeBytes);
      return app.inject({
        method: 'POST',
        url: '/api/files/validate',
        headers: { ...visitor.headers, ...body.headers },
        payload: body.payload,
      });
    },
    stored: (visitor) =>
      database.db.$count(
        securityScans,
        and(eq(securityScans.owner, ownerOf(visitor.sessionId)), eq(securityScans.source, 'validation')),
      ),
  },
  {
    kind: 'upload',
    route: 'POST /api/resumes/{id}/versions',
    status: 201,
    prepare: resumeOf,
    call: (app, visitor, resumeId) => {
      const body = multipartForm(
        { field: 'resume', fileName: 'software-engineer-v2.txt', bytes: resumeBytes },
        { title: 'Tailored', description: 'For the data role' },
      );
      return app.inject({
        method: 'POST',
        url: `/api/resumes/${resumeId}/versions`,
        headers: { ...visitor.headers, ...body.headers },
        payload: body.payload,
      });
    },
    stored: async (visitor, resumeId) => {
      const response = await unlimited.inject({
        method: 'GET',
        url: `/api/resumes/${resumeId}/versions`,
        headers: visitor.headers,
      });
      return response.json().versions.length;
    },
  },
  {
    kind: 'upload',
    route: 'POST /api/resumes/from-document',
    status: 201,
    call: (app, visitor) => {
      const read = readJsonResume(jsonResumeText);
      if (!read.ok) throw new Error(read.message);
      return postJson(app, visitor, '/api/resumes/from-document', { document: read.document });
    },
    stored: resumeCount,
  },
  {
    kind: 'upload',
    route: 'POST /api/resumes/from-json-resume',
    status: 201,
    call: (app, visitor) =>
      postJson(app, visitor, '/api/resumes/from-json-resume', { jsonResume: jsonResumeText }),
    stored: resumeCount,
  },
  {
    kind: 'extract',
    route: 'POST /api/extract-job-description',
    status: 200,
    call: (app, visitor) =>
      postJson(app, visitor, '/api/extract-job-description', {
        url: 'https://jobs.example.com/data-engineer',
      }),
  },
  {
    kind: 'optimize',
    route: 'POST /api/optimize-resume',
    status: 200,
    call: (app, visitor) =>
      postJson(app, visitor, '/api/optimize-resume', { originalText: resumeText, selectedSkills: ['Kafka'] }),
  },
  {
    kind: 'export',
    route: 'POST /api/resumes/{id}/export',
    status: 200,
    prepare: resumeOf,
    call: (app, visitor, resumeId) =>
      postJson(app, visitor, `/api/resumes/${resumeId}/export`, { format: 'txt' }),
  },
  {
    kind: 'bullets',
    route: 'POST /api/generate-bullet-variations',
    status: 200,
    call: (app, visitor) =>
      postJson(app, visitor, '/api/generate-bullet-variations', {
        resumeText,
        jobDescription: 'Senior Data Engineer: Kafka, Spark, Python',
        model: BUILT_IN_MODEL,
      }),
  },
];

const minuteNow = () => Math.floor(Date.now() / 60_000);

/**
 * Runs a check whose calls must fall in one counting window (a minute of the clock). When a minute ended while
 * it ran and it failed, it runs once more, with a fresh visitor: that run has a whole minute to itself.
 */
async function inOneWindow(check: () => Promise<void>): Promise<void> {
  const started = minuteNow();
  try {
    await check();
  } catch (error) {
    if (minuteNow() === started) throw error;
    await check();
  }
}

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: aiServerMessages.rateLimited(retryAfter),
  });
}

describe.each(routes)('$route (the $kind limit)', ({ status, prepare, call, stored }) => {
  it(`lets ${LIMIT} calls a minute through, answers the next 429 with Retry-After, and keeps nothing of it`, async () => {
    await inOneWindow(async () => {
      const visitor = newVisitor();
      const prepared = (await prepare?.(visitor)) ?? 0;
      const before = await stored?.(visitor, prepared);
      for (let made = 0; made < LIMIT; made++) {
        const response = await call(first, visitor, prepared);
        expect(response.statusCode, response.body).toBe(status);
      }
      expectLimited(await call(first, visitor, prepared));
      if (stored && before !== undefined) expect(await stored(visitor, prepared)).toBe(before + LIMIT);
      // Another visitor has a count of their own.
      const other = newVisitor();
      expect((await call(first, other, (await prepare?.(other)) ?? 0)).statusCode).toBe(status);
    });
  });

  it('shares the count between two instances on one database', async () => {
    await inOneWindow(async () => {
      const visitor = newVisitor();
      const prepared = (await prepare?.(visitor)) ?? 0;
      expect((await call(first, visitor, prepared)).statusCode).toBe(status);
      expect((await call(second, visitor, prepared)).statusCode).toBe(status);
      expectLimited(await call(second, visitor, prepared));
      expectLimited(await call(first, visitor, prepared));
    });
  });

  it('is off at 0', async () => {
    const visitor = newVisitor();
    const prepared = (await prepare?.(visitor)) ?? 0;
    for (let made = 0; made <= LIMIT + 1; made++) {
      const response = await call(unlimited, visitor, prepared);
      expect(response.statusCode, response.body).toBe(status);
    }
  });
});

describe('a limited upload', () => {
  it('is refused before its body is read: a malformed multipart body is answered 429, not 400', async () => {
    await inOneWindow(async () => {
      const visitor = newVisitor();
      const upload = (payload: Uint8Array, contentType: string) =>
        first.inject({
          method: 'POST',
          url: '/api/resumes',
          headers: { ...visitor.headers, 'content-type': contentType },
          payload: Buffer.from(payload),
        });
      const malformed = () => upload(strToU8('not a multipart body'), 'multipart/form-data; boundary=x');
      // While the visitor is under the limit the body is read, and refused as malformed.
      for (let made = 0; made < LIMIT; made++) expect((await malformed()).statusCode).toBe(400);
      expectLimited(await malformed());
    });
  });
});
