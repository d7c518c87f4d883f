import { type Half, halves } from './corpus-split';

/** Figures are printed in three columns: the tuning half, the check half and the whole corpus. */
const columns = [...halves, 'all'] as const;
const labelWidth = 44;
const cellWidth = 20;

/** Anything counted in a half: a resume, a posting, a section, a ranking pair (undefined: straddles both). */
export interface InHalf {
  half: Half | undefined;
}

const inColumn = <T extends InHalf>(items: T[], column: (typeof columns)[number]) =>
  column === 'all' ? items : items.filter((item) => item.half === column);

/** The title of a block of figures, then the column titles with how many items (resumes, postings...) each counts. */
export function halfHeading(title: string, items: InHalf[], unit: string): string {
  const cells = columns.map((column) => `${column} (${inColumn(items, column).length} ${unit})`);
  return `${title}\n${''.padEnd(labelWidth + 2)}${cells.map((cell) => cell.padStart(cellWidth)).join('')}`;
}

/** One figure, computed over the items of each column. */
export function halfLine<T extends InHalf>(
  label: string,
  items: T[],
  figure: (subset: T[]) => string,
): string {
  const cells = columns.map((column) => figure(inColumn(items, column)));
  return `  ${label.padEnd(labelWidth)}${cells.map((cell) => cell.padStart(cellWidth)).join('')}`;
}

/** "93.4% (128/137)", or "-" when there is nothing to count. */
export function percentOf(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;
}

/** The mean of some shares (0..1) as a percentage, with how many there are: "87.5% (mean of 12)". */
export function meanPercent(shares: number[]): string {
  if (shares.length === 0) return '-';
  const mean = shares.reduce((sum, share) => sum + share, 0) / shares.length;
  return `${(100 * mean).toFixed(1)}% (mean of ${shares.length})`;
}
