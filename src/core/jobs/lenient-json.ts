/**
 * Hand-written JSON-LD is often not valid JSON: raw line breaks inside strings, unescaped double quotes in
 * HTML attributes (`"<h1 id="x">"`), trailing commas, HTML comment or CDATA wrappers. This repairs those
 * mistakes, and only those, before parsing.
 */

const closers = new Set([',', '}', ']', ':']);

function nextNonSpace(text: string, from: number): string | undefined {
  for (let i = from; i < text.length; i++) {
    const c = text[i] as string;
    if (!/\s/.test(c)) return c;
  }
  return undefined;
}

function repairStrings(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (!inString) {
      if (c === '"') inString = true;
      out += c;
      continue;
    }
    if (c === '\\') {
      out += c + (text[i + 1] ?? '');
      i++;
    } else if (c === '"') {
      // A quote ends the string only where JSON could go on: before , } ] : or the end of the text.
      const next = nextNonSpace(text, i + 1);
      if (next === undefined || closers.has(next)) {
        inString = false;
        out += c;
      } else {
        out += '\\"';
      }
    } else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else out += c;
  }
  return out;
}

function unwrap(text: string): string {
  return text
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .trim()
    .replace(/;$/, '');
}

/** Parses JSON, repairing the common hand-written mistakes; undefined when it still cannot be read. */
export function parseLenientJson(text: string): unknown {
  const source = unwrap(text);
  try {
    return JSON.parse(source);
  } catch {
    try {
      return JSON.parse(repairStrings(source).replace(/,(\s*[}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}
