import { parseMarkup } from './scan/parse-markup';

/** Elements that start and end a line of their own. */
// biome-ignore format: a compact list
const blockElements = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'blockquote', 'pre', 'address', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'form',
  'fieldset', 'legend', 'center', 'hr', 'caption', 'body', 'html',
]);

/** Elements whose content is never visible text. */
const hiddenElements = new Set(['script', 'style', 'head', 'title', 'noscript', 'template', 'object', 'svg']);

interface List {
  ordered: boolean;
  count: number;
}

interface Table {
  rows: string[][][];
}

/**
 * Turns HTML (mammoth's rendering of a DOCX, or an uploaded web page) into lines of text: one line per
 * paragraph or heading, "• " (or "1. ") before list items, and tables read row by row. A row whose
 * cells each hold one line becomes one line with the cells joined by " | " (a data table: skills,
 * dates); a row whose cells hold several lines is a layout table (a two-column resume), so each cell's
 * lines are kept in order instead of being glued side by side.
 */
export function htmlToLines(html: string): string[] {
  const document: string[] = [];
  const targets: string[][] = [document];
  const lists: List[] = [];
  const tables: Table[] = [];
  let current = '';
  let prefix = '';
  let hiddenDepth = 0;

  const target = () => targets.at(-1) as string[];
  const flush = () => {
    const text = current
      .replace(/[ \f\r\n\u00a0]+/g, ' ')
      .replace(/ ?\t[\t ]*/g, '\t')
      .trim();
    if (text) target().push(`${prefix}${text}`);
    current = '';
    prefix = '';
  };

  parseMarkup(
    html,
    {
      onopentag(name) {
        if (hiddenElements.has(name)) hiddenDepth++;
        if (hiddenDepth > 0) return;
        if (blockElements.has(name) || name === 'br' || name === 'li' || name === 'tr' || name === 'table')
          flush();
        if (name === 'ul' || name === 'ol') {
          flush();
          lists.push({ ordered: name === 'ol', count: 0 });
        } else if (name === 'li') {
          const list = lists.at(-1);
          if (list) list.count++;
          prefix = list?.ordered ? `${list.count}. ` : '\u2022 ';
        } else if (name === 'table') {
          tables.push({ rows: [] });
        } else if (name === 'tr') {
          tables.at(-1)?.rows.push([]);
        } else if (name === 'td' || name === 'th') {
          flush();
          const cell: string[] = [];
          tables.at(-1)?.rows.at(-1)?.push(cell);
          targets.push(cell);
        }
      },
      ontext(text) {
        if (hiddenDepth === 0) current += text;
      },
      onclosetag(name) {
        if (hiddenElements.has(name)) {
          hiddenDepth = Math.max(0, hiddenDepth - 1);
          return;
        }
        if (hiddenDepth > 0) return;
        if (blockElements.has(name) || name === 'li') flush();
        if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        } else if ((name === 'td' || name === 'th') && targets.length > 1) {
          flush();
          targets.pop();
        } else if (name === 'table') {
          flush();
          const table = tables.pop();
          if (table) target().push(...tableLines(table));
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  flush();
  return document;
}

function tableLines(table: Table): string[] {
  const lines: string[] = [];
  for (const row of table.rows) {
    const cells = row.filter((cell) => cell.length > 0);
    if (cells.every((cell) => cell.length === 1)) {
      if (cells.length > 0) lines.push(cells.map((cell) => cell[0]).join(' | '));
    } else {
      for (const cell of cells) lines.push(...cell);
    }
  }
  return lines;
}
