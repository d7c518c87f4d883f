import type { z } from 'zod';

/** At most this many schema problems still make an answer worth one repair. */
const REPAIRABLE_ISSUES = 3;

export type JsonAnswer<T> =
  | { ok: true; data: T }
  /** `almost`: JSON-looking text that a single repair can likely fix; `problem`: what to tell the model. */
  | { ok: false; almost: boolean; problem: string };

/**
 * Reads a model's answer as the task's JSON: drops reasoning (`<think>…</think>`), takes a fenced block's
 * content, cuts the text around the outermost object or array, forgives trailing commas, then validates with
 * the task's schema. Says whether the answer is almost valid, so the chain can ask for one repair.
 */
export function readJsonAnswer<T>(text: string, schema: z.ZodType<T>): JsonAnswer<T> {
  const candidate = jsonCandidate(text);
  if (candidate === undefined) return { ok: false, almost: false, problem: 'the answer holds no JSON' };
  const value = parseLeniently(candidate);
  if (value === undefined)
    return { ok: false, almost: true, problem: 'the answer is not valid JSON (a bracket, quote or comma)' };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues;
  const problem = issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the answer'}: ${issue.message}`)
    .join('; ');
  return { ok: false, almost: issues.length <= REPAIRABLE_ISSUES, problem };
}

/** The model's text without its reasoning: whole `<think>` blocks, and an unclosed one up to the JSON. */
export function stripReasoning(text: string): string {
  return text
    .replace(/<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi, '')
    .replace(/^\s*<(think|thinking|reasoning)>[\s\S]*?(?=[{[])/i, '')
    .trim();
}

function jsonCandidate(text: string): string | undefined {
  const plain = stripReasoning(text);
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(plain)?.[1];
  const body = (fenced ?? plain).trim();
  const start = body.search(/[{[]/);
  if (start < 0) return undefined;
  const open = body[start];
  const end = body.lastIndexOf(open === '{' ? '}' : ']');
  return end > start ? body.slice(start, end + 1) : body.slice(start);
}

function parseLeniently(candidate: string): unknown {
  for (const attempt of [candidate, candidate.replace(/,\s*([}\]])/g, '$1')]) {
    try {
      return JSON.parse(attempt);
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

/** The follow-up that asks the same model, once, to correct an almost valid answer. */
export function repairPrompt(prompt: string, answer: string, problem: string): string {
  return [
    prompt,
    '',
    'Your previous answer could not be used:',
    problem,
    '',
    'Previous answer:',
    stripReasoning(answer).slice(0, 8000),
    '',
    'Answer again with the corrected JSON only: no explanation, no code fences.',
  ].join('\n');
}
