import { isRecord } from '../../lib/browser-storage';

/**
 * The streamed output as JSON, or undefined while it is not (yet) valid JSON. Models often wrap their answer
 * in a Markdown code fence (```json … ```); the fence is not part of the answer, so it is taken off first.
 */
export function parseStreamedJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /^```[a-zA-Z]*\s*\n([\s\S]*?)\n?```$/.exec(trimmed);
  const body = fenced?.[1] ?? trimmed;
  if (body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The four scores of platform spec §2 "Results", in the order their tiles show them. */
export const scoreTiles = [
  { key: 'overallScore', label: 'Overall Score' },
  { key: 'skillsScore', label: 'Skills Score' },
  { key: 'keywordsScore', label: 'Keywords Score' },
  { key: 'experienceScore', label: 'Experience Score' },
] as const;

/** Whether a stored result has the scores the Results tab shows (it is keyed on overallScore, spec §2). */
export function hasScores(result: unknown): result is Record<string, unknown> & { overallScore: unknown } {
  return isRecord(result) && result.overallScore !== undefined && result.overallScore !== null;
}

/** A score as a whole percent ("78%"); a value that is not a number reads "—". */
export function formatScore(value: unknown): string {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? `${Math.round(number)}%` : '—';
}
