import {
  createStreamCleaner,
  engineReview,
  STREAM_CLOSING,
  streamOpening,
  streamReviewPrompt,
} from '@core/analysis/ai/stream-analysis';
import type { AnalysisResult } from '@core/analysis/analyze';
import type { StreamAnalysisBody, StreamEvent } from '@shared/api/ai';
import { aiServerMessages } from '@shared/messages';
import type { AiChain } from '../../ai/ai-chain';
import { StreamInterruptedError } from '../../ai/provider-errors';
import type { TextAnalysisJob } from '../../work/cpu-jobs';
import { BUILT_IN_PROVIDER } from '../analyses/analyses.service';

/** Room for a review of a few sentences and lists, and a reasoning model's thinking. */
const REVIEW_MAX_TOKENS = 4000;

/**
 * The events of one streaming analysis (platform spec §4): `connected`, then the document of
 * src/core/analysis/ai/stream-analysis.ts in chunks (the engine's scores, the model's review as it comes),
 * then `complete`. When no model answers, the engine's review completes the document, from "built-in". A
 * model that stops midway ends the stream with `error`: what was sent cannot be taken back. The engine's
 * scores come from `analyse`: the route runs it on the worker pool, off the event loop.
 */
export async function* streamAnalysisEvents(
  chain: Pick<AiChain, 'stream'>,
  analyse: (job: TextAnalysisJob) => Promise<AnalysisResult>,
  body: StreamAnalysisBody,
  signal: AbortSignal,
  now: Date = new Date(),
): AsyncGenerator<StreamEvent> {
  yield { type: 'connected' };
  const result = await analyse({
    resumeText: body.resumeText,
    jobTitle: body.jobTitle,
    jobText: body.jobDescription,
    now: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
  });
  const opening = streamOpening(result);
  const cleaner = createStreamCleaner();
  let provider: string | undefined;
  try {
    const prompt = streamReviewPrompt({
      resumeText: body.resumeText,
      jobTitle: body.jobTitle,
      postingText: body.jobDescription,
      result,
    });
    for await (const chunk of chain.stream({
      model: body.model,
      ...prompt,
      maxTokens: REVIEW_MAX_TOKENS,
      signal,
    })) {
      const content = (provider === undefined ? opening : '') + cleaner.push(chunk.content);
      provider = chunk.provider;
      if (content) yield { type: 'chunk', content, provider };
    }
  } catch (error) {
    if (!(error instanceof StreamInterruptedError)) throw error;
    yield { type: 'error', message: aiServerMessages.streamInterrupted };
    return;
  }
  if (signal.aborted) return;
  if (provider === undefined) {
    const content = `${opening}${JSON.stringify(engineReview(result))}${STREAM_CLOSING}`;
    yield { type: 'chunk', content, provider: BUILT_IN_PROVIDER };
  } else {
    yield { type: 'chunk', content: `${cleaner.end()}${STREAM_CLOSING}`, provider };
  }
  yield { type: 'complete' };
}

/** One event as the stream writes it: a `data: ` line and a blank line. */
export const sseLine = (event: StreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/** A comment line of the stream: readers skip it; it keeps a proxy from closing a quiet connection. */
export const SSE_PING = ': ping\n\n';

/** The items of `source`, with `ping` after every `everyMs` of silence. */
export async function* withHeartbeat<T>(
  source: AsyncIterable<T>,
  everyMs: number,
  ping: T,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let pending = iterator.next();
  try {
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const tick = new Promise<'tick'>((resolve) => {
        timer = setTimeout(() => resolve('tick'), everyMs);
      });
      const next = await Promise.race([pending, tick]);
      clearTimeout(timer);
      if (next === 'tick') {
        yield ping;
        continue;
      }
      if (next.done) return;
      yield next.value;
      pending = iterator.next();
    }
  } finally {
    // Not awaited: a source still waiting on its provider ends when the request's signal aborts it.
    void iterator.return?.();
  }
}
