import type { AiModelOption, AiProviderStatus, AiStatusResponse } from '@shared/api/ai';
import { BUILT_IN_MODEL } from '@shared/models';
import { CircuitState } from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { readJsonAnswer, repairPrompt } from './json-answer';
import { type CallContext, generateOnce, streamOnce, untilCallerGone } from './provider-calls';
import { BadOutputError, CallerGoneError, describeFailure, StreamInterruptedError } from './provider-errors';
import { createProviderGuard, type ProviderGuard } from './provider-guard';
import { createProviderUsage } from './provider-usage';
import { buildProviders, builtInOption, type ChainProvider, providerOfModel } from './providers';

/** A task whose answer is JSON of a given shape (analysis suggestions, bullet variations, a job posting). */
export interface GenerateJsonRequest<T> {
  /** Names the task in logs ("analysis", "bullet-variations" …). */
  task: string;
  /** The picker value the visitor chose: its provider is asked first. Absent or unknown: the default order. */
  model?: string;
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  maxTokens?: number;
  /** The request's signal: when the visitor goes away, the upstream call is cancelled. */
  signal?: AbortSignal;
}

export interface JsonResult<T> {
  data: T;
  /** Which provider and model answered (`openrouter`, `deepseek/deepseek-r1:free`). */
  provider: string;
  model: string;
  /** Tokens of the call (and of its repair, when there was one). */
  tokens: number;
}

export interface StreamRequest {
  model?: string;
  system: string;
  prompt: string;
  maxTokens?: number;
  signal: AbortSignal;
}

export interface StreamChunk {
  content: string;
  provider: string;
}

/**
 * The provider chain (README "AI providers"). Every method answers without throwing for a provider's failure:
 * `undefined` (or a stream with no chunk) means no remote provider answered and the caller uses the built-in
 * engine. The one exception is a stream that fails after it has sent chunks: it throws StreamInterruptedError,
 * since what was sent cannot be taken back.
 */
export interface AiChain {
  /** The picker's options: every provider's models (disabled, with why, when not configured), the built-in last. */
  models(): AiModelOption[];
  /** The model picked when the visitor picks none: the first configured provider's, else the built-in engine. */
  defaultModel(): string;
  /** Whether any remote provider is configured. */
  hasRemote(): boolean;
  generateJson<T>(request: GenerateJsonRequest<T>): Promise<JsonResult<T> | undefined>;
  stream(request: StreamRequest): AsyncIterable<StreamChunk>;
  /** A tiny call through the chain: who answered and the tokens it used. `signal`: the caller's. */
  test(signal?: AbortSignal): Promise<{ provider: string; model: string; tokens: number } | undefined>;
  status(): Promise<AiStatusResponse['data']>;
}

const TEST_PROMPT = { system: 'You answer in one word.', prompt: 'Reply with the word OK.', maxTokens: 64 };

/** `now` is the clock of limit windows and blocks (ms since the epoch); tests move it. */
export function createAiChain(
  config: Config,
  db: Database,
  logger: FastifyBaseLogger,
  now: () => number = Date.now,
): AiChain {
  const providers = buildProviders(config.ai);
  const enabled = providers.filter((provider) => provider.enabled);
  const usage = createProviderUsage(db, now);
  const guards = new Map<string, ProviderGuard>(
    enabled.map((provider) => [provider.name, createProviderGuard(config.ai)]),
  );
  const secrets = providers.flatMap((provider) => provider.secrets).filter((secret) => secret.length >= 4);
  const scrub = (text: string) =>
    secrets.reduce((clean, secret) => clean.split(secret).join('[redacted]'), text);

  const contextOf = (provider: ChainProvider, model: string): CallContext => ({
    provider,
    model,
    guard: guards.get(provider.name) as ProviderGuard,
    usage,
    now,
    timeoutMs: config.ai.timeoutMs,
    remoteCeilingPerMinute: config.ai.remoteCeilingPerMinute ?? 0,
  });

  /** The chosen model's provider first, then the other configured ones in order, each with its own model. */
  function planFor(model: string | undefined): CallContext[] {
    const chosen = providerOfModel(enabled, model);
    const order = chosen ? [chosen, ...enabled.filter((provider) => provider !== chosen)] : enabled;
    return order.map((provider) =>
      contextOf(provider, provider === chosen && model ? model : provider.defaultModel),
    );
  }

  /**
   * The providers not blocked by a 429 right now (the block is shared through the database), and not in the
   * middle of their breaker's trial call: another call would wait for the trial to end, so the next is asked.
   */
  async function usable(plan: CallContext[]): Promise<CallContext[]> {
    const blocks = await usage.blocks(plan.map((context) => context.provider.name));
    return plan.filter(
      (context) =>
        (blocks.get(context.provider.name)?.blockedUntil ?? 0) <= now() &&
        context.guard.breaker.state !== CircuitState.HalfOpen,
    );
  }

  function logFailure(context: CallContext, task: string, error: unknown) {
    const { kind, status, message } = describeFailure(error);
    logger.warn(
      { provider: context.provider.name, model: context.model, task, kind, status, detail: scrub(message) },
      'AI provider did not answer; trying the next',
    );
  }

  /** Runs `use` on each usable provider in turn until one succeeds; undefined when none does. */
  async function firstAnswer<R>(
    model: string | undefined,
    task: string,
    signal: AbortSignal | undefined,
    use: (context: CallContext, signal: AbortSignal) => Promise<R>,
  ): Promise<R | undefined> {
    if (model === BUILT_IN_MODEL || enabled.length === 0) return undefined;
    // The whole chain answers within its budget, or the built-in engine does (a proxy would time out first).
    const deadline = AbortSignal.timeout(config.ai.totalTimeoutMs);
    const budget = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      for (const context of await usable(planFor(model))) {
        if (budget.aborted) {
          if (!signal?.aborted) logger.warn({ task }, 'AI chain out of time: the built-in engine answers');
          return undefined;
        }
        try {
          const started = Date.now();
          const result = await context.guard.breaker.execute(() =>
            untilCallerGone(budget, () => use(context, budget)),
          );
          logger.info(
            { provider: context.provider.name, model: context.model, task, ms: Date.now() - started },
            'AI provider answered',
          );
          await usage.clearStrikes(context.provider.name).catch(() => {});
          return result;
        } catch (error) {
          if (error instanceof CallerGoneError) {
            if (!signal?.aborted) logger.warn({ task }, 'AI chain out of time: the built-in engine answers');
            return undefined;
          }
          logFailure(context, task, error);
        }
      }
    } catch (error) {
      // The counters' database failed: the built-in engine answers rather than the visitor seeing an error.
      logger.error({ task, detail: scrub(describeFailure(error).message) }, 'AI chain failed');
    }
    return undefined;
  }

  return {
    models: () => [...providers.flatMap((provider) => provider.options), builtInOption],

    defaultModel: () => enabled[0]?.defaultModel ?? BUILT_IN_MODEL,

    hasRemote: () => enabled.length > 0,

    generateJson<T>(request: GenerateJsonRequest<T>) {
      const { schema } = request;
      return firstAnswer(
        request.model,
        request.task,
        request.signal,
        async (context, signal): Promise<JsonResult<T>> => {
          const first = await generateOnce(context, request, signal);
          let answer = readJsonAnswer(first.text, schema);
          let tokens = first.tokens;
          if (!answer.ok && answer.almost) {
            // One repair: the same model is shown what was wrong and asked again.
            const second = await generateOnce(
              context,
              { ...request, prompt: repairPrompt(request.prompt, first.text, answer.problem) },
              signal,
            );
            tokens += second.tokens;
            answer = readJsonAnswer(second.text, schema);
          }
          if (!answer.ok) throw new BadOutputError(answer.problem);
          return { data: answer.data, provider: context.provider.name, model: context.model, tokens };
        },
      );
    },

    stream(request: StreamRequest): AsyncIterable<StreamChunk> {
      return streamThroughChain(request);
    },

    async test(signal?: AbortSignal) {
      return firstAnswer(undefined, 'test', signal, async (context, budget) => {
        const { tokens } = await generateOnce(context, TEST_PROMPT, budget);
        return { provider: context.provider.name, model: context.model, tokens };
      });
    },

    async status() {
      const names = enabled.map((provider) => provider.name);
      const [counts, blocks] = await Promise.all([usage.usage(names), usage.blocks(names)]);
      const at = now();
      const statuses = enabled.map((provider): AiProviderStatus => {
        const used = counts.get(provider.name) ?? {
          requestsPerMinute: 0,
          requestsPerHour: 0,
          tokensPerMinute: 0,
        };
        const { limits } = provider;
        const blockedUntil = blocks.get(provider.name)?.blockedUntil ?? 0;
        const breakerRemaining = guards.get(provider.name)?.openRemainingMs() ?? 0;
        // An open breaker refuses calls until it half-opens: shown as a block with that countdown.
        const ends = [blockedUntil > at ? blockedUntil : 0, breakerRemaining > 0 ? at + breakerRemaining : 0];
        const blockUntil = Math.max(...ends);
        const isUnder = (count: number, limit: number) => limit === 0 || count < limit;
        const isUnderLimits =
          isUnder(used.requestsPerMinute, limits.requestsPerMinute) &&
          isUnder(used.requestsPerHour, limits.requestsPerHour) &&
          isUnder(used.tokensPerMinute, limits.tokensPerMinute);
        return {
          name: provider.name,
          priority: provider.priority,
          available: blockUntil === 0 && isUnderLimits,
          blocked: blockUntil > 0,
          blockUntil: blockUntil > 0 ? Math.round(blockUntil) : null,
          usage: used,
          limits: {
            requestsPerMinute: limits.requestsPerMinute,
            requestsPerHour: limits.requestsPerHour,
            ...(limits.tokensPerMinute > 0 ? { tokensPerMinute: limits.tokensPerMinute } : {}),
          },
        };
      });
      return {
        summary: {
          total: statuses.length,
          available: statuses.filter((status) => status.available).length,
          blocked: statuses.filter((status) => status.blocked).length,
        },
        providers: statuses,
      };
    },
  };

  async function* streamThroughChain(request: StreamRequest): AsyncGenerator<StreamChunk> {
    if (request.model === BUILT_IN_MODEL || enabled.length === 0) return;
    let plan: CallContext[];
    try {
      plan = await usable(planFor(request.model));
    } catch (error) {
      logger.error({ task: 'stream', detail: scrub(describeFailure(error).message) }, 'AI chain failed');
      return;
    }
    for (const context of plan) {
      if (request.signal.aborted) return;
      let hasSent = false;
      try {
        for await (const content of streamOnce(context, request, request.signal)) {
          hasSent = true;
          yield { content, provider: context.provider.name };
        }
        await usage.clearStrikes(context.provider.name).catch(() => {});
        if (hasSent) return;
        logger.warn(
          { provider: context.provider.name, task: 'stream' },
          'AI provider streamed no text; trying the next',
        );
      } catch (error) {
        if (error instanceof CallerGoneError || request.signal.aborted) return;
        logFailure(context, 'stream', error);
        if (hasSent || error instanceof StreamInterruptedError)
          throw error instanceof StreamInterruptedError
            ? error
            : new StreamInterruptedError(context.provider.name);
      }
    }
  }
}
