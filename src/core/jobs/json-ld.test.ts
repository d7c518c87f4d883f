import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { findJobPosting, jobPostingFromHtml, jobPostingFromJson, jsonLdBlocks } from './json-ld';

const read = (file: string) => readFileSync(path.join(corpusDir, file), 'utf8');
const script = (json: string) => `<script type="application/ld+json">${json}</script>`;
const page = (...blocks: string[]) => `<html><head>${blocks.join('\n')}</head><body><p>Hi</p></body></html>`;

const posting = {
  '@type': 'JobPosting',
  title: 'Data Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Acme Analytics' },
  description: '<p>Build pipelines.</p><ul><li>Python</li><li>SQL</li></ul>',
};

describe('jobPostingFromHtml', () => {
  it('reads title, company and a plain-text description', () => {
    expect(jobPostingFromHtml(page(script(JSON.stringify(posting))))).toEqual({
      title: 'Data Engineer',
      company: 'Acme Analytics',
      description: 'Build pipelines.\n\n• Python\n• SQL',
    });
  });

  it('finds the posting inside @graph, arrays and mainEntity, and with @type as an array', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebSite', name: 'Acme' }, posting],
    };
    const array = [{ '@type': 'BreadcrumbList' }, posting];
    const nested = { '@type': 'WebPage', mainEntity: { ...posting, '@type': ['JobPosting', 'Thing'] } };
    for (const value of [graph, array, nested]) {
      expect(jobPostingFromHtml(page(script(JSON.stringify(value))))?.title).toBe('Data Engineer');
    }
  });

  it('decodes HTML-escaped descriptions and titles', () => {
    const escaped = {
      ...posting,
      title: 'R&amp;D Engineer',
      description: '&lt;p&gt;Lab &amp;amp; field work&lt;/p&gt;&lt;ul&gt;&lt;li&gt;CAD&lt;/li&gt;&lt;/ul&gt;',
    };
    expect(jobPostingFromHtml(page(script(JSON.stringify(escaped))))).toMatchObject({
      title: 'R&D Engineer',
      description: 'Lab & field work\n\n• CAD',
    });
  });

  it('skips a block that cannot be read and keeps looking', () => {
    const broken = script('{"@type": "JobPosting", "title": ');
    const other = script(JSON.stringify({ '@type': 'Organization', name: 'Acme' }));
    expect(jobPostingFromHtml(page(broken, other, script(JSON.stringify(posting))))?.company).toBe(
      'Acme Analytics',
    );
  });

  it('accepts hiringOrganization as a plain string, and name in place of title', () => {
    const value = { '@type': 'schema:JobPosting', name: 'Nurse', hiringOrganization: 'St Mary Clinic' };
    expect(jobPostingFromHtml(page(script(JSON.stringify(value))))).toEqual({
      title: 'Nurse',
      company: 'St Mary Clinic',
    });
  });

  it('builds a description from responsibilities and qualifications when there is none', () => {
    const value = {
      '@type': 'JobPosting',
      title: 'Chef',
      responsibilities: 'Plan menus',
      qualifications: 'Food hygiene',
    };
    expect(jobPostingFromHtml(page(script(JSON.stringify(value))))?.description).toBe(
      'Responsibilities\nPlan menus\n\nQualifications\nFood hygiene',
    );
  });

  it('gives undefined for pages without a JobPosting', () => {
    expect(jobPostingFromHtml(page(script('{"@type": "Organization", "name": "Acme"}')))).toBeUndefined();
    expect(jobPostingFromHtml('<p>No structured data</p>')).toBeUndefined();
  });

  it('reads hand-written JSON-LD with raw line breaks and unescaped attribute quotes (USDA ARS postings)', () => {
    const lsh = jobPostingFromHtml(
      read('jobs/html/usda-ars-rivers-lab-lsh-metagenomics-postdoc-2022-jsonld.md'),
    );
    expect(lsh?.title).toBe(
      'Postdoctoral Fellow in locality sensitive hashing for petabyte-scale metagenomic search',
    );
    expect(lsh?.company).toBe('United States Department of Agriculture, Agricultural Research Service');
    expect(lsh?.description).toMatch(/^Scientific Challenge\n\nThe Sequence Read Archive/);
    const soil = jobPostingFromHtml(
      read('jobs/html/usda-ars-rivers-lab-soil-microbiome-postdoc-2021-jsonld.md'),
    );
    expect(soil?.company).toBe('University of Florida');
    expect(soil?.description).toMatch(/^Our lab has a postdoc opening/);
  });

  it('reads the schema.org examples', () => {
    expect(jobPostingFromHtml(read('jobs/html/schemaorg-eg-0251-jobposting-jsonld.html'))).toEqual({
      title: 'Mobile App Developer',
      company: 'ACME Software',
    });
    expect(jobPostingFromHtml(read('jobs/html/schemaorg-eg-0280-jobposting-jsonld.html'))).toEqual({
      title: 'Systems Research Engineer',
    });
  });
});

describe('jobPostingFromJson', () => {
  it('reads a JSON document that is itself a JobPosting (NHS Jobs)', () => {
    const fields = jobPostingFromJson(read('jobs/json/nhsjobs-916251534.json'));
    expect(fields?.title).toBe('Carpenter');
    expect(fields?.company).toBe('Cardiff and Vale University Health Board');
    expect(fields?.description).toMatch(
      /^An exciting opportunity has arisen to join the Capital, Estates & Facilities/,
    );
    expect(fields?.description).not.toMatch(/&amp;|&lt;|<p>/);
  });

  it('accepts an already parsed value and gives undefined for other JSON', () => {
    expect(jobPostingFromJson({ '@graph': [posting] })?.title).toBe('Data Engineer');
    expect(jobPostingFromJson('{"title": "Not schema.org"}')).toBeUndefined();
  });
});

describe('findJobPosting and jsonLdBlocks', () => {
  it('matches full schema.org type URLs and stops at a reasonable depth', () => {
    expect(findJobPosting({ '@type': 'http://schema.org/JobPosting' })).toBeDefined();
    let deep: unknown = posting;
    for (let i = 0; i < 20; i++) deep = { child: deep };
    expect(findJobPosting(deep)).toBeUndefined();
  });

  it('collects only ld+json scripts', () => {
    const html = '<script>var a = 1;</script><script type="application/ld+json">{"a":1}</script>';
    expect(jsonLdBlocks(html)).toEqual(['{"a":1}']);
  });
});
