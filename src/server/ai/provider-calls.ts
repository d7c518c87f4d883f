import { generateText, streamText } from 'ai';
import { ChunkQueue } from './chunk-queue';
import {
  CallerGoneError,
  CountersUnavailableError,
  isRateLimit,
  LimitReachedError,
  ProviderBlockedError,
  retryAfterMsOf,
  StreamInterruptedError,
  StreamTimeoutError,
} from './provider-errors';
import type { ProviderGuard } from './provider-guard';
import type { ProviderUsageStore } from './provider-usage';
import type { ChainProvider } from './providers';

export interface CallContext {
  provider: ChainProvider;
  /** The picker value of the model asked (`groq:llama-3.1-8b-instant`, `deepseek/deepseek-r1:free` …). */
  model: string;
  guard: ProviderGuard;
  usage: ProviderUsageStore;
  now: () => number;
  timeoutMs: number;
  /** Calls per minute to remote providers for the whole deployment (AI_GLOBAL_PER_MINUTE); 0 is no ceiling. */
  remoteCeilingPerMinute: number;
}

/** The counters' name for every remote provider together (the deployment's ceiling). */
export const REMOTE_CEILING = 'all-remote';

export interface Prompt {
  system: string;
  prompt: string;
  maxTokens?: number;
}

/** Runs `work`; when the caller has gone meanwhile, whatever it threw becomes a CallerGoneError. */
export async function untilCallerGone<T>(
  signal: AbortSignal | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (signal?.aborted && !(error instanceof CallerGoneError))
      throw new CallerGoneError('the caller went away', { cause: error });
    throw error;
  }
}

/**
 * Counts the request against the provider's limits and the deployment's ceiling of remote calls (a local model
 * server is the operator's own and has none), or says the provider is used up for now; a request the ceiling
 * refuses is given back to the provider's counts, since it is not sent.
 */
async function reserve({ provider, usage, remoteCeilingPerMinute }: CallContext) {
  const counted = async (name: string, limits: ChainProvider['limits']) =>
    usage.reserve(name, limits).catch((error: unknown) => {
      throw new CountersUnavailableError('the provider counters could not be read', { cause: error });
    });
  if (!(await counted(provider.name, provider.limits))) throw new LimitReachedError();
  if (provider.name === 'local' || remoteCeilingPerMinute === 0) return;
  const ceiling = { requestsPerMinute: remoteCeilingPerMinute, requestsPerHour: 0, tokensPerMinute: 0 };
  if (await counted(REMOTE_CEILING, ceiling)) return;
  await usage.release(provider.name).catch(() => {});
  throw new LimitReachedError('the deployment ceiling of remote calls is reached');
}

/** Adds an answer's tokens to the counters; a failure to count costs a figure, never the answer. */
async function countTokens({ provider, usage }: CallContext, tokens: number) {
  await usage.addTokens(provider.name, tokens).catch(() => {});
}

/** A 429 blocks the provider in the database (every instance then skips it) and moves on to the next. */
async function blockOnRateLimit(context: CallContext, error: unknown): Promise<never> {
  if (!isRateLimit(error)) throw error;
  const wait = retryAfterMsOf(error, context.now());
  // Without the database the block is not shared, but the next provider is asked all the same.
  const until = await context.usage
    .block(context.provider.name, wait)
    .catch(() => context.now() + (wait ?? 0));
  throw new ProviderBlockedError(until);
}

/**
 * One answer from one provider, retried on transient failures, each try under the timeout. `signal` is the
 * caller's: when it aborts, the request is cancelled and CallerGoneError thrown.
 */
export async function generateOnce(
  context: CallContext,
  { system, prompt, maxTokens }: Prompt,
  signal: AbortSignal | undefined,
): Promise<{ text: string; tokens: number }> {
  return untilCallerGone(signal, () =>
    context.guard.call.execute(async ({ signal: callSignal }) => {
      await reserve(context);
      try {
        const result = await generateText({
          model: context.provider.languageModel(context.model),
          system,
          prompt,
          ...(maxTokens ? { maxOutputTokens: maxTokens } : {}),
          abortSignal: callSignal,
          // cockatiel retries (provider-guard.ts); the SDK's own retries would multiply them.
          maxRetries: 0,
        });
        const tokens = result.totalUsage.totalTokens ?? 0;
        await countTokens(context, tokens);
        return { text: result.text, tokens };
      } catch (error) {
        return blockOnRateLimit(context, error);
      }
    }, signal),
  );
}

/**
 * A stream from one provider: text as it comes. Before its first chunk a transient failure is retried and a
 * 429 blocks the provider; the stream must send something within the timeout, and again within the timeout
 * after each chunk. A failure after the first chunk is a StreamInterruptedError. Leaving the loop early
 * (the consumer stopped, or `signal` aborted) aborts the upstream request.
 */
export async function* streamOnce(
  context: CallContext,
  { system, prompt, maxTokens }: Prompt,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const { provider, guard } = context;
  const stop = new AbortController();
  const callerSignal = AbortSignal.any([signal, stop.signal]);
  const queue = new ChunkQueue<string>();
  let hasSent = false;

  const run = guard.breaker.execute(
    () =>
      untilCallerGone(callerSignal, () =>
        guard.retry.execute(async () => {
          await reserve(context);
          const idle = new AbortController();
          let timer: NodeJS.Timeout | undefined;
          const arm = () => {
            clearTimeout(timer);
            timer = setTimeout(() => idle.abort(), context.timeoutMs);
          };
          arm();
          let tokens = 0;
          try {
            const result = streamText({
              model: provider.languageModel(context.model),
              system,
              prompt,
              ...(maxTokens ? { maxOutputTokens: maxTokens } : {}),
              abortSignal: AbortSignal.any([callerSignal, idle.signal]),
              maxRetries: 0,
              // The default handler prints the error, request body (resume text) included, to the console.
              onError: () => {},
            });
            for await (const part of result.fullStream) {
              arm();
              if (part.type === 'text-delta' && part.text) {
                hasSent = true;
                queue.push(part.text);
              } else if (part.type === 'error') {
                throw part.error;
              } else if (part.type === 'abort') {
                throw idle.signal.aborted
                  ? new StreamTimeoutError('no chunk within the timeout')
                  : new CallerGoneError();
              } else if (part.type === 'finish') {
                tokens = part.totalUsage.totalTokens ?? 0;
              }
            }
            if (idle.signal.aborted) throw new StreamTimeoutError('no chunk within the timeout');
          } catch (error) {
            if (callerSignal.aborted) throw new CallerGoneError('the caller went away', { cause: error });
            if (hasSent) throw new StreamInterruptedError(provider.name, { cause: error });
            return blockOnRateLimit(context, error);
          } finally {
            clearTimeout(timer);
          }
          await countTokens(context, tokens);
        }, callerSignal),
      ),
    callerSignal,
  );
  run.then(
    () => queue.end(),
    (error: unknown) => queue.fail(error),
  );
  try {
    yield* queue;
  } finally {
    stop.abort();
    await run.catch(() => {});
  }
}
