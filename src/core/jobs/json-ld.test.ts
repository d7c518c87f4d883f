import { postingFixture } from '@test/fixtures/jobs/posting-fixture';
import { describe, expect, it } from 'vitest';
import { findJobPosting, jobPostingFromHtml, jobPostingFromJson, jsonLdBlocks } from './json-ld';

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

  it('reads a careers page whose @graph holds a website, breadcrumbs and the posting', () => {
    const fields = jobPostingFromHtml(postingFixture('careers-page-json-ld.html'));
    expect(fields).toMatchObject({ title: 'Data Engineer', company: 'Acme Analytics' });
    // The HTML description keeps its headings and lists as plain text, entities decoded.
    expect(fields?.description).toMatch(/^Acme Analytics helps retailers forecast demand\./);
    expect(fields?.description).toContain(
      'What you will do\n\n• Build batch and streaming pipelines in Python and SQL',
    );
    expect(fields?.description).toContain('Salary £52,000–£60,000 & 25 days of holiday.');
    expect(fields?.description).not.toMatch(/<\/?[a-z]|&[a-z]+;/i);
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

  it('reads a title and company nested 100,000 arrays deep as absent, without overflowing the stack', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}"Chef"${']'.repeat(depth)}`;
    const json = `{"@type":"JobPosting","title":${nested(100_000)},"hiringOrganization":${nested(100_000)},
      "description":"Cook breakfast."}`;
    expect(jobPostingFromHtml(page(script(json)))).toEqual({ description: 'Cook breakfast.' });
    const shallow = '{"@type":"JobPosting","title":[["Chef"]],"hiringOrganization":[{"name":["Acme"]}]}';
    expect(jobPostingFromHtml(page(script(shallow)))).toEqual({ title: 'Chef', company: 'Acme' });
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

  it('gives only the fields a bare JobPosting has (the schema.org examples have no description)', () => {
    const bare = {
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      name: 'Mobile App Developer',
      hiringOrganization: { '@type': 'Organization', name: 'ACME Software' },
      relevantOccupation: { '@type': 'Occupation', name: 'Software Developers, Applications' },
    };
    expect(jobPostingFromHtml(script(JSON.stringify(bare)))).toEqual({
      title: 'Mobile App Developer',
      company: 'ACME Software',
    });
  });

  it('gives undefined for pages without a JobPosting', () => {
    expect(jobPostingFromHtml(page(script('{"@type": "Organization", "name": "Acme"}')))).toBeUndefined();
    expect(jobPostingFromHtml('<p>No structured data</p>')).toBeUndefined();
  });

  it('reads hand-written JSON-LD: raw line breaks, unescaped attribute quotes, a trailing comma, front matter above', () => {
    const fields = jobPostingFromHtml(postingFixture('postdoc-hand-written-json-ld.md'));
    expect(fields?.title).toBe('Postdoctoral Fellow in machine learning for crop disease detection');
    expect(fields?.company).toBe('Midwest Institute for Plant Health');
    // `<h1 id="research-challenge">` inside the JSON string is kept as a heading of the description.
    expect(fields?.description).toMatch(/^Research Challenge\n\nFungal diseases cost growers/);
    expect(fields?.description).toContain('Desired Skills\n\nExperience with Python and PyTorch');
  });

  it('drops a malformed heading tag and keeps the text after it', () => {
    // A hand-written `<h1 The Research</h1>`: the parser reads it as a tag, so its words are lost, not the posting.
    const json = `{"@type": "JobPosting", "title": "Postdoc", "description": "<h1 The Research</h1>
<p>Our lab has a postdoc opening to model soil microbes.</p>"}`;
    expect(jobPostingFromHtml(script(json))?.description).toBe(
      'Our lab has a postdoc opening to model soil microbes.',
    );
  });
});

describe('jobPostingFromJson', () => {
  it('reads a JSON document that is itself a JobPosting, with an HTML-escaped description (NHS Jobs)', () => {
    const fields = jobPostingFromJson(postingFixture('nhs-jobs-posting.json'));
    expect(fields?.title).toBe('Carpenter - Estates');
    expect(fields?.company).toBe('Riverside University Health Board');
    // The empty `<strong>&nbsp;</strong>` paragraph leaves nothing before the first sentence.
    expect(fields?.description).toMatch(
      /^An exciting opportunity has arisen to join the Estates & Facilities team/,
    );
    expect(fields?.description).toContain('Essential requirements\n\n• NVQ Level 3');
    expect(fields?.description).not.toMatch(/&amp;|&lt;|&nbsp;|<p>/);
  });

  it('accepts an already parsed value and gives undefined for other JSON', () => {
    expect(jobPostingFromJson({ '@graph': [posting] })?.title).toBe('Data Engineer');
    expect(jobPostingFromJson('{"title": "Not schema.org"}')).toBeUndefined();
  });
});

describe('findJobPosting and jsonLdBlocks', () => {
  it('matches full schema.org type URLs and stops at a reasonable depth', () => {
    expect(findJobPosting({ '@type': 'http://schema.org/JobPosting' })).toBeDefined();
    expect(findJobPosting({ '@type': 'https://schema.org/JobPosting' })).toBeDefined();
    let deep: unknown = posting;
    for (let i = 0; i < 20; i++) deep = { child: deep };
    expect(findJobPosting(deep)).toBeUndefined();
  });

  it('collects only ld+json scripts', () => {
    const html = '<script>var a = 1;</script><script type="application/ld+json">{"a":1}</script>';
    expect(jsonLdBlocks(html)).toEqual(['{"a":1}']);
  });
});
