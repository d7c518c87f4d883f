import { monitoringCsvColumns } from '@shared/api/monitoring';
import { describe, expect, it } from 'vitest';
import { csvField, monitoringCsv } from './export-csv';
import { readCsv } from './test-support/csv-reader';

describe('the monitoring CSV', () => {
  it('quotes per RFC 4180 only the fields that need it', () => {
    expect(csvField('/api/resumes/:id')).toBe('/api/resumes/:id');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('keeps a field a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvField(`${start}1`)).toMatch(/^"?'/);
    expect(csvField(-3)).toBe('-3');
    expect(csvField('/api/x-y')).toBe('/api/x-y');
  });

  it('reads back to the same rows: a header, then one row per minute, method, route and status', () => {
    const minute = Date.parse('2025-03-04T10:15:00.000Z');
    const csv = monitoringCsv([
      {
        minute,
        method: 'GET',
        route: '/api/resumes/:id',
        status: 200,
        count: 3,
        totalMs: 31.2345,
        maxMs: 20,
      },
      { minute, method: 'POST', route: '/api/odd,"route"', status: 400, count: 1, totalMs: 2, maxMs: 2 },
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(readCsv(csv)).toEqual([
      [...monitoringCsvColumns],
      ['2025-03-04T10:15:00.000Z', 'GET', '/api/resumes/:id', '200', '3', '31.235', '10.412', '20'],
      ['2025-03-04T10:15:00.000Z', 'POST', '/api/odd,"route"', '400', '1', '2', '2', '2'],
    ]);
  });

  it('is only the header without rows', () => {
    expect(readCsv(monitoringCsv([]))).toEqual([[...monitoringCsvColumns]]);
  });

  it('the test reader refuses badly quoted CSV', () => {
    expect(() => readCsv('a,b"c\r\n')).toThrow(/quote/);
    expect(() => readCsv('"a"b\r\n')).toThrow(/closing quote/);
    expect(() => readCsv('"a\r\n')).toThrow(/unterminated/);
  });
});
