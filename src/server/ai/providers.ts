import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createGroq } from '@ai-sdk/groq';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createOpenRouter } from '@openrouter/ai-sdk-provider';
import type { AiModelOption, AiProviderName } from '@shared/api/ai';
import { BUILT_IN_MODEL, DEFAULT_MODEL, modelOptions } from '@shared/models';
import type { LanguageModel } from 'ai';
import type { AiConfig, ProviderLimits } from '../config';

/** One remote provider of the chain, as configured. */
export interface ChainProvider {
  name: AiProviderName;
  /** Platform spec §2: 1 OpenRouter … 4 Mistral; the local server 0 (first) or 5 (last). */
  priority: number;
  /** Configured: its key is set (the local server: its base URL and model). */
  enabled: boolean;
  /** The model asked when the visitor chose another provider's. */
  defaultModel: string;
  limits: ProviderLimits;
  /** The picker's options for this provider (the value is what the visitor sends as `model`). */
  options: AiModelOption[];
  /** The AI SDK model for an option's value of this provider. */
  languageModel(value: string): LanguageModel;
  /** What must never appear in a log line or an answer: the key. */
  secrets: string[];
}

const prefixed = (provider: AiProviderName, model: string) => `${provider}:${model}`;
const unprefixed = (value: string) => value.slice(value.indexOf(':') + 1);
const keyReason = (variable: string) => `Set ${variable} on the server to use this model`;

/** The three free models of core spec §9, served by OpenRouter. */
const openRouterOptions = modelOptions.filter((option) => option.value !== BUILT_IN_MODEL);

/** The remote providers in the chain's order: the local server first or last, as configured. */
export function buildProviders(ai: AiConfig): ChainProvider[] {
  const { openrouter, groq, gemini, mistral, local } = ai;
  const remote: ChainProvider[] = [
    {
      name: 'openrouter',
      priority: 1,
      enabled: Boolean(openrouter.apiKey),
      defaultModel: DEFAULT_MODEL,
      limits: openrouter.limits,
      options: openRouterOptions.map((option) => ({
        ...option,
        ...(openrouter.apiKey ? {} : { disabled: true, reason: keyReason('OPENROUTER_API_KEY') }),
      })),
      languageModel: (value) =>
        createOpenRouter({
          apiKey: openrouter.apiKey,
          baseURL: openrouter.baseUrl,
          compatibility: 'strict',
          appName: 'Vitae',
        }).chat(value),
      secrets: [openrouter.apiKey ?? ''],
    },
    {
      name: 'groq',
      priority: 2,
      enabled: Boolean(groq.apiKey),
      defaultModel: prefixed('groq', groq.model),
      limits: groq.limits,
      options: [
        option(
          prefixed('groq', groq.model),
          `${groq.model} (Groq)`,
          'Small fast model on Groq',
          groq.apiKey,
          'GROQ_API_KEY',
        ),
      ],
      languageModel: (value) => createGroq({ apiKey: groq.apiKey, baseURL: groq.baseUrl })(unprefixed(value)),
      secrets: [groq.apiKey ?? ''],
    },
    {
      name: 'gemini',
      priority: 3,
      enabled: Boolean(gemini.apiKey),
      defaultModel: prefixed('gemini', gemini.model),
      limits: gemini.limits,
      options: [
        option(
          prefixed('gemini', gemini.model),
          `${gemini.model} (Google Gemini)`,
          'Fast model from Google',
          gemini.apiKey,
          'GEMINI_API_KEY',
        ),
      ],
      languageModel: (value) =>
        createGoogleGenerativeAI({ apiKey: gemini.apiKey, baseURL: gemini.baseUrl })(unprefixed(value)),
      secrets: [gemini.apiKey ?? ''],
    },
    {
      name: 'mistral',
      priority: 4,
      enabled: Boolean(mistral.apiKey),
      defaultModel: prefixed('mistral', mistral.model),
      limits: mistral.limits,
      options: [
        option(
          prefixed('mistral', mistral.model),
          `${mistral.model} (Mistral)`,
          'Small model from Mistral AI',
          mistral.apiKey,
          'MISTRAL_API_KEY',
        ),
      ],
      languageModel: (value) =>
        createMistral({ apiKey: mistral.apiKey, baseURL: mistral.baseUrl })(unprefixed(value)),
      secrets: [mistral.apiKey ?? ''],
    },
  ];
  const isLocalEnabled = Boolean(local.baseUrl && local.model);
  const localProvider: ChainProvider = {
    name: 'local',
    priority: local.priority === 'first' ? 0 : 5,
    enabled: isLocalEnabled,
    defaultModel: prefixed('local', local.model ?? ''),
    limits: local.limits,
    options: [
      isLocalEnabled && local.model
        ? {
            value: prefixed('local', local.model),
            label: local.model,
            tier: 'local',
            description: 'Your own OpenAI-compatible model server',
          }
        : {
            value: 'local',
            label: 'Local model server',
            tier: 'local',
            description: 'Ollama, llama.cpp, vLLM or LM Studio on your own machine',
            disabled: true,
            reason: 'Set LOCAL_LLM_BASE_URL and LOCAL_LLM_MODEL on the server to use a local model',
          },
    ],
    languageModel: (value) =>
      createOpenAICompatible({
        name: 'local',
        baseURL: local.baseUrl ?? '',
        ...(local.apiKey ? { apiKey: local.apiKey } : {}),
        includeUsage: true,
      }).chatModel(unprefixed(value)),
    secrets: [local.apiKey ?? ''],
  };
  return local.priority === 'first' ? [localProvider, ...remote] : [...remote, localProvider];
}

function option(
  value: string,
  label: string,
  description: string,
  apiKey: string | undefined,
  variable: string,
): AiModelOption {
  return {
    value,
    label,
    tier: 'free',
    description,
    ...(apiKey ? {} : { disabled: true, reason: keyReason(variable) }),
  };
}

/** The built-in engine's option: always there, never disabled. */
export const builtInOption: AiModelOption = (() => {
  const builtIn = modelOptions.find((candidate) => candidate.value === BUILT_IN_MODEL);
  if (!builtIn) throw new Error('shared/models.ts lists no built-in engine');
  return { ...builtIn };
})();

/** The enabled provider that serves a picker value, when one does. */
export function providerOfModel(providers: readonly ChainProvider[], value: string | undefined) {
  if (!value) return undefined;
  return providers.find(
    (provider) => provider.enabled && provider.options.some((candidate) => candidate.value === value),
  );
}
