import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { hiringCompany, labelledCompany, labelledDepartment, labelledTitle } from './labelled-lines';
import { extractMainContent } from './main-content';

const read = (file: string) => readFileSync(path.join(corpusDir, file), 'utf8');

const paragraphs = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<p>Paragraph ${i + 1}: you will design reconciliations, review ledgers and work with the finance team on month-end close, audit requests and reporting.</p>`,
  ).join('');

describe('extractMainContent', () => {
  it('reads a clean HTML posting without JSON-LD (Zscaler, saved from Greenhouse)', () => {
    const fields = extractMainContent(
      read('jobs/html/samkirk-zscaler-sr-principal-solutions-architect-ai.html'),
    );
    expect(fields.title).toBe('Sr Principal Solutions Architect (AI)');
    expect(fields.company).toBe('Zscaler');
    expect(fields.description).toContain(
      'Key Responsibilities\n\n• Advise partners on integration strategies',
    );
    expect(fields.description).not.toMatch(/<[a-z/]|&amp;|&mdash;/);
  });

  it('reads a US-government posting page: the office that is hiring, not the site name', () => {
    const fields = extractMainContent(
      read('jobs/html/join-tts-archive-devops-engineer.html'),
      'https://join.tts.gsa.gov/',
    );
    expect(fields.title).toBe('DevOps/Site Reliability Engineer (IT Specialist)');
    expect(fields.company).toBe('Login.gov');
    expect(fields.description).toMatch(/^Login\.gov is hiring for GS-15/);
    expect(fields.description).not.toContain('Skip to main content');
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

  it('reads schema.org microdata', () => {
    const html = `<div itemscope itemtype="https://schema.org/JobPosting"><h2 itemprop="title">Pharmacy Technician</h2>
      <div itemprop="hiringOrganization" itemscope itemtype="https://schema.org/Organization">
      <span itemprop="name">Practice Plus Group</span></div>${paragraphs(3)}</div>`;
    expect(extractMainContent(html)).toMatchObject({
      title: 'Pharmacy Technician',
      company: 'Practice Plus Group',
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
