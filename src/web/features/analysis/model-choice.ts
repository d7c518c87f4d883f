import type { AiModelOption, AiModelsResponse } from '@shared/api/ai';
import { BUILT_IN_MODEL, modelOptions } from '@shared/models';
import { isRecord, readStored, type StorageLike, writeStored } from '../../lib/browser-storage';

/**
 * The AI model chosen in the "Ready to Start Analysis" panel (issue 15), kept across reloads under
 * "vitae:draft:model". A choice, not work: it outlives a new analysis. The options and the default come from
 * GET /api/ai-models (issue 16); the saved choice is shown while the server still offers it enabled, else the
 * server's default. The built-in engine is always an option.
 */
export const MODEL_KEY = 'vitae:draft:model';

/** The saved choice as stored, whether or not it is still offered; undefined when there is none. */
export function readModelChoice(storage?: StorageLike): string | undefined {
  const stored = readStored(MODEL_KEY, storage);
  return typeof stored === 'string' && stored !== '' ? stored : undefined;
}

export function keepModelChoice(model: string, storage?: StorageLike): void {
  writeStored(MODEL_KEY, model, storage);
}

const builtInOption: AiModelOption = modelOptions.find((option) => option.value === BUILT_IN_MODEL) ?? {
  value: BUILT_IN_MODEL,
  label: 'Vitae built-in engine',
  tier: 'offline',
};

/** What the picker offers when the server's list cannot be had: the built-in engine, which needs nothing. */
export const builtInOnly: AiModelsResponse = { models: [builtInOption], defaultModel: BUILT_IN_MODEL };

/** The server's list with the built-in engine enabled in it (added last when the server left it out). */
export function withBuiltIn(offered: AiModelsResponse): AiModelsResponse {
  const hasBuiltIn = offered.models.some((option) => option.value === BUILT_IN_MODEL);
  const models = hasBuiltIn
    ? offered.models.map((option) =>
        option.value === BUILT_IN_MODEL ? { ...option, disabled: false, reason: undefined } : option,
      )
    : [...offered.models, builtInOption];
  return { ...offered, models };
}

const isEnabled = (offered: AiModelsResponse, value: string | undefined) =>
  value !== undefined && offered.models.some((option) => option.value === value && !option.disabled);

/**
 * The model to show and use: the saved choice while it is offered and enabled, else the server's default
 * when enabled, else the first enabled option, else the built-in engine.
 */
export function resolveModel(saved: string | undefined, offered: AiModelsResponse): string {
  if (isEnabled(offered, saved)) return saved as string;
  if (isEnabled(offered, offered.defaultModel)) return offered.defaultModel;
  return offered.models.find((option) => !option.disabled)?.value ?? BUILT_IN_MODEL;
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * GET /api/ai-models's answer, checked by hand: the page "/" loads without zod (see parseApiErrorBody), and this
 * is the one answer it reads before the workflow is interactive. Undefined when the shape is not the contract's
 * (`aiModelsResponseSchema` in src/shared/api/ai.ts).
 */
export function readAiModelsAnswer(value: unknown): AiModelsResponse | undefined {
  if (!isRecord(value) || typeof value.defaultModel !== 'string' || !Array.isArray(value.models))
    return undefined;
  const models: AiModelOption[] = [];
  for (const option of value.models) {
    if (!isRecord(option) || typeof option.value !== 'string' || typeof option.label !== 'string')
      return undefined;
    if (typeof option.tier !== 'string' || !optionalString(option.description)) return undefined;
    if (!optionalString(option.reason)) return undefined;
    if (option.disabled !== undefined && typeof option.disabled !== 'boolean') return undefined;
    models.push({
      value: option.value,
      label: option.label,
      tier: option.tier,
      ...(option.description === undefined ? {} : { description: option.description as string }),
      ...(option.disabled === undefined ? {} : { disabled: option.disabled }),
      ...(option.reason === undefined ? {} : { reason: option.reason as string }),
    });
  }
  return { models, defaultModel: value.defaultModel };
}
