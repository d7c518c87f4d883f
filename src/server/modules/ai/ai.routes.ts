import { Readable } from 'node:stream';
import {
  aiModelsResponseSchema,
  aiStatusResponseSchema,
  aiTestResponseSchema,
  streamAnalysisBodySchema,
} from '@shared/api/ai';
import { aiProviderMessages } from '@shared/messages';
import { BUILT_IN_MODEL } from '@shared/models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AiChain } from '../../ai/ai-chain';
import { callerGoneSignal } from '../../http/caller-signal';
import { handleErrorWithErrorField } from '../../http/error-handler';
import { visitorOf } from '../../http/session';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import type { TextAnalysisJob } from '../../work/cpu-jobs';
import type { WorkPool } from '../../work/work-pool';
import { BUILT_IN_PROVIDER } from '../analyses/analyses.service';
import { providerDetail } from '../privacy/privacy.messages';
import type { PrivacyRecorder } from '../privacy/privacy-recorder';
import { SSE_PING, sseLine, streamAnalysisEvents, withHeartbeat } from './stream-analysis';

/** A quiet stream sends a comment this often, under the 60 s a proxy commonly waits. */
const HEARTBEAT_MS = 15_000;

/**
 * The model picker's options and the AI provider calls of platform spec §7. A provider's failure is never
 * an error here: the built-in engine answers instead (README "AI providers").
 */
export const aiRoutes: FastifyPluginAsyncZod<{
  chain: AiChain;
  /** The worker pool the streaming analysis's scores are computed on. */
  work: Pick<WorkPool, 'run' | 'checkRoom'>;
  checkVisitorLimit: CheckVisitorLimit;
  /** Told of each streamed analysis a provider answered (issue 19: the processing-activity log). */
  privacy?: PrivacyRecorder;
}> = async (app, { chain, work, checkVisitorLimit, privacy }) => {
  app.setErrorHandler(handleErrorWithErrorField);
  /** A call that may reach a remote model counts as `ai`; one the built-in engine answers as `analyze`. */
  const kindOf = (model: string | undefined) =>
    chain.hasRemote() && model !== BUILT_IN_MODEL ? ('ai' as const) : ('analyze' as const);

  app.get('/ai-models', { schema: { response: { 200: aiModelsResponseSchema } } }, async () => ({
    models: chain.models(),
    defaultModel: chain.defaultModel(),
  }));

  app.get('/ai-provider/status', { schema: { response: { 200: aiStatusResponseSchema } } }, async () => ({
    data: await chain.status(),
  }));

  // No body (platform spec §7); when no remote provider answers, the built-in engine is the one that would.
  app.post(
    '/ai-provider/test',
    { schema: { response: { 200: aiTestResponseSchema } } },
    async (request, reply) => {
      await checkVisitorLimit(visitorOf(request), kindOf(undefined));
      const answered = await chain.test(callerGoneSignal(reply));
      return {
        data: {
          provider: answered?.provider ?? BUILT_IN_PROVIDER,
          model: answered?.model ?? BUILT_IN_MODEL,
          usage: { total_tokens: answered?.tokens ?? 0 },
        },
      };
    },
  );

  app.post(
    '/ai-provider/stream-analysis',
    { schema: { body: streamAnalysisBodySchema } },
    async (request, reply) => {
      const { owner } = visitorOf(request);
      await checkVisitorLimit(visitorOf(request), kindOf(request.body.model));
      // A full pool answers 503 now, before the stream starts, rather than as an error event.
      work.checkRoom(owner);
      const signal = callerGoneSignal(reply);
      const analyse = (job: TextAnalysisJob) => work.run('analyzeText', job, owner);
      const events = streamAnalysisEvents(chain, analyse, request.body, signal);
      async function* lines() {
        let provider: string | undefined;
        try {
          for await (const event of events) {
            if (event.type === 'chunk' && provider === undefined && event.provider !== BUILT_IN_PROVIDER) {
              provider = event.provider;
              await privacy?.activity(owner, 'ai_call', providerDetail(provider));
            }
            yield sseLine(event);
          }
        } catch (error) {
          request.log.error({ err: error }, 'streaming analysis failed');
          yield sseLine({ type: 'error', message: aiProviderMessages.streamError });
        }
      }
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(withHeartbeat(lines(), HEARTBEAT_MS, SSE_PING), { objectMode: false }));
    },
  );
};
