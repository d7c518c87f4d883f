import { createHash } from 'node:crypto';

/**
 * The dev corpus in two fixed halves, so that a figure tuned on one half can be checked on the other.
 *
 * The rule: a file belongs to the "tuning" half when the first byte of the SHA-256 digest of its path relative
 * to `dev/` (forward slashes, UTF-8, e.g. `resumes/pdf/x.pdf` or `jobs/json/y.json`) is even, and to the
 * "check" half when it is odd. The rule never changes and looks at nothing but the path, so a file keeps its
 * half whatever the engine does.
 *
 * Work on the engine may look at tuning-half files; check-half files are only ever counted, never named or shown.
 */
export type Half = 'tuning' | 'check';
export const halves: readonly Half[] = ['tuning', 'check'];

export function halfOf(file: string): Half {
  const firstByte = createHash('sha256').update(file, 'utf8').digest()[0] ?? 0;
  return firstByte % 2 === 0 ? 'tuning' : 'check';
}

/** The half every one of the files is in, or undefined when they straddle both (a ranking pair, say). */
export function sharedHalf(files: string[]): Half | undefined {
  const found = new Set(files.map(halfOf));
  return found.size === 1 ? [...found][0] : undefined;
}

export const isTuning = (file: string) => halfOf(file) === 'tuning';
