/** Rows of an RFC 4180 CSV text: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Rows of a tab-separated text with a header line, as objects keyed by the header. */
export function parseTsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const keys = (header ?? '').split('\t');
  return lines.map((line) => {
    const values = line.split('\t');
    return Object.fromEntries(keys.map((key, index) => [key, values[index] ?? '']));
  });
}
