import { type AtsProvider, atsFixture } from '@test/fixtures/jobs/ats-fixture';
import { describe, expect, it } from 'vitest';
import { atsApiFor, companyFromSlug } from './ats-apis';

const fixture = (provider: AtsProvider): unknown => JSON.parse(atsFixture(provider));

const leverId = '3f6c2a91-8d4e-4b7a-9c15-2e0f7d6b8a43';
const ashbyId = '6a1f9c3e-2b7d-4e8a-b5c4-9f0d3e2a1b67';

describe('atsApiFor', () => {
  it.each([
    [
      'https://boards.greenhouse.io/northwindlabs/jobs/4012345006',
      'greenhouse',
      'https://boards-api.greenhouse.io/v1/boards/northwindlabs/jobs/4012345006',
    ],
    [
      'https://job-boards.greenhouse.io/northwindlabs/jobs/4012345006?gh_src=abc',
      'greenhouse',
      'https://boards-api.greenhouse.io/v1/boards/northwindlabs/jobs/4012345006',
    ],
    [
      'https://boards.greenhouse.io/embed/job_app?for=northwindlabs&token=4012345006',
      'greenhouse',
      'https://boards-api.greenhouse.io/v1/boards/northwindlabs/jobs/4012345006',
    ],
    [
      `https://jobs.lever.co/lumenhealth/${leverId}`,
      'lever',
      `https://api.lever.co/v0/postings/lumenhealth/${leverId}`,
    ],
    [
      `https://jobs.lever.co/lumenhealth/${leverId}/apply`,
      'lever',
      `https://api.lever.co/v0/postings/lumenhealth/${leverId}`,
    ],
    [
      `https://jobs.eu.lever.co/lumenhealth/${leverId}`,
      'lever',
      `https://api.eu.lever.co/v0/postings/lumenhealth/${leverId}`,
    ],
    [
      `https://jobs.ashbyhq.com/tallyworks/${ashbyId}`,
      'ashby',
      'https://api.ashbyhq.com/posting-api/job-board/tallyworks?includeCompensation=false',
    ],
    [
      `https://jobs.ashbyhq.com/Tally%20Works/${ashbyId}/application`,
      'ashby',
      'https://api.ashbyhq.com/posting-api/job-board/Tally%20Works?includeCompensation=false',
    ],
    [
      'https://apply.workable.com/brightlane/j/8C2F1A9D7E/',
      'workable',
      'https://apply.workable.com/api/v1/accounts/brightlane/jobs/8C2F1A9D7E',
    ],
  ])('recognises %s', (url, provider, apiUrl) => {
    expect(atsApiFor(new URL(url))).toMatchObject({ provider, apiUrl });
  });

  it.each([
    'https://www.northwindlabs.example/careers/job?gh_jid=4012345006',
    'https://boards.greenhouse.io/northwindlabs',
    'https://boards.greenhouse.io/northwindlabs/jobs/not-a-number',
    'https://jobs.lever.co/lumenhealth',
    'https://jobs.lever.co/lumenhealth/not-a-uuid',
    'https://jobs.ashbyhq.com/tallyworks',
    'https://apply.workable.com/brightlane/',
    'https://greenhouse.io.evil.example/acme/jobs/1',
    'ftp://jobs.lever.co/lumenhealth/3f6c2a91-8d4e-4b7a-9c15-2e0f7d6b8a43',
    'https://www.linkedin.com/jobs/view/4139186774/',
  ])('does not recognise %s', (url) => {
    expect(atsApiFor(new URL(url))).toBeUndefined();
  });
});

describe('pick', () => {
  it('maps a Greenhouse job: company_name and the HTML-escaped content as plain text', () => {
    const api = atsApiFor(new URL('https://boards.greenhouse.io/northwindlabs/jobs/4012345006'));
    const fields = api?.pick(fixture('greenhouse'));
    expect(fields?.title).toBe('Senior Platform Engineer');
    expect(fields?.company).toBe('Northwind Labs');
    expect(fields?.description).toMatch(/^Northwind Labs builds logistics software/);
    expect(fields?.description).toContain("What you'll do\n\n• Own the Kubernetes platform");
    expect(fields?.description).toContain('Salary range: $165,000 – $195,000. See our benefits.');
    expect(fields?.description).not.toMatch(/&lt;|&amp;|<|https:/);
  });

  it('falls back to the board name when Greenhouse names no company', () => {
    const api = atsApiFor(new URL('https://boards.greenhouse.io/northwind-labs/jobs/4012345006'));
    const { company_name: _, ...job } = fixture('greenhouse') as Record<string, unknown>;
    expect(api?.pick(job)?.company).toBe('Northwind Labs');
  });

  it('maps a Lever posting: description, lists under their headings, additional text', () => {
    const fields = atsApiFor(new URL(`https://jobs.lever.co/lumenhealth/${leverId}`))?.pick(fixture('lever'));
    expect(fields?.title).toBe('Product Designer');
    expect(fields?.company).toBe('Lumenhealth');
    expect(fields?.description).toBe(
      [
        'Lumen Health helps 300 clinics run their appointment booking.',
        'As a Product Designer you will shape the booking flow patients use every day.',
        "What you'll do",
        '• Run usability tests with patients and clinic staff\n• Design flows in Figma and ship them with engineers',
        "What we're looking for",
        '• 4+ years of experience in product design\n• A portfolio showing research-driven work',
        'Lumen Health is an equal opportunity employer. We welcome applicants of every background.',
      ].join('\n\n'),
    );
  });

  it('picks the Ashby job by id from the whole board', () => {
    const fields = atsApiFor(new URL(`https://jobs.ashbyhq.com/tallyworks/${ashbyId}`))?.pick(
      fixture('ashby'),
    );
    expect(fields).toEqual({
      title: 'Backend Engineer',
      company: 'Tallyworks',
      description:
        'Join the team building our payments ledger in TypeScript and PostgreSQL.\n\nRequirements\n\n• 3+ years of experience with Node.js services',
    });
  });

  it('gives undefined when the Ashby board does not list the job', () => {
    const api = atsApiFor(
      new URL('https://jobs.ashbyhq.com/tallyworks/00000000-0000-4000-8000-000000000000'),
    );
    expect(api?.pick(fixture('ashby'))).toBeUndefined();
  });

  it('maps a Workable job with its requirements and benefits', () => {
    const api = atsApiFor(new URL('https://apply.workable.com/brightlane/j/8C2F1A9D7E/'));
    const fields = api?.pick(fixture('workable'));
    expect(fields?.title).toBe('Warehouse Operations Supervisor');
    expect(fields?.company).toBe('Brightlane');
    expect(fields?.description).toMatch(/^Brightlane Logistics runs three fulfilment centres/);
    expect(fields?.description).toContain(
      'Requirements\n\n• 2+ years of experience leading a warehouse team',
    );
    expect(fields?.description).toContain('Benefits\n\n• Night-shift allowance of 25%');
  });

  it.each([
    ['greenhouse', 'https://boards.greenhouse.io/northwindlabs/jobs/4012345006'],
    ['lever', `https://jobs.lever.co/lumenhealth/${leverId}`],
    ['ashby', `https://jobs.ashbyhq.com/tallyworks/${ashbyId}`],
    ['workable', 'https://apply.workable.com/brightlane/j/8C2F1A9D7E/'],
  ])('gives undefined for a malformed %s response', (_, url) => {
    const api = atsApiFor(new URL(url));
    for (const bad of [null, 'error', [], { error: 'Not found' }, { title: 42, id: 'x', jobs: 'none' }]) {
      expect(api?.pick(bad)).toBeUndefined();
    }
  });
});

describe('companyFromSlug', () => {
  it('turns a board slug into a readable name', () => {
    expect(companyFromSlug('acme-corp')).toBe('Acme Corp');
    expect(companyFromSlug('Tally%20Works')).toBe('Tally Works');
  });
});
