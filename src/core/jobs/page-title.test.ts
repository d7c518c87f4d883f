import { describe, expect, it } from 'vitest';
import { looksLikeJobTitle } from './job-title-words';
import { companyEvidence, parsePageTitle, type TitleContext } from './page-title';

const context = (pageText: string, extra: Partial<TitleContext> = {}): TitleContext => ({
  pageText,
  ...extra,
});

describe('parsePageTitle', () => {
  it('strips the site name and splits "Company - Title" when the page says the company is hiring', () => {
    const page = context(
      'Centers of Excellence is hiring for GS-15 - AI Specialist.\nWork at Centers of Excellence.',
      {
        siteName: 'Join the Technology Transformation Services',
      },
    );
    expect(
      parsePageTitle(
        'Centers of Excellence - AI Specialist | Join the Technology Transformation Services',
        page,
      ),
    ).toEqual({ title: 'AI Specialist', company: 'Centers of Excellence' });
  });

  it('splits "Title - Company" when the heading is the title and the page is about the company', () => {
    const page = context('Backend Engineer\nAbout Acme\nAcme builds tools.', { h1: 'Backend Engineer' });
    expect(parsePageTitle('Backend Engineer - Acme', page)).toEqual({
      title: 'Backend Engineer',
      company: 'Acme',
    });
  });

  it('uses the host name as evidence', () => {
    const page = context('We make widgets.', { host: 'careers.acme.com' });
    expect(parsePageTitle('Data Analyst | Acme', page)).toEqual({ title: 'Data Analyst', company: 'Acme' });
  });

  it('keeps the whole title when nothing backs a split', () => {
    expect(parsePageTitle('Chef - Care Home', context('Cooking for residents.'))).toEqual({
      title: 'Chef - Care Home',
    });
    expect(parsePageTitle('Teacher - Special Education - Elementary', context('Teach.'))).toEqual({
      title: 'Teacher - Special Education - Elementary',
    });
  });

  it('drops generic "Careers" segments and reads "Careers at Acme"', () => {
    expect(parsePageTitle('Product Manager - Careers', context(''))).toEqual({ title: 'Product Manager' });
    expect(parsePageTitle('Product Manager | Careers at Acme', context(''))).toEqual({
      title: 'Product Manager',
      company: 'Acme',
    });
    expect(parsePageTitle('Product Manager – Acme Careers', context(''))).toEqual({
      title: 'Product Manager',
      company: 'Acme',
    });
  });

  it('reads the job boards\' "Company hiring Title in Place" form', () => {
    expect(parsePageTitle('Acme hiring Senior Engineer in Berlin, Germany | LinkedIn', context(''))).toEqual({
      title: 'Senior Engineer',
      company: 'Acme',
    });
    expect(parsePageTitle('Now hiring Line Cook', context(''))).toEqual({ title: 'Now hiring Line Cook' });
    expect(parsePageTitle('Senior Hiring Manager', context(''))).toEqual({ title: 'Senior Hiring Manager' });
  });

  it('splits "Title at Company" when the left side reads like a job title', () => {
    expect(parsePageTitle('Registered Nurse at St Mary Hospital', context(''))).toEqual({
      title: 'Registered Nurse',
      company: 'St Mary Hospital',
    });
    expect(parsePageTitle('Working at Heights Supervisor', context(''))).toEqual({
      title: 'Working at Heights Supervisor',
    });
  });
});

describe('companyEvidence', () => {
  it('scores presentation above bare mentions', () => {
    const text = 'Acme is hiring. We like Acme.';
    expect(companyEvidence('Acme', context(text))).toBeGreaterThanOrEqual(3);
    expect(companyEvidence('Widgets', context('Widgets and more widgets.'))).toBe(1);
    expect(companyEvidence('Nothing', context('Unrelated.'))).toBe(0);
  });
});

describe('looksLikeJobTitle', () => {
  it.each([
    ['Sr Principal Solutions Architect (AI)', true],
    ['DevOps/Site Reliability Engineer (IT Specialist)', true],
    ['Backend Entwickler (m/w/d)', true],
    ['Desarrollador Full Stack', false],
    ['Data Engineer II', true],
    ['Centers of Excellence', false],
    ['Zscaler', false],
  ])('%s -> %s', (phrase, expected) => {
    expect(looksLikeJobTitle(phrase)).toBe(expected);
  });
});
