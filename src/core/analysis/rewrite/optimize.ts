import { appendSkills } from './append-skills';
import { splitMarker } from './bullets';

export interface OptimizeInput {
  originalText: string;
  /** Skills the visitor chose to add. */
  skills: readonly string[];
  /** Applied suggestions: a whole resume line and its rewrite. */
  replacements: readonly { original: string; replacement: string }[];
  /** Bullet rewrites the visitor picked. */
  bullets: readonly { original: string; selected: string }[];
}

interface LineEdit {
  original: string;
  replacement: string;
}

/**
 * The resume text with the chosen rewrites and skills applied, and nothing else changed.
 * - Each rewrite replaces the line(s) whose trimmed text is its `original` (or whose text without its bullet
 *   marker is), where they stand; the line keeps its indentation, and its marker when the rewrite has none.
 *   A line not found is skipped. A line is rewritten once: picked bullet variations go first, then suggestions.
 * - Skills join the skills section in its own style (see append-skills.ts), or a "SKILLS" section at the end.
 * - Idempotent: a rewrite whose original is another rewrite's result is ignored, so applying the same input to
 *   the output changes nothing.
 */
export function optimizeResume(input: OptimizeInput): string {
  const edits: LineEdit[] = [
    ...input.bullets.map(({ original, selected }) => ({ original, replacement: selected })),
    ...input.replacements,
  ]
    .map(({ original, replacement }) => ({ original: original.trim(), replacement: replacement.trim() }))
    .filter(({ original, replacement }) => original !== '' && replacement !== '' && original !== replacement);
  const results = new Set(edits.map((edit) => edit.replacement));
  const lines = input.originalText.split('\n');
  const edited = new Set<number>();
  for (const edit of edits) {
    if (results.has(edit.original)) continue;
    for (const index of findLines(lines, edit.original)) {
      if (edited.has(index)) continue;
      lines[index] = rewriteLine(lines[index] ?? '', edit.replacement);
      edited.add(index);
    }
  }
  return appendSkills(lines.join('\n'), input.skills);
}

/** The lines whose trimmed text is the original; failing that, those whose body (marker aside) is. */
function findLines(lines: readonly string[], original: string): number[] {
  const exact = lines.flatMap((line, index) => (line.trim() === original ? [index] : []));
  if (exact.length > 0) return exact;
  const body = splitMarker(original).body;
  return lines.flatMap((line, index) => {
    const text = line.trim();
    return text && splitMarker(text).body === body && splitMarker(text).marker !== '' ? [index] : [];
  });
}

/** The replacement in the line's place: its indentation, and its marker if the replacement brings none. */
function rewriteLine(line: string, replacement: string): string {
  const indent = /^\s*/u.exec(line)?.[0] ?? '';
  const text = line.trim();
  const { marker, body } = splitMarker(text);
  if (!marker || splitMarker(replacement).marker) return `${indent}${replacement}`;
  return `${indent}${text.slice(0, text.length - body.length)}${replacement}`;
}
