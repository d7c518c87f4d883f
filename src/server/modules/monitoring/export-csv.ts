import { monitoringCsvColumns } from '@shared/api/monitoring';
import type { ExportRow } from './dashboard';

/**
 * One CSV field per RFC 4180: quoted (inner quotes doubled) when it holds a comma, a quote or a line break. A
 * text that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) is
 * kept as text behind an apostrophe (issue 29 §5, OWASP's advice on CSV injection); numbers stay numbers.
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The monitoring CSV export (issue 21): a header row, then one row per minute, method, route pattern and status
 * with its request count and its total, average and longest time in ms; RFC 4180 (CRLF line ends, quoting).
 */
export function monitoringCsv(rows: readonly ExportRow[]): string {
  const lines = [monitoringCsvColumns.join(',')];
  for (const row of rows) {
    lines.push(
      [
        new Date(row.minute).toISOString(),
        row.method,
        row.route,
        row.status,
        row.count,
        round3(row.totalMs),
        round3(row.count > 0 ? row.totalMs / row.count : 0),
        round3(row.maxMs),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
