import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { parseTable } from './read-table';

describe('parseTable', () => {
  it('reads rows keyed by the header, quoted commas included', () => {
    const rows = parseTable('word,reason\nabout,"function word, English"\n\n', 'words.csv', [
      'word',
      'reason',
    ]);
    expect(rows).toEqual([{ word: 'about', reason: 'function word, English' }]);
  });

  it('refuses a header that does not name the columns', () => {
    expect(() => parseTable('term,reason\nabout,x\n', 'words.csv', ['word', 'reason'])).toThrow(
      'words.csv: expected the columns word,reason, found term,reason',
    );
  });

  it('refuses a row with a field too many or too few', () => {
    expect(() => parseTable('word,reason\nabout,x,y\n', 'words.csv', ['word', 'reason'])).toThrow(
      'words.csv: row 2 has 3 fields, expected 2',
    );
  });
});

describe('the knowledge tables', () => {
  const tables = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.csv'));

  it('give every row a reason, and a source where the table has one', () => {
    const unexplained: string[] = [];
    for (const file of tables) {
      const [header = [], ...rows] = parseCsv(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
      const required = ['source', 'reason'].map((column) => header.indexOf(column)).filter((at) => at >= 0);
      expect(header, file).toContain('reason');
      for (const row of rows) {
        if (required.some((at) => !row[at])) unexplained.push(`${file}: ${row[0]}`);
      }
    }
    expect(unexplained).toEqual([]);
  });

  it('are all described in the README', () => {
    const readme = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
    expect(tables.filter((file) => !readme.includes(file))).toEqual([]);
  });
});
