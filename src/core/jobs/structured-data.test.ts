import { describe, expect, it } from 'vitest';
import { structuredJobPosting } from './structured-data';

const jsonLd = (value: object) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const microdata = (inner: string) => `<div itemscope itemtype="https://schema.org/JobPosting">${inner}</div>`;
const rdfa = (inner: string) => `<div vocab="https://schema.org/" typeof="JobPosting">${inner}</div>`;

describe('structuredJobPosting: JSON-LD, then microdata, then RDFa', () => {
  it('names the syntax the posting came from', () => {
    const title = (syntax: string) => `<h1 ${syntax}="title">Night Porter</h1>`;
    expect(structuredJobPosting(jsonLd({ '@type': 'JobPosting', title: 'Night Porter' }))).toEqual({
      fields: { title: 'Night Porter' },
      source: 'json-ld',
    });
    expect(structuredJobPosting(microdata(title('itemprop'))).source).toBe('microdata');
    expect(structuredJobPosting(rdfa(title('property'))).source).toBe('rdfa');
  });

  it('prefers JSON-LD to microdata and microdata to RDFa, field by field', () => {
    const html = [
      jsonLd({ '@type': 'JobPosting', title: 'Night Porter (JSON-LD)' }),
      microdata(
        '<h1 itemprop="title">Night Porter (microdata)</h1><span itemprop="hiringOrganization">Grand Hotel</span>',
      ),
      rdfa(
        '<h1 property="title">Night Porter (RDFa)</h1><p property="hiringOrganization">Other Hotel</p><p property="description">Welcome guests at night.</p>',
      ),
    ].join('\n');
    expect(structuredJobPosting(html)).toEqual({
      fields: {
        title: 'Night Porter (JSON-LD)',
        company: 'Grand Hotel',
        description: 'Welcome guests at night.',
      },
      source: 'json-ld',
    });
  });

  it('gives no fields and no source for a page without a JobPosting', () => {
    expect(
      structuredJobPosting('<html><head><title>Cook</title></head><body><h1>Cook</h1></body></html>'),
    ).toEqual({ fields: {} });
  });
});
