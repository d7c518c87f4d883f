import type { AnalysisResult } from '../analyze';
import { analysisPrompt, type Prompt, promptScores } from './prompts';

/**
 * The streaming analysis (platform spec §4 "Streaming analysis"): one JSON document, written as it comes. The
 * scores are the built-in engine's (explainable and stable, as in every analysis); the model writes the
 * review. The stream is the engine's part, then the model's review as it arrives, then a closing brace:
 *
 *   {"overallScore":78,"skillsScore":80,"keywordsScore":70,"experienceScore":82,
 *    "matchedSkills":[…],"missingSkills":[…],"review": <the model's JSON> }
 *
 * When no model answers, the review is the engine's own (`engineReview`), so the panel always has a result.
 */

/** The review the model is asked for. */
export interface StreamReview {
  summary: string;
  strengths: string[];
  gaps: string[];
  suggestions: string[];
}

export type StreamEngineResult = Pick<
  AnalysisResult,
  'overallScore' | 'skillsScore' | 'keywordsScore' | 'experienceScore' | 'skillsAnalysis' | 'suggestions'
>;

const matchedSkillsOf = (result: StreamEngineResult) =>
  result.skillsAnalysis.matching.map((match) => match.skill);

/** The opening of the streamed document: the engine's scores and skills, up to the review's value. */
export function streamOpening(result: StreamEngineResult): string {
  const head = JSON.stringify({
    overallScore: result.overallScore,
    skillsScore: result.skillsScore,
    keywordsScore: result.keywordsScore,
    experienceScore: result.experienceScore,
    matchedSkills: matchedSkillsOf(result),
    missingSkills: result.skillsAnalysis.missingSkills,
  });
  return `${head.slice(0, -1)},"review":`;
}

export const STREAM_CLOSING = '}';

/** The review when no model answers: the engine's own findings, in the model's shape. */
export function engineReview(result: StreamEngineResult): StreamReview {
  const matchedSkills = matchedSkillsOf(result);
  const { missingSkills } = result.skillsAnalysis;
  return {
    summary: `The built-in engine scored this match ${result.overallScore}%: ${matchedSkills.length} of the posting's skills shown, ${missingSkills.length} missing.`,
    strengths: matchedSkills.slice(0, 10),
    gaps: missingSkills.slice(0, 10),
    suggestions: result.suggestions.slice(0, 10).map((suggestion) => suggestion.title),
  };
}

export interface StreamPromptInput {
  resumeText: string;
  jobTitle: string;
  postingText: string;
  result: StreamEngineResult;
}

/** What the model is asked for the stream: a short review of the match, as JSON in the shape of StreamReview. */
export function streamReviewPrompt({ resumeText, jobTitle, postingText, result }: StreamPromptInput): Prompt {
  const base = analysisPrompt({
    resumeText,
    jobTitle,
    postingText,
    scores: promptScores(result),
    missingSkills: result.skillsAnalysis.missingSkills,
    missingKeywords: [],
  });
  const system = base.system.replace(
    'You are a careful resume editor. You suggest improvements to a resume for one job posting.',
    'You are a careful resume reviewer. You review how well a resume matches one job posting.',
  );
  // The posting, the resume and the scores as for the analysis; the answer's shape is the review's.
  const context = base.prompt.slice(0, base.prompt.indexOf('Give at most'));
  const prompt = [
    context.trimEnd(),
    '',
    'Answer with one JSON object and nothing else:',
    '{"summary": "two or three sentences on the match",',
    ' "strengths": ["what the resume shows that the posting asks", …],',
    ' "gaps": ["what the posting asks that the resume does not show", …],',
    ' "suggestions": ["one concrete change to the resume, true to the person", …]}',
  ].join('\n');
  return { system, prompt };
}

/**
 * Takes what is not the answer off a streamed answer, piece by piece: a reasoning model's `<think>…</think>`
 * before it, and a Markdown code fence around it (```json … ```). `push` gives what can be passed on now,
 * `end` what was held back. Text with neither passes unchanged.
 */
export function createStreamCleaner() {
  let head = '';
  let isHeadDone = false;
  let isFenced = false;
  let tail = '';

  /** In a fenced answer, holds back a possible closing fence (trailing whitespace and backticks). */
  function release(text: string): string {
    if (!isFenced) return text;
    const all = tail + text;
    const held = /[\s`]*$/.exec(all)?.[0] ?? '';
    tail = held;
    return all.slice(0, all.length - held.length);
  }

  /** The head read so far, once it is known to start the answer; undefined while it may still be a prefix. */
  function readHead(): string | undefined {
    for (;;) {
      const trimmed = head.trimStart();
      if (trimmed.startsWith('<think>')) {
        const end = trimmed.indexOf('</think>');
        if (end < 0) return undefined;
        head = trimmed.slice(end + '</think>'.length);
        continue;
      }
      if (trimmed.length < '<think>'.length && '<think>'.startsWith(trimmed) && trimmed !== '')
        return undefined;
      if (trimmed.length < 3 && '```'.startsWith(trimmed)) return undefined;
      if (!trimmed.startsWith('```')) {
        isHeadDone = true;
        return head;
      }
      const newline = trimmed.indexOf('\n');
      if (newline < 0) return undefined;
      isHeadDone = true;
      isFenced = true;
      return release(trimmed.slice(newline + 1));
    }
  }

  return {
    push(text: string): string {
      if (isHeadDone) return release(text);
      head += text;
      return readHead() ?? '';
    },
    end(): string {
      if (!isHeadDone) return head.trimStart().startsWith('<think>') ? '' : head;
      return isFenced ? tail.replace(/\s*`{3}\s*$/, '') : '';
    },
  };
}
