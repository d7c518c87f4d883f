import { multipartBody } from '@test/server/multipart';
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
        headers: asVisitor(newSessionId()),
        payload: entry.payload as never,
      });
      const missing = await app.inject({
        method: entry.method,
        url: url.replace(/\/\d+(?=\/|$)/, '/987654321'),
        headers: asVisitor(owner),
        payload: entry.payload as never,
      });
      expect(stranger.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(stranger.json().message).toBe(missing.json().message);
      const own = await app.inject({
        method: entry.method,
        url,
        headers: asVisitor(owner),
        payload: entry.payload as never,
      });
      expect(own.statusCode).toBeLessThan(300);
    });
  }
});
