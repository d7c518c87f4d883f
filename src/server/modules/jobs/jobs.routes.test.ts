import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { extractJobPosting } from '@core/jobs/extract-job-posting';
import {
  extractJobResponseSchema,
  jobDescriptionListResponseSchema,
  jobDescriptionResponseSchema,
} from '@shared/api/job-descriptions';
import { validationMessages } from '@shared/messages';
import { atsFixture } from '@test/fixtures/jobs/ats-fixture';
import {
  type PostingFixture,
  postingContentType,
  postingFixture,
  postingFixturesDir,
} from '@test/fixtures/jobs/posting-fixture';
import { asVisitor, buildTestApp, newSessionId, setUpTestApp } from '@test/server/test-app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PageFetcher, safeFetch, safeFetchMessages } from '../../http/safe-fetch';
import { noJobFoundMessage } from './jobs.service';

const server = setUpTestApp({ jobFetchAllowHosts: ['127.0.0.1'] });
let postings: Server;
let postingsPort = 0;
let postingsBase = '';
let visitor: Record<string, string>;
/** Every path the loopback server was asked for. */
const served: string[] = [];

const hugePostingTitle = 'Night Shift Baker';
let hugeBytesSent = 0;
let hugeStopped: Promise<void> = Promise.resolve();

/** Streams a small posting page followed by 50 MB of padding, until the client hangs up. */
function sendHugePosting(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const posting = `<html><head><title>${hugePostingTitle}</title></head><body><article><h1>${hugePostingTitle}</h1>${'<p>You will bake bread and pastries for our shops overnight, keep the bakery to food hygiene standards and train new bakers. Experience in a commercial kitchen is required.</p>'.repeat(3)}</article>`;
  const padding = `<p>${'filler '.repeat(9000)}</p>`;
  hugeBytesSent = 0;
  hugeStopped = new Promise((resolve) => response.on('close', resolve));
  const pump = () => {
    while (hugeBytesSent < 50 * 1024 * 1024 && !response.destroyed) {
      const chunk = hugeBytesSent === 0 ? posting : padding;
      hugeBytesSent += Buffer.byteLength(chunk);
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  pump();
}

const specialRoutes: Record<string, (url: URL, response: ServerResponse) => void> = {
  '/redirect': (url, response) =>
    response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end(),
  '/loop': (_url, response) => response.writeHead(302, { location: '/loop' }).end(),
  '/drip': (_url, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => response.write(' '), 200);
    response.on('close', () => clearInterval(timer));
  },
  '/huge': (_url, response) => sendHugePosting(response),
  // A bare schema.org JobPosting (as in the schema.org examples): a title and a company, nothing to describe.
  '/bare-job-posting.html': (_url, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        name: 'Mobile App Developer',
        hiringOrganization: { '@type': 'Organization', name: 'ACME Software' },
      })}</script>`,
    ),
  // Only the detail fields of a schema.org example: a two-line "description" that describes no job.
  '/education-only-job-posting.html': (_url, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: 'Software Engineer',
        hiringOrganization: { '@type': 'Organization', name: 'ACME Software' },
        educationRequirements: {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'bachelor degree',
        },
        experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 60 },
      })}</script>`,
    ),
  // A one-sentence JSON-LD description in front of the full posting in the page body.
  '/short-json-ld-description.html': (_url, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: 'Sous Chef',
        hiringOrganization: { '@type': 'Organization', name: 'Acme Kitchens' },
        description: "Join Acme's kitchen in Leeds.",
      })}</script></head><body><article><h1>Sous Chef</h1>${'<p>You will plan menus, run the pass on busy evenings and train junior chefs. Experience in a commercial kitchen is required; the salary is £31,000 with meals on shift.</p>'.repeat(2)}</article></body></html>`,
    ),
};

/** The posting fixtures served on loopback, reachable only because the test allow-lists 127.0.0.1. */
beforeAll(async () => {
  postings = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    served.push(url.pathname);
    const special = specialRoutes[url.pathname];
    if (special) return special(url, response);
    const name = path.basename(decodeURIComponent(url.pathname));
    try {
      const body = readFileSync(path.join(postingFixturesDir, name));
      response.writeHead(200, { 'content-type': postingContentType(name) });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => postings.listen(0, '127.0.0.1', resolve));
  postingsPort = (postings.address() as AddressInfo).port;
  postingsBase = `http://127.0.0.1:${postingsPort}`;
});
afterAll(async () => {
  postings.closeAllConnections();
  await new Promise((resolve) => postings.close(resolve));
});
beforeEach(() => {
  visitor = asVisitor(newSessionId());
});

const post = (url: string, payload: object, headers = visitor) =>
  server.app.inject({ method: 'POST', url, headers, payload });

/** A description long enough to be analysed (src/shared/job-description-rules.ts). */
const goDescription = 'Build APIs in Go, review pull requests and keep the services running in production.';

describe('POST /api/job-descriptions', () => {
  it('saves a description, with "Position" and "Company" for blank title and company', async () => {
    const response = await post('/api/job-descriptions', {
      title: ' ',
      company: '',
      description: goDescription,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { jobDescription } = jobDescriptionResponseSchema.parse(response.json());
    expect(jobDescription).toMatchObject({
      title: 'Position',
      company: 'Company',
      description: goDescription,
      url: null,
    });
  });

  it.each([
    ['no description', { title: 'Engineer' }],
    ['a blank description', { description: '   ' }],
    ['a non-http URL', { description: goDescription, url: 'javascript:alert(1)' }],
    ['a malformed company URL', { description: goDescription, companyUrl: 'not a url' }],
  ])('refuses %s with 400', async (_name, payload) => {
    const response = await post('/api/job-descriptions', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid body|^Add the job's duties/);
  });

  it.each([
    ['five characters', 'Nurse'],
    ['49 characters', 'Care for patients on the ward and keep records ok'.slice(0, 49)],
    ['50 characters without a sentence', 'Registered Nurse – London – £38k – nights!!!!!!!!!!'],
  ])('refuses a description of %s with 400 and the rule in words', async (_name, description) => {
    const response = await post('/api/job-descriptions', { description });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.jobDescriptionTooShort);
  });

  it('lists only the visitor’s own, newest first', async () => {
    const text = (word: string) => `${word}: ${goDescription}`;
    await post('/api/job-descriptions', { description: text('first') });
    await post('/api/job-descriptions', { description: text('second') });
    await post('/api/job-descriptions', { description: text('someone else') }, asVisitor(newSessionId()));
    const list = jobDescriptionListResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/job-descriptions', headers: visitor })).json(),
    );
    expect(list.jobDescriptions.map((job) => job.description)).toEqual([text('second'), text('first')]);
  });
});

describe('POST /api/extract-job-description', () => {
  const extract = (url: string, target = server.app) =>
    target.inject({
      method: 'POST',
      url: '/api/extract-job-description',
      headers: visitor,
      payload: { url },
    });

  /** One page or record per extraction path: JSON-LD, microdata, RDFa, main content, JSON records. */
  const fixturePages: [PostingFixture, string, string | undefined][] = [
    ['careers-page-json-ld.html', 'Data Engineer', 'Acme Analytics'],
    ['json-ld-detail-fields.html', 'Line Cook', 'Harbor Diner'],
    [
      'postdoc-hand-written-json-ld.md',
      'Postdoctoral Fellow in machine learning for crop disease detection',
      'Midwest Institute for Plant Health',
    ],
    ['microdata-posting.html', 'Pharmacy Technician', 'Hillside Health Partners'],
    ['rdfa-posting.html', 'Payroll Officer', 'Northshore City Council'],
    ['government-posting.html', 'Site Reliability Engineer (IT Specialist)', 'Signpost.gov'],
    ['title-only-page.html', 'Data Analyst', 'Acme'],
    ['heading-only-page.html', 'Warehouse Team Lead', undefined],
    ['nhs-jobs-posting.json', 'Carpenter - Estates', 'Riverside University Health Board'],
    ['glassdoor-row.json', 'Data Analyst', 'Harborline'],
    ['linkedin-row.json', 'Assistant Preschool Teacher', 'Little Oaks Learning Center'],
  ];

  it.each(fixturePages)('extracts %s served on loopback', async (file, title, company) => {
    const url = `${postingsBase}/${file}`;
    const response = await extract(url);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = extractJobResponseSchema.parse(response.json());
    expect(data.title).toBe(title);
    expect(data.company).toBe(company);
    // The route gives what the extractor reads from the same bytes, as plain text.
    const expected = extractJobPosting({
      url,
      contentType: postingContentType(file),
      body: postingFixture(file),
    });
    expect(data.description).toBe(expected.description);
    expect(data.description).not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  it('says no job was found for a JobPosting without a description', async () => {
    const response = await extract(`${postingsBase}/bare-job-posting.html`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(noJobFoundMessage);
  });

  it('says no job was found for a JobPosting whose fields do not read as a job description', async () => {
    const response = await extract(`${postingsBase}/education-only-job-posting.html`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(noJobFoundMessage);
  });

  it('reads the posting from the page when the JSON-LD description is one sentence', async () => {
    const response = await extract(`${postingsBase}/short-json-ld-description.html`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = extractJobResponseSchema.parse(response.json());
    expect(data).toMatchObject({ title: 'Sous Chef', company: 'Acme Kitchens' });
    expect(data.description).toContain('You will plan menus, run the pass on busy evenings');
  });

  it('reads a Greenhouse posting from its public API, replayed from a fixture', async () => {
    const requested: string[] = [];
    const replay: PageFetcher = async (url) => {
      requested.push(url);
      if (url.startsWith('https://boards-api.greenhouse.io/'))
        return {
          url,
          status: 200,
          contentType: 'application/json',
          body: atsFixture('greenhouse'),
          truncated: false,
        };
      // The board page itself is a script shell with nothing to read.
      return { url, status: 200, contentType: 'text/html', body: '<div id="app"></div>', truncated: false };
    };
    const replayApp = await buildTestApp(server.database, {}, { fetchPage: replay });
    try {
      const response = await extract('https://boards.greenhouse.io/northwindlabs/jobs/4012345006', replayApp);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = extractJobResponseSchema.parse(response.json());
      expect(data).toMatchObject({ title: 'Senior Platform Engineer', company: 'Northwind Labs' });
      expect(data.description).not.toMatch(/<\/?[a-z][^>]*>|&lt;/i);
      expect(requested).toEqual([
        'https://boards.greenhouse.io/northwindlabs/jobs/4012345006',
        'https://boards-api.greenhouse.io/v1/boards/northwindlabs/jobs/4012345006',
      ]);
    } finally {
      await replayApp.close();
    }
  });

  it.each([
    ['a loopback address that is not allow-listed', 'http://localhost:1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data'],
    ['a private address', 'http://10.0.0.1/'],
    // (Not 127.0.0.1 encoded: URL parsing normalises it to the host this test allow-lists.)
    ['a decimal-encoded private address', 'http://167772161/'],
    ['a hex-encoded metadata address', 'http://0xA9FEA9FE/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:10.0.0.1]/'],
  ])('refuses %s with a clear message', async (_name, url) => {
    const response = await extract(url);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(safeFetchMessages.notAllowed);
  });

  it('refuses a redirect to a refused address, and no request reaches it', async () => {
    const response = await extract(
      `${postingsBase}/redirect?to=${encodeURIComponent(`http://localhost:${postingsPort}/secret`)}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(safeFetchMessages.notAllowed);
    expect(served).not.toContain('/secret');
  });

  it('stops an endless redirect loop', async () => {
    const response = await extract(`${postingsBase}/loop`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(safeFetchMessages.tooManyRedirects);
  });

  it('says so when the page is missing', async () => {
    const response = await extract(`${postingsBase}/no-such-posting.html`);
    expect(response.json().message).toBe(safeFetchMessages.badStatus(404));
  });

  it('gives up on a slow-drip server with the timeout message', async () => {
    const quickApp = await buildTestApp(
      server.database,
      {},
      { fetchPage: (url) => safeFetch(url, { allowHosts: ['127.0.0.1'], timeoutMs: 1000 }) },
    );
    try {
      const response = await extract(`${postingsBase}/drip`, quickApp);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(safeFetchMessages.timeout);
    } finally {
      await quickApp.close();
    }
  });

  it('reads a posting followed by 50 MB of padding from the first 2 MB, and stops the download', async () => {
    const response = await extract(`${postingsBase}/huge`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.title).toBe(hugePostingTitle);
    await hugeStopped;
    expect(hugeBytesSent).toBeLessThan(10 * 1024 * 1024);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.org/job',
    'gopher://example.org/',
    'data:text/html,<h1>Job</h1>',
  ])('refuses %s before fetching anything', async (url) => {
    const response = await extract(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid body/);
  });
});
