/**
 * A strict RFC 4180 reader for the tests: CRLF (or LF) record ends, fields quoted when they hold a comma, quote
 * or line break, quotes inside a quoted field doubled. Throws on a stray quote or an unterminated field, so a
 * badly quoted export fails the test rather than being read loosely.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  let isQuoted = false;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = '';
    isQuoted = false;
    fieldStarted = false;
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (isQuoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        const next = text[index + 1];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
          throw new Error(`a character after a closing quote at ${index + 1}`);
        isQuoted = false;
        index += 1;
        continue;
      }
      field += char;
      index += 1;
      continue;
    }
    if (char === '"') {
      if (fieldStarted) throw new Error(`a quote inside an unquoted field at ${index}`);
      isQuoted = true;
      fieldStarted = true;
      index += 1;
      continue;
    }
    if (char === ',') {
      endField();
      index += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endField();
      records.push(record);
      record = [];
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    index += 1;
  }
  if (isQuoted) throw new Error('an unterminated quoted field');
  if (fieldStarted || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}
