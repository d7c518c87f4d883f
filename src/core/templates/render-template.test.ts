import { wordsMissing } from '@core/resume/render-parts';
import { renderText } from '@core/resume/render-text';
import { type ResumeDocument, resumeDocumentSchema } from '@shared/resume-document';
import { templateIds } from '@shared/template-ids';
import { sampleDocuments } from '@test/builders/export-documents';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template';
import { templates } from './templates';

const pageOf = (html: string) => new JSDOM(html).window.document;
/** The page's text as a reader gets it: the body's text, tags gone and entities decoded. */
const textOf = (html: string) => pageOf(html).body.textContent ?? '';

const minimal: ResumeDocument = { basics: { profiles: [] }, sections: [] };

/** A resume whose every text tries to be markup. */
const hostile: ResumeDocument = resumeDocumentSchema.parse({
  basics: {
    name: '<script>alert("name")</script>',
    label: '</style><script>alert(1)</script>',
    email: 'a@b.co" onload="x',
    location: "O'Hare & <Co>",
    profiles: [{ network: '<b>Net</b>', url: 'javascript:alert(1)' }],
  },
  sections: [
    { type: 'header', heading: '', line: 0, isEdited: false, items: [] },
    {
      type: 'experience',
      heading: '<img src=x onerror=alert(1)>',
      line: 2,
      isEdited: true,
      items: [
        {
          kind: 'entry',
          title: 'Engineer & "Lead"',
          organisation: "O'Brien <Co>",
          dates: { text: '2020 – <Present>', isCurrent: true },
          headerLines: [],
          lines: [
            { kind: 'line', text: '<b>Shipped</b> </li><script>x()</script>', isBullet: true, line: 4 },
            { kind: 'line', text: '<!-- comment --> --> x', isBullet: true, marker: '1.', line: 5 },
          ],
        },
      ],
    },
    {
      type: 'skills',
      heading: 'Skills </section>',
      line: 6,
      isEdited: false,
      items: [
        {
          kind: 'skills',
          label: '<i>L</i>',
          skills: ['<svg onload=x>', 'C++ & C#'],
          separator: ', ',
          line: 7,
        },
      ],
    },
  ],
});

const samples: [string, ResumeDocument][] = templates.map((t) => [t.id, t.sample as ResumeDocument]);
const documents: [string, ResumeDocument][] = [
  ...samples,
  ['minimal', minimal],
  ['hostile', hostile],
  ...sampleDocuments().map(([name, document]): [string, ResumeDocument] => [`ingested ${name}`, document]),
];

describe.each(templateIds)('the %s template', (id) => {
  it.each(documents)('writes every word of %s, escaped, in a page without script', (_name, document) => {
    const html = renderTemplate(id, document);
    const page = pageOf(html);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page.querySelectorAll('script, img, svg, iframe, object, link, a').length).toBe(0);
    expect(/<script/iu.test(html)).toBe(false);
    expect(wordsMissing(renderText(document), textOf(html))).toEqual([]);
  });

  it('escapes a hostile resume instead of running it', () => {
    const html = renderTemplate(id, hostile);
    const page = pageOf(html);
    expect(html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
    expect(page.querySelector('h1')?.textContent).toBe('<script>alert("name")</script>');
    // The style element is the template's own: a "</style>" in the text did not end it.
    expect(page.querySelectorAll('style').length).toBe(1);
    expect(page.body.textContent).toContain('</style><script>alert(1)</script>');
    expect(page.querySelectorAll('[onload], [onerror]').length).toBe(0);
    expect(page.querySelectorAll('section').length).toBe(2);
  });

  it('is a self-contained, print-ready page in the resume’s language', () => {
    const sample = templates.find((t) => t.id === id)?.sample as ResumeDocument;
    const page = pageOf(renderTemplate(id, sample, { language: 'de' }));
    expect(page.documentElement.lang).toBe('de');
    expect(page.title).toBe(`${sample.basics.name} – Resume`);
    const policy = page.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(policy?.getAttribute('content')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const css = page.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/@page\{size:letter;margin:[\d.]+in\}/u);
    expect(css).not.toMatch(/url\(|@import/u);
    expect(page.querySelector('h1')?.textContent).toBe(sample.basics.name);
    expect(page.querySelectorAll('h2').length).toBe(sample.sections.filter((s) => s.heading).length);
  });

  it('writes a minimal resume as an empty page titled "Resume"', () => {
    const page = pageOf(renderTemplate(id, minimal));
    expect(page.title).toBe('Resume');
    expect(page.querySelector('h1')).toBeNull();
    expect(page.body.textContent?.trim()).toBe('');
  });
});

describe('the eight templates', () => {
  it('each look their own: eight different stylesheets and fonts', () => {
    const sample = templates[0]?.sample as ResumeDocument;
    const styles = templateIds.map(
      (id) => pageOf(renderTemplate(id, sample)).querySelector('style')?.textContent,
    );
    expect(new Set(styles).size).toBe(8);
    const fonts = styles.map((css) => /body\{font-family:([^;]+);/u.exec(css ?? '')?.[1]);
    expect(new Set(fonts).size).toBe(8);
  });

  it('puts skills in a side column in the two-column templates, in reading order elsewhere', () => {
    const sample = templates.find((t) => t.id === 'tech-stack')?.sample as ResumeDocument;
    for (const id of ['creative-impact', 'tech-stack'] as const) {
      const page = pageOf(renderTemplate(id, sample));
      expect(page.querySelector('aside .section-skills'), id).not.toBeNull();
      expect(page.querySelector('main .section-experience'), id).not.toBeNull();
    }
    const page = pageOf(renderTemplate('modern-minimal', sample));
    expect(page.querySelector('aside')).toBeNull();
  });

  it('writes a name printed only in the header once, as the name', () => {
    const document: ResumeDocument = {
      basics: { email: 'maria@example.com', profiles: [] },
      sections: [
        {
          type: 'header',
          heading: '',
          line: 0,
          isEdited: false,
          items: [
            { kind: 'line', text: 'Maria Santos, RN, BSN', isBullet: false, line: 0 },
            { kind: 'line', text: 'Open to travel contracts', isBullet: false, line: 1 },
          ],
        },
      ],
    };
    const page = pageOf(renderTemplate('healthcare-hero', document));
    expect(page.querySelector('h1')?.textContent).toBe('Maria Santos, RN, BSN');
    expect(page.body.textContent?.match(/Maria Santos/gu)?.length).toBe(1);
    expect(page.body.textContent).toContain('Open to travel contracts');
  });
});
