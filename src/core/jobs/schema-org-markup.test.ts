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

  it('does not take Open Graph meta tags outside the item as its properties', () => {
    const html = `<head><meta property="og:title" content="Careers"><meta property="title" content="Home"></head>
      <body vocab="https://schema.org/"><div typeof="JobPosting"><h1 property="title">Night Porter</h1></div></body>`;
    expect(rdfaFields(html)).toEqual({ title: 'Night Porter' });
  });
});
