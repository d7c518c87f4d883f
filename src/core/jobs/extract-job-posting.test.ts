import { samplePosting } from '@test/builders/resume-markup';
import { atsFixture } from '@test/fixtures/jobs/ats-fixture';
import { type PostingFixture, postingContentType, postingFixture } from '@test/fixtures/jobs/posting-fixture';
import { describe, expect, it } from 'vitest';
import { atsApiFor } from './ats-apis';
import {
  type ExtractedJobPosting,
  extractFromAtsResponse,
  extractJobPosting,
  type JobPostingSource,
  looksLikeJobDescription,
} from './extract-job-posting';

const extractFixture = (file: PostingFixture): ExtractedJobPosting =>
  extractJobPosting({
    url: `https://jobs.example.org/${file}`,
    contentType: postingContentType(file),
    body: postingFixture(file),
  });

/** One fixture per way a posting reaches us: where the fields come from, and what they are. */
const fixtures: [PostingFixture, JobPostingSource, string, string | undefined, RegExp][] = [
  [
    'careers-page-json-ld.html',
    'json-ld',
    'Data Engineer',
    'Acme Analytics',
    /^Acme Analytics helps retailers/,
  ],
  [
    'json-ld-detail-fields.html',
    'json-ld',
    'Line Cook',
    'Harbor Diner',
    /^Harbor Diner is hiring a line cook/,
  ],
  [
    'postdoc-hand-written-json-ld.md',
    'json-ld',
    'Postdoctoral Fellow in machine learning for crop disease detection',
    'Midwest Institute for Plant Health',
    /^Research Challenge\n\nFungal diseases/,
  ],
  [
    'microdata-posting.html',
    'microdata',
    'Pharmacy Technician',
    'Hillside Health Partners',
    /^Make a difference/,
  ],
  ['rdfa-posting.html', 'rdfa', 'Payroll Officer', 'Northshore City Council', /^Our payroll team pays/],
  [
    'government-posting.html',
    'main-content',
    'Site Reliability Engineer (IT Specialist)',
    'Signpost.gov',
    /^Signpost\.gov is hiring for GS-14/,
  ],
  [
    'saved-posting-page.html',
    'main-content',
    'Principal Solutions Architect (AI)',
    'Northbeam Security',
    /^Location: Remote - USA/,
  ],
  ['title-only-page.html', 'main-content', 'Data Analyst', 'Acme', /^Acme is a wholesale distributor/],
  // Nothing names the employer on this page but its logo link: the company stays empty.
  [
    'heading-only-page.html',
    'main-content',
    'Warehouse Team Lead',
    undefined,
    /We are looking for a Warehouse Team Lead/,
  ],
  [
    'nhs-jobs-posting.json',
    'json-ld',
    'Carpenter - Estates',
    'Riverside University Health Board',
    /^An exciting opportunity has arisen/,
  ],
  ['glassdoor-row.json', 'json', 'Data Analyst', 'Harborline', /^Are you an experienced Data Analyst/],
  [
    'linkedin-row.json',
    'json',
    'Assistant Preschool Teacher',
    'Little Oaks Learning Center',
    /^About the job/,
  ],
];

describe('extractJobPosting on the posting fixtures (HTML and JSON)', () => {
  it.each(fixtures)(
    '%s: %s gives the title, the company and the description',
    (file, source, title, company, start) => {
      const result = extractFixture(file);
      expect(result).toMatchObject({ source, title });
      expect(result.company).toBe(company);
      expect(result.description).toMatch(start);
    },
  );

  it.each(fixtures)('%s: the description is plain posting text', (file) => {
    const description = extractFixture(file).description ?? '';
    expect(description).not.toMatch(/<\/?[a-z][^>]*>|&(amp|lt|gt|quot|nbsp|#\d+);/i);
    expect(looksLikeJobDescription(description), description.slice(0, 200)).toBe(true);
  });
});

describe('extractJobPosting', () => {
  const page = (head: string, body: string) =>
    `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
  const longText =
    'You will plan menus, cook for 80 residents and keep the kitchen to food hygiene standards. '.repeat(4);

  it('names its source', () => {
    const jsonLd = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'JobPosting',
      title: 'Chef',
      hiringOrganization: 'Deepdene Care',
      description: `<p>${longText}</p>`,
    })}</script>`;
    const url = 'https://example.org/job';
    expect(extractJobPosting({ url, contentType: 'text/html', body: page(jsonLd, '') }).source).toBe(
      'json-ld',
    );
    expect(
      extractJobPosting({
        url,
        contentType: 'text/html',
        body: page('<title>Chef</title>', `<p>${longText}</p>`),
      }),
    ).toMatchObject({
      source: 'main-content',
      title: 'Chef',
    });
    expect(extractJobPosting({ url, contentType: 'text/plain', body: `Chef\n\n${longText}` })).toMatchObject({
      source: 'text',
      title: 'Chef',
    });
    const record = JSON.stringify({ title: 'Chef', company: 'Deepdene Care', description: longText });
    expect(extractJobPosting({ url, contentType: 'application/json', body: record }).source).toBe('json');
  });

  it('fills what JSON-LD leaves out from the main content', () => {
    const jsonLd = '<script type="application/ld+json">{"@type": "JobPosting", "title": "Chef"}</script>';
    const result = extractJobPosting({
      url: 'https://example.org/job',
      contentType: 'text/html',
      body: page(
        `${jsonLd}<meta property="og:site_name" content="Deepdene Care">`,
        `<article><p>${longText}</p></article>`,
      ),
    });
    expect(result).toMatchObject({ source: 'json-ld', title: 'Chef', company: 'Deepdene Care' });
    expect(result.description).toMatch(/^You will plan menus/);
  });

  it('reads the page when the JSON-LD description does not read as a posting, keeping its title and company', () => {
    // Title, company and a one-sentence description once returned early: the posting in the page was never read.
    const jsonLd = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'JobPosting',
      title: 'Sous Chef',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Kitchens' },
      description: "Join Acme's kitchen in Leeds.",
    })}</script>`;
    const extract = (body: string) =>
      extractJobPosting({
        url: 'https://example.org/job',
        contentType: 'text/html',
        body: page(jsonLd, body),
      });
    const posting = `<p>${longText}</p><p>Experience in a busy kitchen is required. Salary £31,000 and meals on shift.</p>`;
    const result = extract(`<nav>Jobs</nav><article>${posting}</article>`);
    expect(result).toMatchObject({ source: 'json-ld', title: 'Sous Chef', company: 'Acme Kitchens' });
    expect(result.description).toMatch(/^You will plan menus.*\n\nExperience in a busy kitchen is required/s);
    expect(looksLikeJobDescription(result.description ?? '')).toBe(true);
    // Without a better one in the page, the short description stays.
    expect(extract('<p>Cookies help us run this site.</p>').description).toBe(
      "Join Acme's kitchen in Leeds.",
    );
  });

  it('fills what microdata leaves out from the main content, and names microdata as the source', () => {
    const result = extractJobPosting({
      url: 'https://example.org/job',
      contentType: 'text/html',
      body: page(
        '<title>Chef | Deepdene Care Careers</title>',
        `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">Weekend Chef</h1></div><article><p>${longText}</p></article>`,
      ),
    });
    expect(result).toMatchObject({ source: 'microdata', title: 'Weekend Chef', company: 'Deepdene Care' });
    expect(result.description).toMatch(/^You will plan menus/);
  });

  it('sniffs the body when the content type says nothing useful', () => {
    const nhs = extractJobPosting({
      url: 'https://x.example/',
      contentType: '',
      body: postingFixture('nhs-jobs-posting.json'),
    });
    expect(nhs).toMatchObject({ source: 'json-ld', title: 'Carpenter - Estates' });
    const html = extractJobPosting({
      url: 'x',
      contentType: 'application/octet-stream',
      body: page('<title>Chef</title>', ''),
    });
    expect(html).toEqual({ source: 'main-content', title: 'Chef' });
  });

  it('caps the title and company at 200 characters and the description at 20,000, and omits empty fields', () => {
    const record = JSON.stringify({
      title: 'T'.repeat(300),
      company: ' ',
      description: `${'word '.repeat(5000)}`,
    });
    const result = extractJobPosting({
      url: 'https://x.example/',
      contentType: 'application/json',
      body: record,
    });
    expect(result.title).toHaveLength(200);
    expect(result.description?.length).toBeLessThanOrEqual(20_000);
    expect(result).not.toHaveProperty('company');
  });

  it('returns only the source when nothing is found', () => {
    expect(
      extractJobPosting({ url: 'https://x.example/', contentType: 'application/json', body: '{"ok": true}' }),
    ).toEqual({
      source: 'json',
    });
  });

  it('reads an applicant-tracking API response', () => {
    const api = atsApiFor(new URL('https://boards.greenhouse.io/northwindlabs/jobs/4012345006'));
    const json: unknown = JSON.parse(atsFixture('greenhouse'));
    expect(api && extractFromAtsResponse(api, json)).toMatchObject({
      source: 'ats-api',
      title: 'Senior Platform Engineer',
      company: 'Northwind Labs',
    });
    expect(api && extractFromAtsResponse(api, { unexpected: true })).toBeUndefined();
  });
});

describe('looksLikeJobDescription', () => {
  it('accepts posting descriptions in English, German and Spanish', () => {
    const samples = [
      'backend-engineer',
      'icu-nurse',
      'staff-accountant',
      'data-analyst',
      'math-teacher',
      'software-intern',
    ] as const;
    for (const name of samples) expect(looksLikeJobDescription(samplePosting(name)), name).toBe(true);
    const german =
      'Wir suchen eine:n Backend Engineer (m/w/d) in Vollzeit. Deine Aufgaben: Entwicklung von REST-APIs mit Python und ' +
      'Betrieb unserer Plattform. Dein Profil: mehrjährige Erfahrung mit Docker und sehr gute Kenntnisse in SQL. Wir bieten ' +
      'flexible Arbeitszeiten.';
    const spanish =
      'Buscamos practicante de riesgos. Requisitos: estudiante de economía, manejo de Excel. Funciones: seguimiento ' +
      'de cobranzas y mejora de procesos. Ofrecemos horario flexible y formación continua en un equipo colaborativo.';
    expect(looksLikeJobDescription(german)).toBe(true);
    expect(looksLikeJobDescription(spanish)).toBe(true);
  });

  it('rejects login walls, error pages, lists of jobs and short text', () => {
    const loginWall =
      'Sign in to view this page. Email or phone. Password. Show. Forgot password? Sign in. New here? Join now. ' +
      'By clicking Continue, you agree to the User Agreement, Privacy Policy, and Cookie Policy. Sign in with Google.';
    const notFound =
      'Page not found. The page you are looking for might have been removed, had its name changed, or is temporarily ' +
      'unavailable. Please check the address, go back to the home page, or use the search box to find what you need.';
    const jobList =
      'Open positions. Software Engineer, Berlin. Apply. Product Manager, Remote. Apply. Data Analyst, London. ' +
      'Apply. Office Manager, Madrid. Apply. Sales Lead, Paris. Apply. Designer, Lisbon. Apply. Follow us on social media.';
    for (const text of [loginWall, notFound, jobList, 'Responsibilities, requirements and salary.']) {
      expect(looksLikeJobDescription(text), text).toBe(false);
    }
  });
});
