import { BUILT_IN_MODEL } from '@shared/models';
import type { AiChain, StreamChunk, StreamRequest } from '../../ai/ai-chain';
import { StreamInterruptedError } from '../../ai/provider-errors';
import type { AiCallOutcome } from './prometheus-metrics';

/** Counts one AI call: the provider that answered (or `built-in`) and how it ended. */
export type CountAiCall = (provider: string, outcome: AiCallOutcome) => void;

/** The provider label of a call no remote provider answered: the built-in engine answered it. */
export const FALLBACK_PROVIDER = 'built-in';

/**
 * The AI provider chain, counting each call that asks a remote model (issue 21, "AI provider calls by provider
 * and outcome"): `success` under the provider that answered, `fallback` when none did and the built-in engine
 * answered, `interrupted` when a stream failed after its first chunks. Calls for the built-in model, or with no
 * provider configured, reach no provider and are not counted. A stream the caller leaves early is not counted.
 */
export function instrumentAiChain(chain: AiChain, count: CountAiCall): AiChain {
  const asksRemote = (model: string | undefined) => model !== BUILT_IN_MODEL && chain.hasRemote();
  const counted = <R extends { provider: string } | undefined>(model: string | undefined, result: R): R => {
    if (result) count(result.provider, 'success');
    else if (asksRemote(model)) count(FALLBACK_PROVIDER, 'fallback');
    return result;
  };

  async function* countedStream(request: StreamRequest): AsyncGenerator<StreamChunk> {
    let provider: string | undefined;
    try {
      for await (const chunk of chain.stream(request)) {
        provider = chunk.provider;
        yield chunk;
      }
    } catch (error) {
      if (error instanceof StreamInterruptedError) count(error.provider, 'interrupted');
      throw error;
    }
    if (request.signal.aborted) return;
    if (provider) count(provider, 'success');
    else if (asksRemote(request.model)) count(FALLBACK_PROVIDER, 'fallback');
  }

  return {
    models: () => chain.models(),
    defaultModel: () => chain.defaultModel(),
    hasRemote: () => chain.hasRemote(),
    status: () => chain.status(),
    generateJson: async (request) => counted(request.model, await chain.generateJson(request)),
    test: async (signal) => counted(undefined, await chain.test(signal)),
    stream: (request) => countedStream(request),
  };
}
