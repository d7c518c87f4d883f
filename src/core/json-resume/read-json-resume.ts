import type { ResumeDocument } from '@shared/resume-document';
import type { z } from 'zod';
import { fromJsonResume } from './from-json-resume';
import { type JsonResumeInput, jsonResumeSchema } from './json-resume-schema';
import { findJsonSyntaxError } from './json-syntax-error';

/** What reading a resume.json gives: the resume document, or why the file does not fit. */
export type ReadJsonResume =
  | { ok: true; document: ResumeDocument; jsonResume: JsonResumeInput }
  | { ok: false; message: string };

/** The messages of a file that does not fit, in one place. */
export const jsonResumeMessages = {
  empty: 'The file is empty: a JSON Resume is a JSON object such as { "basics": { "name": "…" } }',
  notJson: (where: string) => `The file is not valid JSON: ${where}`,
  notAnObject: (got: string) =>
    `A JSON Resume is one JSON object with fields such as "basics" and "work" (got ${got})`,
  wrongField: (path: string, expected: string, got: string) => `${path}: ${expected} (got ${got})`,
};

/** A value as a message names it: a string quoted (cut at 40 characters), a number as written, else its kind. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${value}`;
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : 'an object';
}

const expectedOf = new Map([
  ['string', 'expected text'],
  ['array', 'expected a list'],
  ['object', 'expected an object'],
]);

/** "work[1].startDate": a path as a reader of the file would write it. */
const pathText = (path: readonly PropertyKey[]) =>
  path
    .map((key, at) => (typeof key === 'number' ? `[${key}]` : at === 0 ? String(key) : `.${String(key)}`))
    .join('');

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    root,
  );
}

/**
 * Where an issue stands in the file's own order: at each step the key's place among its object's keys (or the
 * index in its list), so the first wrong field is the first a person reading the file meets.
 */
function placeOf(root: unknown, path: readonly PropertyKey[]): number[] {
  const places: number[] = [];
  let value = root;
  for (const key of path) {
    if (typeof key === 'number') places.push(key);
    else places.push(value && typeof value === 'object' ? Object.keys(value).indexOf(String(key)) : -1);
    value = valueAt(value, [key]);
  }
  return places;
}

function compare(a: number[], b: number[]): number {
  for (let at = 0; at < Math.min(a.length, b.length); at++)
    if (a[at] !== b[at]) return (a[at] ?? 0) - (b[at] ?? 0);
  return a.length - b.length;
}

/** The message of the first issue in the file's order: its path, what was expected there and what was found. */
function firstIssueMessage(value: unknown, issues: readonly z.core.$ZodIssue[]): string {
  const [first] = [...issues].sort((a, b) => compare(placeOf(value, a.path), placeOf(value, b.path)));
  if (!first) return jsonResumeMessages.notAnObject(describe(value));
  const got = describe(valueAt(value, first.path));
  const expected =
    first.code === 'invalid_type'
      ? (expectedOf.get(first.expected) ?? `expected ${first.expected}`)
      : first.message;
  return jsonResumeMessages.wrongField(pathText(first.path), expected, got);
}

/**
 * Checks a parsed JSON value against JSON Resume v1.0.0 (json-resume-schema.ts) and makes the resume document of
 * it; on failure, a message naming the first wrong field by its path ('work[1].startDate: expected a date like
 * 2021-03 (got "March 2021")').
 */
export function readJsonResumeValue(value: unknown): ReadJsonResume {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: jsonResumeMessages.notAnObject(describe(value)) };
  const parsed = jsonResumeSchema.safeParse(value);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(value, parsed.error.issues) };
  return { ok: true, document: fromJsonResume(parsed.data), jsonResume: parsed.data };
}

/**
 * Reads the text of a resume.json (https://jsonresume.org/schema, v1.0.0) into a resume document: parses it
 * (a syntax error is told with its line and column), then checks and converts it (see `readJsonResumeValue`).
 */
export function readJsonResume(text: string): ReadJsonResume {
  const json = text.replace(/^\uFEFF/u, '');
  if (json.trim() === '') return { ok: false, message: jsonResumeMessages.empty };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    const error = findJsonSyntaxError(json);
    const where = !error
      ? 'it could not be read'
      : error.found === undefined
        ? `it ends at line ${error.line}, column ${error.column} before the JSON is complete`
        : `unexpected ${JSON.stringify(error.found)} at line ${error.line}, column ${error.column}`;
    return { ok: false, message: jsonResumeMessages.notJson(where) };
  }
  return readJsonResumeValue(value);
}
