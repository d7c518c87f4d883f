import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import { beforeAll, describe, expect, it } from 'vitest';
import { atsApiFor } from './ats-apis';
import {
  type ExtractedJobPosting,
  extractFromAtsResponse,
  extractJobPosting,
  looksLikeJobDescription,
} from './extract-job-posting';
import {
  contentTypeOf,
  knownMisses,
  labelledPostings,
  normaliseLabel,
  readCorpus,
} from './fixtures/corpus-postings';
import { countJobWords } from './job-words';

const results = new Map<string, ExtractedJobPosting>();
beforeAll(() => {
  for (const [file] of labelledPostings) {
    const url = `https://jobs.example.org/${path.basename(file)}`;
    results.set(file, extractJobPosting({ url, contentType: contentTypeOf(file), body: readCorpus(file) }));
  }
});

describe('extractJobPosting on the corpus postings (HTML and JSON)', () => {
  it.each(labelledPostings)('%s: title and company match the label', (file, label) => {
    const result = results.get(file);
    const miss = knownMisses[file];
    const check = (field: 'title' | 'company') => {
      const matches = normaliseLabel(result?.[field]) === normaliseLabel(label[field]);
      expect(matches, `${field}: got "${result?.[field]}", label "${label[field]}"`).toBe(!miss?.[field]);
    };
    check('title');
    check('company');
  });

  it.each(labelledPostings)('%s: the description starts with real posting text', (file, label) => {
    const description = results.get(file)?.description;
    // The schema.org examples are bare JobPosting snippets with no description at all.
    if (file.includes('schemaorg-eg-')) return expect(description).toBeUndefined();
    const start = description?.slice(0, 200) ?? '';
    expect(start).not.toMatch(/<\/?[a-z][^>]*>|&(amp|lt|gt|quot|nbsp|#\d+);/i);
    // Posting text names the job, the employer or a skill, or at least talks like a posting ("salary", "experience").
    const words = [label.title, label.company, ...label.skills_required, ...label.skills_preferred]
      .flatMap((phrase) => (phrase ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
      .filter((word) => word.length >= 4);
    const isPostingText =
      words.some((word) => start.toLowerCase().includes(word)) || countJobWords(start) > 0;
    expect(isPostingText, start).toBe(true);
  });

  it('gets title and company right for most postings (share reported)', () => {
    const right = labelledPostings.filter(
      ([file, label]) =>
        normaliseLabel(results.get(file)?.title) === normaliseLabel(label.title) &&
        normaliseLabel(results.get(file)?.company) === normaliseLabel(label.company),
    );
    console.info(
      `job extraction: title and company right for ${right.length}/${labelledPostings.length} corpus postings`,
    );
    expect(right.length).toBe(labelledPostings.length - Object.keys(knownMisses).length);
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

  it('sniffs the body when the content type says nothing useful', () => {
    const nhs = extractJobPosting({
      url: 'https://x.example/',
      contentType: '',
      body: readCorpus('jobs/json/nhsjobs-916242134.json'),
    });
    expect(nhs).toMatchObject({ source: 'json-ld', title: 'Employment Solicitor' });
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
    const json: unknown = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'fixtures/ats-greenhouse.json'), 'utf8'),
    );
    expect(api && extractFromAtsResponse(api, json)).toMatchObject({
      source: 'ats-api',
      title: 'Senior Platform Engineer',
      company: 'Northwind Labs',
    });
    expect(api && extractFromAtsResponse(api, { unexpected: true })).toBeUndefined();
  });
});

describe('looksLikeJobDescription', () => {
  it('accepts every corpus posting description, in English, German and Spanish', () => {
    for (const kind of ['html', 'json', 'txt']) {
      for (const name of readdirSync(path.join(corpusDir, 'jobs', kind))) {
        const file = `jobs/${kind}/${name}`;
        const contentType =
          kind === 'json' ? 'application/json' : kind === 'html' ? 'text/html' : 'text/plain';
        const { description } = extractJobPosting({
          url: 'https://x.example/',
          contentType,
          body: readCorpus(file),
        });
        if (description && description.length > 200)
          expect(looksLikeJobDescription(description), file).toBe(true);
      }
    }
    const spanish =
      'Buscamos practicante de riesgos. Requisitos: estudiante de economía, manejo de Excel. Funciones: seguimiento ' +
      'de cobranzas y mejora de procesos. Ofrecemos horario flexible y formación continua en un equipo colaborativo.';
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
