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

/** The review inside a streamed result (README "Streaming analysis"): what the model (or the engine) wrote. */
export interface StreamedReview {
  summary: string;
  strengths: string[];
  gaps: string[];
  suggestions: string[];
}

const stringsOf = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

/** The result's review, its fields read leniently (a model may leave one out); undefined when it has none. */
export function reviewOf(result: unknown): StreamedReview | undefined {
  if (!isRecord(result) || !isRecord(result.review)) return undefined;
  const { summary, strengths, gaps, suggestions } = result.review;
  const review = {
    summary: typeof summary === 'string' ? summary.trim() : '',
    strengths: [...new Set(stringsOf(strengths))],
    gaps: [...new Set(stringsOf(gaps))],
    suggestions: [...new Set(stringsOf(suggestions))],
  };
  const isEmpty =
    !review.summary && [review.strengths, review.gaps, review.suggestions].every((list) => list.length === 0);
  return isEmpty ? undefined : review;
}
