import { escapeHtml } from '@core/export/escape-html';
import type { TemplateView, ViewEntry, ViewItem, ViewLine, ViewSection, ViewSkills } from './template-view';

/**
 * The markup every template shares: the same semantic elements and class names (h1 name, a section with an h2
 * per heading, h3 entries, real lists), which each template's stylesheet lays out in its own way. Every text is
 * escaped; separators are real text (" | ", ", "), so the page reads and copies as the resume, not as run-together
 * words.
 */

export const esc = escapeHtml;

const sep = (text: string) => `<span class="sep">${esc(text)}</span>`;

/** Lines in reading order: runs of bullets as a `<ul>` (a numbered item shows its number), other lines as `<p>`. */
export function linesHtml(lines: ViewLine[]): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length > 0) out.push(`<ul class="lines">\n${list.join('\n')}\n</ul>`);
    list = [];
  };
  for (const line of lines) {
    if (!line.isBullet) {
      flush();
      out.push(`<p class="line">${esc(line.text)}</p>`);
    } else if (line.marker) {
      list.push(
        `<li class="numbered"><span class="marker">${esc(line.marker)}</span> ${esc(line.text)}</li>`,
      );
    } else list.push(`<li>${esc(line.text)}</li>`);
  }
  flush();
  return out.join('\n');
}

function entryHtml(entry: ViewEntry): string {
  const head: string[] = [];
  if (entry.printed) head.push(`<h3 class="entry-title">${esc(entry.printed)}</h3>`);
  else if (entry.fields) {
    const { title, organisation, location, dates } = entry.fields;
    // Without a title the organisation heads the entry; the line under it holds what is left.
    const sub = [
      title && organisation ? `<span class="entry-org">${esc(organisation)}</span>` : undefined,
      location ? `<span class="entry-loc">${esc(location)}</span>` : undefined,
    ].filter((part) => part !== undefined);
    const heading = title ?? organisation;
    if (heading) head.push(`<h3 class="entry-title">${esc(heading)}</h3>`);
    if (dates) head.push(`<p class="entry-dates">${esc(dates)}</p>`);
    if (sub.length > 0) head.push(`<p class="entry-sub">${sub.join(sep(' | '))}</p>`);
  }
  const header = head.length > 0 ? `<header class="entry-head">\n${head.join('\n')}\n</header>` : '';
  return `<article class="entry">\n${[header, linesHtml(entry.lines)].filter(Boolean).join('\n')}\n</article>`;
}

function skillsHtml(group: ViewSkills): string {
  const label = group.label ? `<span class="skill-label">${esc(group.label)}:</span> ` : '';
  const list = group.skills
    .map((skill) => `<span class="skill">${esc(skill)}</span>`)
    .join(sep(group.separator));
  return `<p class="skill-group">${label}<span class="skill-list">${list}</span></p>`;
}

/** A section's items: entries as articles, skill groups as paragraphs, runs of lines together. */
export function itemsHtml(items: ViewItem[]): string {
  const out: string[] = [];
  let lines: ViewLine[] = [];
  const flush = () => {
    if (lines.length > 0) out.push(linesHtml(lines));
    lines = [];
  };
  for (const item of items) {
    if (item.kind === 'line') {
      lines.push(item);
      continue;
    }
    flush();
    out.push(item.kind === 'entry' ? entryHtml(item) : skillsHtml(item));
  }
  flush();
  return out.join('\n');
}

/** A section: `<section class="section section-<type>">` with its heading as an h2 (none when untitled). */
export function sectionHtml(section: ViewSection): string {
  const heading = section.heading ? `<h2>${esc(section.heading)}</h2>` : '';
  return `<section class="section section-${section.type}">\n${heading}\n<div class="section-body">\n${itemsHtml(section.items)}\n</div>\n</section>`;
}

export const sectionsHtml = (sections: ViewSection[]) => sections.map(sectionHtml).join('\n');

/** The contact details and links as a list, each link as "Network: url" (text, not a link: a page to print). */
export function contactHtml(view: TemplateView, className = 'contact'): string {
  const parts = [
    ...view.contact.map((part) => `<li>${esc(part)}</li>`),
    ...view.links.map((link) =>
      link.network
        ? `<li><span class="link-network">${esc(link.network)}:</span> ${esc(link.url)}</li>`
        : `<li>${esc(link.url)}</li>`,
    ),
  ];
  return parts.length > 0 ? `<ul class="${className}">\n${parts.join('\n')}\n</ul>` : '';
}

/** The name (h1), the title and the header's other lines; what exists. */
export function identityHtml(view: TemplateView): string {
  return [
    view.name ? `<h1 class="name">${esc(view.name)}</h1>` : '',
    view.label ? `<p class="label">${esc(view.label)}</p>` : '',
    ...view.headerLines.map((line) => `<p class="header-line">${esc(line)}</p>`),
  ]
    .filter(Boolean)
    .join('\n');
}

/** What every template's stylesheet starts with: a US Letter page, colours kept in print, lists reset. */
const BASE_CSS = `
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;background:#e9eaec}
.page{width:100%;max-width:8.5in;min-height:11in;margin:0 auto;background:#fff;overflow-wrap:anywhere}
h1,h2,h3,p,ul{margin:0}
ul.contact{list-style:none;padding:0}
.lines{padding-left:1.2em}
.lines li.numbered{list-style:none;margin-left:-1.2em}
section,article{break-inside:auto}
h2,h3,.entry-head{break-after:avoid}
.entry-head{break-inside:avoid}
@media print{body{background:#fff}.page{max-width:none;min-height:0;box-shadow:none}}
`;

/** A template's look: its print margins, its stylesheet and how it places the resume's parts on the page. */
export interface TemplateLayout {
  /** The page margins in print, and the page's padding on screen. */
  pageMargin: string;
  css: string;
  body(view: TemplateView): string;
  /**
   * The template's colour and typeface, for the PDF and Word exports made in it: those keep one column of plain
   * paragraphs (what applicant tracking systems read in order) and take the template's look from these two.
   */
  exportStyle: { accent: string; fontFamily: string };
}

export interface PageParts {
  view: TemplateView;
  /** BCP 47 tag of the resume's language. */
  language: string;
  /** The template's page margins for print (the screen shows them as the page's padding). */
  pageMargin: string;
  css: string;
  body: string;
}

/**
 * One self-contained HTML page: no script and no external resource (a Content-Security-Policy says so to the
 * browser), print-ready on US Letter with the template's margins.
 */
export function pageHtml({ view, language, pageMargin, css, body }: PageParts): string {
  const title = view.name ? `${view.name} – Resume` : 'Resume';
  return [
    '<!DOCTYPE html>',
    `<html lang="${esc(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${esc(title)}</title>`,
    `<style>${BASE_CSS}@page{size:letter;margin:${pageMargin}}.page{padding:${pageMargin}}@media print{.page{padding:0}}${css}</style>`,
    '</head>',
    '<body>',
    `<div class="page">\n${body}\n</div>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
