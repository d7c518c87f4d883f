import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from './csv';

/**
 * The rows of a table's CSV text, as objects keyed by its header. The header must name exactly `columns`, in
 * order, and every row must fill each of them: a table edited out of shape fails when it loads, not later.
 */
export function parseTable<Column extends string>(
  text: string,
  file: string,
  columns: readonly Column[],
): Record<Column, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  if (header.join(',') !== columns.join(',')) {
    throw new Error(`${file}: expected the columns ${columns.join(',')}, found ${header.join(',')}`);
  }
  return rows
    .filter((row) => row.some((field) => field !== ''))
    .map((row, index) => {
      if (row.length !== columns.length) {
        throw new Error(`${file}: row ${index + 2} has ${row.length} fields, expected ${columns.length}`);
      }
      return Object.fromEntries(columns.map((column, at) => [column, row[at]])) as Record<Column, string>;
    });
}

/** The rows of one of this folder's tables (see README.md). */
export function readTable<Column extends string>(
  file: string,
  columns: readonly Column[],
): Record<Column, string>[] {
  return parseTable(readFileSync(path.join(import.meta.dirname, file), 'utf8'), file, columns);
}
