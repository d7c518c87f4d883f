import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTable, type Table } from './read-table';

describe('readTable', () => {
  const table = (columns: string[], rows: string[][]): Table => ({ columns, rows });

  it('reads rows keyed by the columns', () => {
    const rows = readTable(table(['word', 'reason'], [['about', 'function word']]), 'words.json', [
      'word',
      'reason',
    ]);
    expect(rows).toEqual([{ word: 'about', reason: 'function word' }]);
  });

  it('refuses a table whose columns are not the expected ones', () => {
    expect(() => readTable(table(['term', 'reason'], []), 'words.json', ['word', 'reason'])).toThrow(
      'words.json: expected the columns word,reason, found term,reason',
    );
  });

  it('refuses a row with a field too many or too few', () => {
    expect(() =>
      readTable(table(['word', 'reason'], [['about', 'x', 'y']]), 'words.json', ['word', 'reason']),
    ).toThrow('words.json: row 1 has 3 fields, expected 2 strings');
  });
});

describe('the knowledge tables', () => {
  const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.json'));
  const tableOf = (file: string) =>
    JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Table;

  it('give every row a reason, and a source where the table has one', () => {
    const unexplained: string[] = [];
    for (const file of files) {
      const { columns, rows } = tableOf(file);
      expect(columns, file).toContain('reason');
      const required = ['source', 'reason'].map((column) => columns.indexOf(column)).filter((at) => at >= 0);
      for (const row of rows) if (required.some((at) => !row[at])) unexplained.push(`${file}: ${row[0]}`);
    }
    expect(unexplained).toEqual([]);
  });

  it('hold no row twice', () => {
    const repeated = files.flatMap((file) => {
      const lines = tableOf(file).rows.map((row) => JSON.stringify(row));
      return lines.filter((line, at) => lines.indexOf(line) !== at).map((line) => `${file}: ${line}`);
    });
    expect(repeated).toEqual([]);
  });

  it('are all described in the README', () => {
    const readme = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
    expect(files.filter((file) => !readme.includes(file))).toEqual([]);
  });
});
