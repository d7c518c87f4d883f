import { postingFixture } from '@test/fixtures/jobs/posting-fixture';
import { describe, expect, it } from 'vitest';
import { hiringCompany, labelledCompany, labelledDepartment, labelledTitle } from './labelled-lines';
import { extractMainContent } from './main-content';

const paragraphs = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<p>Paragraph ${i + 1}: you will design reconciliations, review ledgers and work with the finance team on month-end close, audit requests and reporting.</p>`,
  ).join('');

describe('extractMainContent', () => {
  it('reads a saved posting page: title from the <h1>, company from "<title>", lists kept', () => {
    const fields = extractMainContent(postingFixture('saved-posting-page.html'));
    expect(fields.title).toBe('Principal Solutions Architect (AI)');
    // "Northbeam Security" is split from the <title> because the page presents it ("About Northbeam Security").
    expect(fields.company).toBe('Northbeam Security');
    expect(fields.description).toContain(
      'Key Responsibilities\n\n• Advise partners on integration strategies',
    );
    expect(fields.description).not.toMatch(/<[a-z/]|&amp;|&mdash;/);
  });

  it('reads a government posting page: the office that is hiring, not the site name', () => {
    const fields = extractMainContent(
      postingFixture('government-posting.html'),
      'https://join.dso.example.gov/',
    );
    expect(fields.title).toBe('Site Reliability Engineer (IT Specialist)');
    expect(fields.company).toBe('Signpost.gov');
    // Readability keeps the main content: the posting starts with its first sentence, without the chrome.
    expect(fields.description).toMatch(/^Signpost\.gov is hiring for GS-14/);
    expect(fields.description).not.toMatch(/Skip to main content|Sign up for job alerts|Privacy policy/);
  });

  it('splits a title that is only in <title> from its site suffix ("Data Analyst | Acme Careers")', () => {
    const fields = extractMainContent(
      postingFixture('title-only-page.html'),
      'https://careers.example.com/42',
    );
    expect(fields).toMatchObject({ title: 'Data Analyst', company: 'Acme' });
    expect(fields.description).toMatch(/^Acme is a wholesale distributor/);
  });

  it('takes the company from og:site_name and leaves navigation and footer out', () => {
    const html = `<html><head><title>Senior Accountant | Acme Careers</title>
      <meta property="og:title" content="Senior Accountant"><meta property="og:site_name" content="Acme Careers"></head>
      <body><nav><a href="/">Home</a> <a href="/jobs">All jobs</a></nav>
      <main><article><h1>Senior Accountant</h1>${paragraphs(4)}</article></main>
      <footer>© Acme 2025 · Privacy</footer></body></html>`;
    const fields = extractMainContent(html, 'https://jobs.example.org/123');
    expect(fields).toMatchObject({ title: 'Senior Accountant', company: 'Acme' });
    expect(fields.description).toMatch(/^Paragraph 1: you will design reconciliations/);
    expect(fields.description).not.toMatch(/All jobs|Privacy/);
  });

  it('prefers a labelled "Company:" line to a job board name', () => {
    const html = `<html><head><title>Warehouse Supervisor - Tilburg | Indeed</title>
      <meta property="og:site_name" content="Indeed"></head>
      <body><h1>Warehouse Supervisor</h1><ul><li>Company: Brightlane Logistics</li><li>Location: Tilburg</li></ul>
      ${paragraphs(3)}</body></html>`;
    expect(extractMainContent(html)).toMatchObject({
      title: 'Warehouse Supervisor',
      company: 'Brightlane Logistics',
    });
  });

  it('falls back to the page text when Readability finds no article, without running scripts', () => {
    const html = `<html><head><title>Line Cook</title><script>document.title = 'changed';</script></head>
      <body><header>Menu</header><div>Line cook wanted. Experience with grills required. Apply in person.</div>
      <script>document.body.innerHTML = '<p>replaced</p>';</script></body></html>`;
    expect(extractMainContent(html)).toEqual({
      title: 'Line Cook',
      description: 'Line cook wanted. Experience with grills required. Apply in person.',
    });
  });

  it('gives no fields for an empty page', () => {
    expect(extractMainContent('')).toEqual({});
  });
});

describe('extractMainContent: the main heading names a page without <title>', () => {
  const posting =
    '<p>Welcome guests arriving late, handle check-in and keep the lobby safe overnight. Experience in a hotel is required.</p>';
  const title = (body: string, head = '') =>
    extractMainContent(`<html><head>${head}</head><body>${body}</body></html>`).title;

  it('takes the first <h2> of the main content, skipping site chrome and a cookie banner (fixture page)', () => {
    // Cookie banner "We value your privacy", header "Careers", nav "Menu", a "Jobs" heading in main: none is the job.
    expect(extractMainContent(postingFixture('heading-only-page.html')).title).toBe('Warehouse Team Lead');
  });

  it('takes an <h1> before any <h2>', () => {
    expect(title(`<h2>About us</h2><h1>Night Porter</h1>${posting}`)).toBe('Night Porter');
    expect(title(`<h1>Night Porter</h1>${posting}`)).toBe('Night Porter');
  });

  it('skips an <h1> in the site header and reads the <h2> of the article', () => {
    expect(
      title(`<header><h1>Grand Hotel</h1></header><article><h2>Night Porter</h2>${posting}</article>`),
    ).toBe('Night Porter');
    // A <header> inside the article is the posting's own header, not site chrome.
    expect(title(`<article><header><h2>Night Porter</h2></header>${posting}</article>`)).toBe('Night Porter');
  });

  it('skips a cookie heading and page names wherever they are', () => {
    expect(
      title(
        `<div class="banner"><h2>Cookie settings</h2></div><main><h2>Jobs</h2><h2>Night Porter</h2>${posting}</main>`,
      ),
    ).toBe('Night Porter');
  });

  it('reads a cookie or consent class above the main content, article or body as page state, not a banner', () => {
    // The consent check walked up to <html>: a page that remembers the visitor's choice had no title.
    const page = (body: string, bodyClass = 'cookie-consent-accepted') =>
      extractMainContent(`<html><head></head><body class="${bodyClass}">${body}</body></html>`).title;
    expect(page(`<h1>Sous Chef</h1>${posting}`)).toBe('Sous Chef');
    expect(page(`<div id="gdpr-ok"><main><h1>Sous Chef</h1>${posting}</main></div>`, '')).toBe('Sous Chef');
    expect(page(`<div class="cookies-set"><article><h2>Sous Chef</h2>${posting}</article></div>`)).toBe(
      'Sous Chef',
    );
    // A banner below them is still a banner.
    expect(
      page(
        `<main><div class="cookie-banner"><h1>Before you continue</h1></div><h1>Sous Chef</h1>${posting}</main>`,
      ),
    ).toBe('Sous Chef');
  });

  it('skips site chrome headings only when they are the whole heading', () => {
    for (const chrome of ['Skip to main content', 'Share this job', 'SEARCH JOBS', 'Main menu']) {
      expect(title(`<main><h2>${chrome}</h2><h2>Night Porter</h2>${posting}</main>`), chrome).toBe(
        'Night Porter',
      );
    }
    expect(title(`<main><h2>Menu Planner</h2>${posting}</main>`)).toBe('Menu Planner');
    expect(title(`<main><h2>Your privacy choices</h2><h2>Night Porter</h2>${posting}</main>`)).toBe(
      'Night Porter',
    );
  });

  it('uses the <h2> only when <title> and a "Job title:" line say nothing', () => {
    expect(title(`<main><h2>About the role</h2>${posting}</main>`, '<title>Night Porter</title>')).toBe(
      'Night Porter',
    );
    expect(title(`<main><h2>About the role</h2><p>Job title: Night Porter</p>${posting}</main>`)).toBe(
      'Night Porter',
    );
  });

  it('gives no title when the only headings are site chrome', () => {
    expect(
      title(`<nav><h2>Menu</h2></nav><main>${posting}</main><footer><h2>Night shift jobs</h2></footer>`),
    ).toBeUndefined();
    expect(title(`<div id="cookie-consent"><h2>Before you continue</h2></div>${posting}`)).toBeUndefined();
  });
});

describe('labelled lines', () => {
  it('reads a label with its value on the same or the next line', () => {
    expect(labelledCompany('Location: Remote\nEmployer:\nSt Mary Clinic\n')).toBe('St Mary Clinic');
    expect(labelledTitle('Job title: Front Desk Assistant')).toBe('Front Desk Assistant');
  });

  it('takes "Department:" only when it names a government department (USAJOBS)', () => {
    expect(
      labelledDepartment('Department: Department of Agriculture\nAgency: Agricultural Research Service'),
    ).toBe('Department of Agriculture');
    expect(labelledDepartment('Department: Business Development & FED')).toBeUndefined();
    expect(
      labelledCompany('Department: Department of Agriculture\nAgency: Agricultural Research Service'),
    ).toBe('Agricultural Research Service');
  });

  it('reads the company a posting introduces as hiring', () => {
    expect(hiringCompany('Menu\nlogin.gov is hiring for GS-15 - Account Manager.')).toBe('login.gov');
    expect(hiringCompany('We are hiring!')).toBeUndefined();
  });
});
