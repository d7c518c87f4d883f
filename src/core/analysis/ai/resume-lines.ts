import { splitMarker } from '../rewrite/bullets';
import { withoutLineNumber } from './prompts';

/** A line as compared: trimmed, runs of white space as one space, typographic quotes as plain ones. */
export function foldLine(text: string): string {
  return text.replace(/[‘’]/gu, "'").replace(/[“”]/gu, '"').replace(/\s+/gu, ' ').trim();
}

/**
 * Finds the resume line a model quoted: the line whose folded text is the quote's (its "L12:" number left
 * out), or, when the quote left the bullet marker out, the one line whose body it is. Answers the line as the
 * resume writes it (trimmed), so the optimizer finds it; undefined when the resume has no such line.
 */
export function resumeLineFinder(resumeText: string): (quote: string) => string | undefined {
  const byText = new Map<string, string>();
  const byBody = new Map<string, string | null>();
  for (const line of resumeText.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    const folded = foldLine(text);
    if (!byText.has(folded)) byText.set(folded, text);
    const body = foldLine(splitMarker(text).body);
    if (body !== folded) byBody.set(body, byBody.has(body) && byBody.get(body) !== text ? null : text);
  }
  return (quote) => {
    const folded = foldLine(withoutLineNumber(foldLine(quote)));
    if (!folded) return undefined;
    return byText.get(folded) ?? byBody.get(foldLine(splitMarker(folded).body)) ?? undefined;
  };
}
