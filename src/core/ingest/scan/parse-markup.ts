import { type Handler, Parser, type ParserOptions } from 'htmlparser2';
import type { Finding } from './finding';

/**
 * Deepest element nesting we parse. Real résumés, web pages and Word parts stay well under 100 levels;
 * the HTML parser's work grows with the square of the depth, so a file of a million nested tags would
 * keep the server busy for hours.
 */
export const MAX_MARKUP_DEPTH = 512;

export class MarkupTooDeepError extends Error {
  override name = 'MarkupTooDeepError';
}

/**
 * Parses HTML or XML with htmlparser2, calling the given handlers, and stops with MarkupTooDeepError
 * as soon as elements nest deeper than MAX_MARKUP_DEPTH.
 */
export function parseMarkup(text: string, handlers: Partial<Handler>, options: ParserOptions): void {
  let depth = 0;
  const parser = new Parser(
    {
      ...handlers,
      onopentag(name, attributes, isImplied) {
        if (++depth > MAX_MARKUP_DEPTH) throw new MarkupTooDeepError('Elements nest too deeply');
        handlers.onopentag?.(name, attributes, isImplied);
      },
      onclosetag(name, isImplied) {
        depth--;
        handlers.onclosetag?.(name, isImplied);
      },
    },
    options,
  );
  parser.write(text);
  parser.end();
}

/** The finding for markup too deeply nested to check: the file is blocked, not called malicious. */
export function tooComplex(container: string): Finding {
  return {
    severity: 'medium',
    kind: 'too-complex',
    message: `This ${container} is built in an abnormal way (thousands of nested elements), so it could not be checked.`,
  };
}
