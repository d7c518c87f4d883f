import { postingFixture } from '@test/fixtures/jobs/posting-fixture';
import { describe, expect, it } from 'vitest';
import { jobFieldsFromJobPosting } from './json-ld';
import { markupJobPostings } from './schema-org-markup';

const microdataFields = (html: string) => {
  const node = markupJobPostings(html).microdata;
  return node && jobFieldsFromJobPosting(node);
};
const rdfaFields = (html: string) => {
  const node = markupJobPostings(html).rdfa;
  return node && jobFieldsFromJobPosting(node);
};

describe('schema.org JobPosting as microdata', () => {
  it('reads title, the nested organization name and the description of a posting page', () => {
    const fields = microdataFields(postingFixture('microdata-posting.html'));
    expect(fields).toMatchObject({ title: 'Pharmacy Technician', company: 'Hillside Health Partners' });
    expect(fields?.description).toMatch(/^Make a difference from day one!/);
    expect(fields?.description).toContain('What you will do\n\n• Dispense and check medicines');
    // The apply link and the navigation are outside itemprop="description".
    expect(fields?.description).not.toMatch(/Apply now|Search jobs/);
  });

  it('reads the other properties as a JSON-LD node would have them (datePosted, jobLocation, employmentType)', () => {
    const node = markupJobPostings(postingFixture('microdata-posting.html')).microdata;
    expect(node).toMatchObject({
      '@type': ['JobPosting'],
      datePosted: '2025-02-10',
      employmentType: 'Full-time',
      hiringOrganization: { '@type': ['Organization'], sameAs: 'https://hillside-health.example' },
      jobLocation: { address: { addressLocality: 'Wolverhampton' } },
    });
  });

  it('accepts http and https schema.org types, and values from content attributes', () => {
    for (const scheme of ['http', 'https']) {
      const html = `<div itemscope itemtype="${scheme}://schema.org/JobPosting">
        <meta itemprop="title" content="Night Porter"><span itemprop="hiringOrganization">Grand Hotel</span></div>`;
      expect(microdataFields(html), scheme).toEqual({ title: 'Night Porter', company: 'Grand Hotel' });
    }
  });

  it('assembles the description from the detail properties, as for JSON-LD', () => {
    const html = `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">Line Cook</h1>
      <p itemprop="description">Cook breakfast for our guests.</p>
      <ul><li itemprop="responsibilities">Run the grill</li><li itemprop="responsibilities">Prep vegetables</li></ul>
      <div itemprop="educationRequirements" itemscope itemtype="https://schema.org/EducationalOccupationalCredential">
        <meta itemprop="credentialCategory" content="high school"></div></div>`;
    expect(microdataFields(html)?.description).toBe(
      'Cook breakfast for our guests.\n\nResponsibilities\n• Run the grill\n• Prep vegetables\n\nEducation\nHigh school',
    );
  });

  it('keeps the properties of a nested item to that item', () => {
    // The organization's description must not become the posting's.
    const html = `<div itemscope itemtype="https://schema.org/JobPosting"><span itemprop="title">Cook</span>
      <div itemprop="hiringOrganization" itemscope itemtype="https://schema.org/Organization">
        <span itemprop="name">Harbor Diner</span><p itemprop="description">A family diner since 1962.</p></div></div>`;
    expect(microdataFields(html)).toEqual({ title: 'Cook', company: 'Harbor Diner' });
  });

  it('keeps text that reads like a tag ("Acme <b>") rather than taking it for escaped HTML', () => {
    const html = `<div itemscope itemtype="https://schema.org/JobPosting"><meta itemprop="title" content="Chef <b>">
      <span itemprop="hiringOrganization">Acme &lt;b&gt;</span>
      <p itemprop="description">Use &lt;p&gt; for paragraphs and <b>bold</b> for names.</p></div>`;
    expect(microdataFields(html)).toEqual({
      title: 'Chef <b>',
      company: 'Acme <b>',
      description: 'Use <p> for paragraphs and bold for names.',
    });
  });

  it('takes only schema.org properties: bare names and schema.org URLs, not "og:title" or other URLs', () => {
    const html = `<div itemscope itemtype="https://schema.org/JobPosting">
      <meta itemprop="og:title" content="Acme is hiring!"><h1 itemprop="https://schema.org/title">Chef</h1>
      <span itemprop="https://example.org/hiringOrganization">Example</span><span itemprop="hiringOrganization">Acme</span>
      <p itemprop="og:description">Acme is hiring!</p><p itemprop="schema:description">Cook for our guests.</p></div>`;
    expect(microdataFields(html)).toEqual({
      title: 'Chef',
      company: 'Acme',
      description: 'Cook for our guests.',
    });
  });

  it('ignores items of other types and pages without microdata', () => {
    const organization = `<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme</span></div>`;
    const lookalike = `<div itemscope itemtype="https://example.org/JobPosting"><span itemprop="title">Cook</span></div>`;
    expect(markupJobPostings(organization).microdata).toBeUndefined();
    expect(markupJobPostings(lookalike).microdata).toBeUndefined();
    expect(markupJobPostings('<h1>Cook</h1><p>itemprop="title"</p>').microdata).toBeUndefined();
  });
});

describe('schema.org JobPosting as RDFa', () => {
  it('reads title, the nested organization name and the description under vocab="http://schema.org/"', () => {
    const fields = rdfaFields(postingFixture('rdfa-posting.html'));
    expect(fields).toMatchObject({ title: 'Payroll Officer', company: 'Northshore City Council' });
    expect(fields?.description).toMatch(/^Our payroll team pays 4,200 council staff/);
    expect(fields?.description).toContain('• Run monthly and weekly payrolls');
  });

  it('reads dates from content and datetime attributes', () => {
    expect(markupJobPostings(postingFixture('rdfa-posting.html')).rdfa).toMatchObject({
      datePosted: '2025-04-28',
      validThrough: '2025-05-30',
    });
  });

  it('accepts https schema.org, the schema: prefix and full type URLs', () => {
    const body = '<h2 property="title">Night Porter</h2><p property="hiringOrganization">Grand Hotel</p>';
    const prefixed = body.replace(/property="/g, 'property="schema:');
    for (const html of [
      `<div vocab="https://schema.org/" typeof="JobPosting">${body}</div>`,
      `<div vocab="https://schema.org/"><section typeof="JobPosting">${body}</section></div>`,
      `<div prefix="schema: https://schema.org/" typeof="schema:JobPosting">${prefixed}</div>`,
      `<div typeof="schema:JobPosting">${prefixed}</div>`,
      `<div typeof="http://schema.org/JobPosting">${body}</div>`,
    ]) {
      expect(rdfaFields(html), html).toEqual({ title: 'Night Porter', company: 'Grand Hotel' });
    }
  });

  it('ignores a JobPosting type of another vocabulary, or with no vocabulary', () => {
    const body = '<h2 property="title">Night Porter</h2>';
    expect(
      markupJobPostings(`<div vocab="https://example.org/" typeof="JobPosting">${body}</div>`).rdfa,
    ).toBeUndefined();
    expect(markupJobPostings(`<div typeof="JobPosting">${body}</div>`).rdfa).toBeUndefined();
    expect(
      markupJobPostings(`<div prefix="schema: https://example.org/" typeof="schema:JobPosting">${body}</div>`)
        .rdfa,
    ).toBeUndefined();
  });

  it('takes only schema.org properties: not "og:title" inside the item, nor terms of another vocabulary', () => {
    // Before, every prefix was dropped: og:title came first and became the title ("Acme is hiring!").
    const ogTitle = '<meta property="og:title" content="Acme is hiring!">';
    for (const html of [
      `<div vocab="https://schema.org/" typeof="JobPosting">${ogTitle}<h1 property="title">Chef</h1></div>`,
      `<div vocab="https://schema.org/" prefix="og: https://ogp.me/ns#" typeof="JobPosting">${ogTitle}
        <h1 property="schema:title">Chef</h1></div>`,
      `<div typeof="schema:JobPosting">${ogTitle}<h1 property="https://schema.org/title">Chef</h1></div>`,
    ]) {
      expect(rdfaFields(html), html).toEqual({ title: 'Chef' });
    }
    const otherVocabularies = `<div vocab="https://schema.org/" typeof="JobPosting"><h1 property="title">Chef</h1>
      <p property="https://example.org/hiringOrganization">Example</p>
      <div vocab="https://example.org/"><p property="description">Not a schema.org description.</p></div>
      <p property="hiringOrganization">Acme</p></div>`;
    expect(rdfaFields(otherVocabularies)).toEqual({ title: 'Chef', company: 'Acme' });
  });

  it('does not take Open Graph meta tags outside the item as its properties', () => {
    const html = `<head><meta property="og:title" content="Careers"><meta property="title" content="Home"></head>
      <body vocab="https://schema.org/"><div typeof="JobPosting"><h1 property="title">Night Porter</h1></div></body>`;
    expect(rdfaFields(html)).toEqual({ title: 'Night Porter' });
  });
});

describe('schema.org markup: property elements nested in each other', () => {
  it('reads 4 chains of 2,500 nested itemprop="description" elements (a 340 KB page) into a bounded item', () => {
    // Each element's value is its inner HTML, which holds every element below it again: this page came to
    // 460 MB of strings (1 GB of memory, seconds of work). One budget of property HTML per posting bounds it.
    const chain = `${'<div itemprop="description">x '.repeat(2500)}${'</div>'.repeat(2500)}`;
    const html = `<div itemscope itemtype="https://schema.org/JobPosting">${chain.repeat(4)}
      <h1 itemprop="title">Sous Chef</h1><meta itemprop="datePosted" content="2025-03-01"></div>`;
    expect(html.length).toBeGreaterThan(340_000);
    const node = markupJobPostings(html).microdata;
    expect(JSON.stringify(node).length).toBeLessThan(500_000);
    // Elements with no child elements are still read once the budget is spent, so the title after the chains is.
    expect(node).toMatchObject({ title: 'Sous Chef', datePosted: '2025-03-01' });
    const descriptions = (node?.description ?? []) as string[];
    // The outer elements of a chain nest far deeper than any real page: they are read as their text.
    expect(descriptions[0]).toMatch(/^x x x /);
    // The innermost element of each chain, and only a few of the others.
    expect(descriptions.filter((value) => value === 'x ')).toHaveLength(4);
    // Read as text, the deep ones cost 2 characters a level: the budget holds a few dozen before it is spent.
    expect(descriptions.length).toBeLessThan(60);
  });

  it('reads an element nested over 256 levels deep as its text, and one less deep as its HTML', () => {
    const nest = (levels: number) =>
      `<div itemscope itemtype="https://schema.org/JobPosting"><div itemprop="description">${'<div>a '.repeat(levels)}${'</div>'.repeat(levels)}</div></div>`;
    expect(markupJobPostings(nest(300)).microdata?.description).toBe('a '.repeat(300));
    expect(markupJobPostings(nest(3)).microdata?.description).toBe('<div>a <div>a <div>a </div></div></div>');
  });

  it('still reads every property of an ordinary posting with a long description', () => {
    const paragraph = `<p>${'Cook for our guests and keep the kitchen to food hygiene standards. '.repeat(30)}</p>`;
    const html = `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">Cook</h1>
      <div itemprop="description">${paragraph.repeat(40)}<ul><li itemprop="responsibilities">Run the grill</li></ul></div>
      <span itemprop="hiringOrganization">Harbor Diner</span></div>`;
    const node = markupJobPostings(html).microdata;
    expect(node).toMatchObject({
      title: 'Cook',
      responsibilities: 'Run the grill',
      hiringOrganization: 'Harbor Diner',
    });
    expect(String(node?.description).length).toBeGreaterThan(80_000);
  });
});
