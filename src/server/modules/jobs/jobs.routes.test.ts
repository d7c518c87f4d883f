import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { jobDescriptionListResponseSchema, jobDescriptionResponseSchema } from '@shared/api/job-descriptions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { corpusDir } from '../../testing/sample-files';
import { asVisitor, buildTestApp, newSessionId } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let postings: Server;
let postingsBase = '';
let visitor: Record<string, string>;

/** Corpus postings served on loopback, reachable only because the test allow-lists 127.0.0.1. */
beforeAll(async () => {
  postings = createServer((request, response) => {
    const file = path.join(corpusDir, 'jobs', decodeURIComponent(request.url ?? '').replace(/^\/+/, ''));
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': file.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => postings.listen(0, '127.0.0.1', resolve));
  postingsBase = `http://127.0.0.1:${(postings.address() as { port: number }).port}`;
  database = await createTestDatabase();
  app = await buildTestApp(database, { jobFetchAllowHosts: ['127.0.0.1'] });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => postings.close(resolve));
});
beforeEach(() => {
  visitor = asVisitor(newSessionId());
});

const post = (url: string, payload: object, headers = visitor) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('POST /api/job-descriptions', () => {
  it('saves a description, with "Position" and "Company" for blank title and company', async () => {
    const response = await post('/api/job-descriptions', {
      title: ' ',
      company: '',
      description: 'Build APIs in Go.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { jobDescription } = jobDescriptionResponseSchema.parse(response.json());
    expect(jobDescription).toMatchObject({
      title: 'Position',
      company: 'Company',
      description: 'Build APIs in Go.',
      url: null,
    });
  });

  it.each([
    ['no description', { title: 'Engineer' }],
    ['a blank description', { description: '   ' }],
    ['a non-http URL', { description: 'x', url: 'javascript:alert(1)' }],
    ['a malformed company URL', { description: 'x', companyUrl: 'not a url' }],
  ])('refuses %s with 400', async (_name, payload) => {
    const response = await post('/api/job-descriptions', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid body/);
  });

  it('lists only the visitor’s own, newest first', async () => {
    await post('/api/job-descriptions', { description: 'first' });
    await post('/api/job-descriptions', { description: 'second' });
    await post('/api/job-descriptions', { description: 'someone else' }, asVisitor(newSessionId()));
    const list = jobDescriptionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/job-descriptions', headers: visitor })).json(),
    );
    expect(list.jobDescriptions.map((job) => job.description)).toEqual(['second', 'first']);
  });
});

describe('POST /api/extract-job-description', () => {
  it('extracts title, company and description from a corpus posting served on loopback', async () => {
    const labels = JSON.parse(readFileSync(path.join(corpusDir, 'labels.json'), 'utf8')).jobs as Record<
      string,
      { title: string; company: string }
    >;
    const file = Object.keys(labels).find(
      (name) => name.startsWith('jobs/json/nhsjobs') && !name.includes('916245074'),
    );
    if (!file) throw new Error('expected an NHS posting in the corpus');
    const response = await post('/api/extract-job-description', {
      url: `${postingsBase}/${file.replace(/^jobs\//, '')}`,
      model: 'deepseek/deepseek-r1:free',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.title?.toLowerCase()).toBe(labels[file]?.title.toLowerCase());
    expect(data.company?.toLowerCase()).toBe(labels[file]?.company.toLowerCase());
    expect(data.description.length).toBeGreaterThan(200);
    expect(data.description).not.toMatch(/<[a-z]/i);
  });

  it.each([
    ['a loopback address that is not allow-listed', 'http://localhost:1/', 'That address is not allowed'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data', 'That address is not allowed'],
    ['a private address', 'http://10.0.0.1/', 'That address is not allowed'],
  ])('refuses %s with a clear message', async (_name, url, message) => {
    const response = await post('/api/extract-job-description', { url });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it('says so when the page is missing', async () => {
    const response = await post('/api/extract-job-description', {
      url: `${postingsBase}/no-such-posting.html`,
    });
    expect(response.json().message).toBe('That page returned 404');
  });

  it('refuses a URL that is not http(s) before fetching anything', async () => {
    const response = await post('/api/extract-job-description', { url: 'file:///etc/passwd' });
    expect(response.statusCode).toBe(400);
  });
});
