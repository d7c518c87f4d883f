import { AppError } from '@core/errors';
import { parseApiErrorBody } from '@shared/errors';
import { serverMessages } from '@shared/messages';
import { asVisitor, buildTestApp, newSessionId } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * The API conventions every route inherits (core spec §7-§8 and the foundation issue): visitor id
 * checks, `{ message }` errors with fitting statuses, hidden internals. Probe routes are added to the
 * real app here because the conventions must hold for any route, present or future.
 */
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  app = await buildTestApp(database);
  app.post(
    '/api/probe',
    { schema: { body: z.object({ title: z.string().trim().min(1), count: z.number().int().max(10) }) } },
    async (request) => ({ echoed: request.body }),
  );
  app.get('/api/probe/crash', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/probe/unprocessable', async () => {
    throw new AppError('UNPROCESSABLE', 'That resume has no readable text.');
  });
  await app.ready();
  return () => app.close();
});

const visitor = asVisitor(newSessionId());

function errorBodyOf(response: { json(): unknown }) {
  const body = parseApiErrorBody(response.json());
  if (!body) throw new Error(`not an error body: ${JSON.stringify(response.json())}`);
  return body;
}

describe('visitor identity', () => {
  it('refuses a call without x-session-id with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { title: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(serverMessages.missingSession);
  });

  it.each([
    'anonymous',
    'session-123-abc',
    'session-1700000000000-not-a-uuid',
    `${newSessionId()}x`,
    "session-1700000000000-' or 1=1 --",
  ])('refuses the malformed id %s with 400', async (sessionId) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: asVisitor(sessionId),
      payload: { title: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(serverMessages.malformedSession);
  });

  it('lets a well-formed id through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: visitor,
      payload: { title: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ echoed: { title: 'a', count: 1 } });
  });
});

describe('errors', () => {
  it('answers a body that fails validation with 400 and names the fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: visitor,
      payload: { title: '   ', count: 99 },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodyOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^Invalid body: /);
    expect(body.message).toContain('title');
    expect(body.message).toContain('count');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { ...visitor, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(serverMessages.malformedJson);
  });

  it('answers an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { ...visitor, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), count: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorBodyOf(response).message).toBe(serverMessages.bodyTooLarge);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { ...visitor, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=a',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBodyOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown API path with a JSON 404, session or not', async () => {
    for (const headers of [{}, visitor]) {
      const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1', headers });
      expect(response.statusCode).toBe(404);
      expect(errorBodyOf(response).message).toBe(serverMessages.routeNotFound('GET', '/api/no-such-thing'));
    }
  });

  it('keeps an AppError message and maps its code to the status', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/unprocessable', headers: visitor });
    expect(response.statusCode).toBe(422);
    expect(errorBodyOf(response).message).toBe('That resume has no readable text.');
  });

  it('hides an unexpected error behind a generic 500 with a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash', headers: visitor });
    expect(response.statusCode).toBe(500);
    const body = errorBodyOf(response);
    expect(body).toEqual({
      message: 'Internal server error',
      code: 'INTERNAL',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('keeps serving after all of the above', async () => {
    await app.inject({ method: 'GET', url: '/api/probe/crash', headers: visitor });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only the app itself and same-origin frames', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets no cache keep an API answer: personal data answers, errors and all', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/resumes', headers: visitor }),
      app.inject({ method: 'GET', url: '/api/analyses', headers: visitor }),
      app.inject({ method: 'GET', url: '/api/resumes/999', headers: visitor }),
      app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    for (const response of answers) expect(response.headers['cache-control'], response.body).toBe('no-store');
  });
});
