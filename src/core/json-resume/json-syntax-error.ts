/** Where a JSON text breaks: the offset of the first character that JSON's grammar does not allow there. */
export interface JsonSyntaxError {
  offset: number;
  /** 1-based line and column of `offset`. */
  line: number;
  column: number;
  /** The character found there; undefined when the text ends before the JSON is complete. */
  found?: string;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * The first syntax error of a text that `JSON.parse` refused, found by walking JSON's grammar (RFC 8259), since
 * V8's message gives no position for some errors ("Unexpected token 'h', "hello" is not valid JSON"). Undefined
 * when the walk finds none (nesting too deep to walk).
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxAt(at);
  };
  const skipWhitespace = () => {
    while (at < text.length && WHITESPACE.has(text.charAt(at))) at++;
  };
  const expect = (char: string) => {
    skipWhitespace();
    if (text.charAt(at) !== char) fail();
    at++;
  };
  const string = () => {
    expect('"');
    while (at < text.length) {
      const char = text.charAt(at);
      if (char === '"') {
        at++;
        return;
      }
      if (char === '\\') {
        ESCAPE.lastIndex = at;
        if (!ESCAPE.test(text)) fail();
        at = ESCAPE.lastIndex;
      } else if (char < ' ') fail();
      else at++;
    }
    fail();
  };
  const value = (): void => {
    skipWhitespace();
    const char = text.charAt(at);
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at++;
      skipWhitespace();
      if (text.charAt(at) === close) {
        at++;
        return;
      }
      for (;;) {
        if (char === '{') {
          string();
          expect(':');
        }
        value();
        skipWhitespace();
        if (text.charAt(at) !== ',') {
          expect(close);
          return;
        }
        at++;
      }
    }
    if (char === '"') {
      string();
      return;
    }
    for (const word of ['true', 'false', 'null'])
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    NUMBER.lastIndex = at;
    if (!NUMBER.test(text)) fail();
    at = NUMBER.lastIndex;
  };
  try {
    value();
    skipWhitespace();
    if (at < text.length) fail();
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxAt)) return undefined;
    return positionOf(text, error.offset);
  }
}

class SyntaxAt {
  constructor(readonly offset: number) {}
}

function positionOf(text: string, offset: number): JsonSyntaxError {
  const before = text.slice(0, offset).split('\n');
  return {
    offset,
    line: before.length,
    column: (before.at(-1)?.length ?? 0) + 1,
    found: offset < text.length ? String.fromCodePoint(text.codePointAt(offset) ?? 0) : undefined,
  };
}
