import { convert, type HtmlToTextOptions } from 'html-to-text';
import { DomUtils, parseDocument } from 'htmlparser2';

const skipped = [
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'img',
  'iframe',
  'object',
  'button',
];
const block = (selector: string, lineBreaks = 1) => ({
  selector,
  format: 'block',
  options: { leadingLineBreaks: lineBreaks, trailingLineBreaks: lineBreaks },
});
const heading = (selector: string) => ({
  selector,
  format: 'heading',
  options: { leadingLineBreaks: 2, trailingLineBreaks: 2, uppercase: false },
});
const bulletList = (selector: string) => ({
  selector,
  format: 'unorderedList',
  options: { itemPrefix: '• ', leadingLineBreaks: 2, trailingLineBreaks: 2 },
});

const options: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    ...skipped.map((selector) => ({ selector, format: 'skip' })),
    { selector: 'a', options: { ignoreHref: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map(heading),
    bulletList('ul'),
    // Numbers add nothing to a job description and the panel shows every list the same way.
    bulletList('ol'),
    { selector: 'p', format: 'itemAwareParagraph' },
    { selector: 'hr', format: 'skip' },
    // Layout tables are common in postings; a grid of padded columns reads worse than one line per row.
    block('table', 2),
    block('tr'),
    { selector: 'td', format: 'tableCell' },
    { selector: 'th', format: 'tableCell' },
    block('dt'),
    block('dd'),
  ],
  formatters: {
    // Editors wrap list items in <p>; a blank line there would split the list apart.
    itemAwareParagraph: (elem, walk, builder) => {
      const lineBreaks = elem.parent?.name === 'li' ? 1 : 2;
      builder.openBlock({ leadingLineBreaks: lineBreaks });
      walk(elem.children, builder);
      builder.closeBlock({ trailingLineBreaks: lineBreaks });
    },
    tableCell: (elem, walk, builder) => {
      walk(elem.children, builder);
      builder.addInline(' ');
    },
  },
};

/** `&lt;p&gt;…` with no real tag: the description was HTML-escaped once more than it should be (NHS, Greenhouse). */
function isEscapedHtml(text: string): boolean {
  return /&lt;\/?[a-z][a-z0-9]*(\s[^&]*)?&gt;/i.test(text) && !/<\/?[a-z][a-z0-9]*[\s/>]/i.test(text);
}

function decodeEntities(text: string): string {
  return DomUtils.textContent(parseDocument(text));
}

/** Trims lines, folds runs of spaces, drops blank-only lines beyond one in a row. */
export function tidyPlainText(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t\f\v]/g, ' ')
    .replace(/\u200b|\ufeff/g, '')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim());
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    // A bullet with nothing after it is what an empty <li> or a stray &nbsp; item leaves behind.
    if (line === '•') continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/**
 * Job description HTML (or HTML-escaped HTML) as plain text: blocks separated by a blank line, list items
 * as "• " lines, headings on their own line, entities decoded, no link URLs, scripts and styles dropped.
 */
export function htmlToPlainText(html: string): string {
  const source = isEscapedHtml(html) ? decodeEntities(html) : html;
  return tidyPlainText(convert(source, options));
}
