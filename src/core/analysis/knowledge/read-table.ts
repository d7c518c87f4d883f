/** A knowledge table as its JSON file holds it: the column names, then one array of strings per row. */
export interface Table {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * The rows of one of this folder's tables (see README.md), as objects keyed by its columns. The table must
 * name exactly `columns`, in order, and every row must fill each of them: a table edited out of shape fails
 * when its module loads, not later.
 */
export function readTable<Column extends string>(
  table: Table,
  file: string,
  columns: readonly Column[],
): Record<Column, string>[] {
  if (table.columns.join(',') !== columns.join(',')) {
    throw new Error(`${file}: expected the columns ${columns.join(',')}, found ${table.columns.join(',')}`);
  }
  return table.rows.map((row, index) => {
    if (row.length !== columns.length || row.some((field) => typeof field !== 'string')) {
      throw new Error(
        `${file}: row ${index + 1} has ${row.length} fields, expected ${columns.length} strings`,
      );
    }
    return Object.fromEntries(columns.map((column, at) => [column, row[at]])) as Record<Column, string>;
  });
}
