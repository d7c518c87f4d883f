import { htmlToLines } from '@core/ingest/html-to-lines';
import { wordsMissing } from '@core/resume/render-parts';
import { renderText } from '@core/resume/render-text';
import { type ResumeDocument, resumeDocumentSchema } from '@shared/resume-document';
import { sampleDocument, sampleDocuments } from '@test/builders/export-documents';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ACCENT_COLOR } from './export-layout';
import { defaultExportOptions, type ExportOptions } from './export-options';
import { escapeHtml, renderHtml } from './to-html';

const pageOf = (html: string) => new JSDOM(html).window.document;
const bulletsOf = (document: ResumeDocument) =>
  document.sections.flatMap((section) =>
    section.items.flatMap((item) => {
      if (item.kind === 'line') return item.isBullet ? [item] : [];
      return item.kind === 'entry' ? item.lines.filter((line) => line.isBullet) : [];
    }),
  );

/** A resume whose every text tries to be markup. */
const hostile: ResumeDocument = resumeDocumentSchema.parse({
  basics: { name: '<script>alert("name")</script>', email: 'a@b.co" onload="x', profiles: [] },
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
          headerLines: [],
          lines: [
            { kind: 'line', text: '<b>Shipped</b> </li><script>x()</script>', isBullet: true, line: 4 },
          ],
        },
      ],
    },
    {
      type: 'skills',
      heading: 'Skills',
      line: 6,
      isEdited: false,
      items: [{ kind: 'skills', label: '<i>Tools</i>', skills: ['C++', 'a<b'], separator: ', ', line: 7 }],
    },
  ],
});

describe('renderHtml', () => {
  it('writes each sample resume as one page: charset, language, title, a heading per section, real lists', () => {
    for (const [name, document] of sampleDocuments()) {
      const html = renderHtml(document, defaultExportOptions);
      expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">'), name).toBe(true);
      expect(html, name).toContain('<meta charset="utf-8">');
      const page = pageOf(html);
      expect(page.title, name).toMatch(/ – Resume$/u);
      const headings = document.sections.filter(
        (section) => section.heading.trim() && section.type !== 'header',
      );
      expect(
        [...page.querySelectorAll('h2')].map((h2) => h2.textContent),
        name,
      ).toEqual(headings.map((section) => section.heading.trim()));
      expect(page.querySelectorAll('li').length, name).toBe(bulletsOf(document).length);
      expect(wordsMissing(renderText(document), htmlToLines(html).join('\n')), name).toEqual([]);
    }
  });

  it('is self-contained: no script, no event handler, nothing loaded from elsewhere', () => {
    for (const [name, document] of sampleDocuments()) {
      const html = renderHtml(document, { ...defaultExportOptions, optimizeForATS: false });
      const page = pageOf(html);
      expect(page.querySelectorAll('script, link, img, iframe, object, embed').length, name).toBe(0);
      for (const element of page.querySelectorAll('*'))
        for (const attribute of element.getAttributeNames()) {
          expect(attribute, name).not.toMatch(/^on/u);
          expect(['src', 'href'], name).not.toContain(attribute);
        }
      expect(html, name).not.toMatch(/url\(|@import|https?:\/\/(?!www\.w3)/u);
      expect(html, name).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    }
  });

  it('escapes every text, so markup in a resume is shown as written', () => {
    const html = renderHtml(hostile, defaultExportOptions);
    const page = pageOf(html);
    expect(page.querySelectorAll('script, img, b, i').length).toBe(0);
    expect(page.querySelector('h1')?.textContent).toBe('<script>alert("name")</script>');
    expect(page.querySelector('h2')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(page.querySelector('li')?.textContent).toBe('<b>Shipped</b> </li><script>x()</script>');
    expect(page.querySelector('strong')?.textContent).toBe('<i>Tools</i>:');
    expect(page.title).toBe('<script>alert("name")</script> – Resume');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('styles the page with the chosen font, size and margins, inline', () => {
    const options: ExportOptions = {
      ...defaultExportOptions,
      customizations: {
        fontFamily: 'Georgia, serif',
        fontSize: 12,
        margins: { top: 0.5, right: 0.75, bottom: 1, left: 1.25 },
      },
    };
    const main = pageOf(renderHtml(sampleDocument('teacher'), options)).querySelector('main');
    const style = main?.getAttribute('style') ?? '';
    expect(style).toContain('padding:0.5in 0.75in 1in 1.25in;');
    expect(style).toContain('font-family:"Georgia", serif;');
    expect(style).toContain('font-size:12pt;');
  });

  it('adds colour and rules only when not optimized for ATS', () => {
    const document = sampleDocument('student-intern');
    expect(renderHtml(document, defaultExportOptions)).not.toContain(ACCENT_COLOR);
    const styled = pageOf(renderHtml(document, { ...defaultExportOptions, optimizeForATS: false }));
    expect(styled.querySelector('h2')?.getAttribute('style')).toContain(
      `border-bottom:1px solid ${ACCENT_COLOR}`,
    );
  });

  it('says who and what in meta elements when asked, and nothing of the person otherwise', () => {
    const document = sampleDocument('software-engineer');
    const page = pageOf(renderHtml(document, defaultExportOptions));
    const meta = (name: string) => page.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    expect(meta('author')).toBe('Daniel Okafor');
    expect(meta('generator')).toBe('Vitae');
    expect(meta('keywords')).toContain('PostgreSQL');
    const bare = pageOf(renderHtml(document, { ...defaultExportOptions, includeMetadata: false }));
    expect(bare.title).toBe('Resume');
    expect(
      bare.querySelectorAll('meta[name="author"], meta[name="keywords"], meta[name="generator"]').length,
    ).toBe(0);
  });

  it('writes a run numbered from 1 as an ordered list showing each number as printed, others as text', () => {
    const numbered = (numbers: number[]) =>
      numbers.map((number) => ({
        kind: 'line',
        text: `Item ${number}`,
        isBullet: true,
        marker: `(${number})`,
        line: number,
      }));
    const document = resumeDocumentSchema.parse({
      basics: { profiles: [] },
      sections: [
        { type: 'experience', heading: 'Experience', line: 0, isEdited: false, items: numbered([1, 2]) },
        { type: 'other', heading: 'Goals', line: 5, isEdited: false, items: numbered([5, 6]) },
      ],
    });
    const page = pageOf(renderHtml(document, defaultExportOptions));
    const items = [...page.querySelectorAll('ol > li')];
    expect(items.map((li) => li.textContent)).toEqual(['Item 1', 'Item 2']);
    expect(items.map((li) => li.getAttribute('style'))).toEqual([
      expect.stringContaining("list-style-type:'(1) ';"),
      expect.stringContaining("list-style-type:'(2) ';"),
    ]);
    // List readers count from 1: a run from 5 keeps its numbers as text.
    expect([...page.querySelectorAll('section:last-of-type p')].map((p) => p.textContent)).toEqual([
      '(5) Item 5',
      '(6) Item 6',
    ]);
  });
});
