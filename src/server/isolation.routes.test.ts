import { multipartBody, multipartForm } from '@test/server/multipart';
import { sampleResumeText } from '@test/server/sample-files';
import { asVisitor, buildTestApp, newSessionId } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Visitor isolation: for every route that takes an id, another visitor's object answers 404,
 * exactly like one that does not exist. Add a case here with each new id-taking route: the first
 * test fails until every such route registered in the app has one.
 */
interface IsolationCase {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered, e.g. "/api/resumes/:id". */
  route: string;
  /** Creates the object as `sessionId` and returns the concrete URL that reaches it. */
  setUp: (app: FastifyInstance, sessionId: string) => Promise<string>;
  /** A body for the call, when the route needs one. */
  payload?: unknown;
  /** Headers the body needs (a multipart boundary). */
  headers?: Record<string, string>;
}

async function uploadResume(app: FastifyInstance, sessionId: string): Promise<number> {
  const body = multipartBody('resume', 'cv.txt', sampleResumeText('software-engineer'));
  const response = await app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...asVisitor(sessionId), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().resume.id;
}

/** A resume with two versions: its upload (version 1) and a second file (version 2, active). */
async function withVersions(app: FastifyInstance, sessionId: string) {
  const resumeId = await uploadResume(app, sessionId);
  const list = await app.inject({
    method: 'GET',
    url: `/api/resumes/${resumeId}/versions`,
    headers: asVisitor(sessionId),
  });
  const form = versionForm();
  const created = await app.inject({
    method: 'POST',
    url: `/api/resumes/${resumeId}/versions`,
    headers: { ...asVisitor(sessionId), ...form.headers },
    payload: form.payload,
  });
  if (created.statusCode !== 201) throw new Error(`version failed: ${created.body}`);
  const first: number = list.json().versions[0].id;
  const second: number = created.json().version.id;
  return { resumeId, first, second };
}

const versionForm = () =>
  multipartForm(
    { field: 'resume', fileName: 'cv-2.txt', bytes: sampleResumeText('teacher') },
    { title: 'Version 2' },
  );

async function analyse(app: FastifyInstance, sessionId: string): Promise<number> {
  const resumeId = await uploadResume(app, sessionId);
  const job = await app.inject({
    method: 'POST',
    url: '/api/job-descriptions',
    headers: asVisitor(sessionId),
    payload: {
      title: 'Software Engineer',
      description: 'Build web services in Python and PostgreSQL, and keep them running.',
    },
  });
  const analysis = await app.inject({
    method: 'POST',
    url: '/api/analyze',
    headers: asVisitor(sessionId),
    payload: { resumeId, jobDescriptionId: job.json().jobDescription.id },
  });
  if (analysis.statusCode !== 201) throw new Error(`analysis failed: ${analysis.body}`);
  return analysis.json().analysis.id;
}

/** One multipart body, sent as each visitor in turn. */
const newVersion = versionForm();

const cases: IsolationCase[] = [
  {
    method: 'GET',
    route: '/api/analyses/:id',
    setUp: async (app, s) => `/api/analyses/${await analyse(app, s)}`,
  },
  {
    method: 'GET',
    route: '/api/resumes/:id',
    setUp: async (app, s) => `/api/resumes/${await uploadResume(app, s)}`,
  },
  {
    method: 'GET',
    route: '/api/resumes/:id/sections',
    setUp: async (app, s) => `/api/resumes/${await uploadResume(app, s)}/sections`,
  },
  {
    method: 'PATCH',
    route: '/api/resumes/:id/sections/:index',
    setUp: async (app, s) => `/api/resumes/${await uploadResume(app, s)}/sections/0`,
    payload: { title: 'Summary', content: ['An edited line'] },
  },
  {
    method: 'GET',
    route: '/api/resumes/:id/file',
    setUp: async (app, s) => `/api/resumes/${await uploadResume(app, s)}/file`,
  },
  {
    method: 'GET',
    route: '/api/resumes/:id/versions',
    setUp: async (app, s) => `/api/resumes/${await uploadResume(app, s)}/versions`,
  },
  {
    method: 'POST',
    route: '/api/resumes/:id/versions',
    setUp: async (app, s) => `/api/resumes/${await uploadResume(app, s)}/versions`,
    payload: newVersion.payload,
    headers: newVersion.headers,
  },
  {
    method: 'GET',
    route: '/api/resumes/:id/versions/diff',
    setUp: async (app, s) => {
      const { resumeId, first, second } = await withVersions(app, s);
      return `/api/resumes/${resumeId}/versions/diff?from=${first}&to=${second}`;
    },
  },
  {
    method: 'POST',
    route: '/api/resumes/:id/versions/:versionId/activate',
    setUp: async (app, s) => {
      const { resumeId, first } = await withVersions(app, s);
      return `/api/resumes/${resumeId}/versions/${first}/activate`;
    },
  },
  {
    method: 'GET',
    route: '/api/resumes/:id/versions/:versionId/file',
    setUp: async (app, s) => {
      const { resumeId, second } = await withVersions(app, s);
      return `/api/resumes/${resumeId}/versions/${second}/file`;
    },
  },
  {
    method: 'GET',
    route: '/api/resumes/:id/versions/:versionId/text',
    setUp: async (app, s) => {
      const { resumeId, second } = await withVersions(app, s);
      return `/api/resumes/${resumeId}/versions/${second}/text`;
    },
  },
  {
    method: 'DELETE',
    route: '/api/resumes/:id/versions/:versionId',
    setUp: async (app, s) => {
      const { resumeId, second } = await withVersions(app, s);
      return `/api/resumes/${resumeId}/versions/${second}`;
    },
  },
  {
    method: 'POST',
    route: '/api/resumes/:id/export',
    setUp: async (app, s) => `/api/resumes/${await uploadResume(app, s)}/export`,
    payload: { format: 'pdf' },
  },
  {
    method: 'DELETE',
    route: '/api/resumes/:id',
    setUp: async (app, s) => `/api/resumes/${await uploadResume(app, s)}`,
  },
];

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('visitor isolation', () => {
  it('has a case for every API route that takes an id', () => {
    const idRoutes = app.routeTable
      .filter((route) => route.url.startsWith('/api/') && route.url.includes(':') && !route.isPublic)
      .map((route) => `${route.method} ${route.url}`);
    const covered = cases.map((entry) => `${entry.method} ${entry.route}`);
    expect(idRoutes.filter((route) => !covered.includes(route))).toEqual([]);
  });

  for (const entry of cases) {
    it(`${entry.method} ${entry.route}: another visitor gets 404, the owner does not`, async () => {
      const owner = newSessionId();
      const url = await entry.setUp(app, owner);
      const stranger = await app.inject({
        method: entry.method,
        url,
        headers: { ...asVisitor(newSessionId()), ...entry.headers },
        payload: entry.payload as never,
      });
      const missing = await app.inject({
        method: entry.method,
        url: url.replace(/\/\d+(?=\/|$)/, '/987654321'),
        headers: { ...asVisitor(owner), ...entry.headers },
        payload: entry.payload as never,
      });
      expect(stranger.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(stranger.json().message).toBe(missing.json().message);
      const own = await app.inject({
        method: entry.method,
        url,
        headers: { ...asVisitor(owner), ...entry.headers },
        payload: entry.payload as never,
      });
      expect(own.statusCode).toBeLessThan(300);
    });
  }
});
