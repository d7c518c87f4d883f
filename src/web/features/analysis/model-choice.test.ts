import type { AiModelsResponse } from '@shared/api/ai';
import { BUILT_IN_MODEL, DEFAULT_MODEL } from '@shared/models';
import { afterEach, describe, expect, it } from 'vitest';
import {
  builtInOnly,
  keepModelChoice,
  MODEL_KEY,
  readAiModelsAnswer,
  readModelChoice,
  resolveModel,
  withBuiltIn,
} from './model-choice';

const kimi = 'moonshotai/kimi-k2:free';
const offered: AiModelsResponse = {
  defaultModel: DEFAULT_MODEL,
  models: [
    { value: DEFAULT_MODEL, label: 'DeepSeek R1', tier: 'free' },
    {
      value: kimi,
      label: 'Kimi K2',
      tier: 'free',
      disabled: true,
      reason: 'Set OPENROUTER_API_KEY to use it',
    },
    { value: 'qwen2.5:7b', label: 'qwen2.5:7b', tier: 'local' },
    { value: BUILT_IN_MODEL, label: 'Vitae built-in engine', tier: 'offline' },
  ],
};

afterEach(() => localStorage.clear());

describe('the model chosen', () => {
  it('is kept in browser storage as chosen', () => {
    expect(readModelChoice()).toBeUndefined();
    keepModelChoice('qwen2.5:7b');
    expect(readModelChoice()).toBe('qwen2.5:7b');
    expect(localStorage.getItem(MODEL_KEY)).toBe('"qwen2.5:7b"');
  });

  it('is used while the server still offers it enabled', () => {
    expect(resolveModel('qwen2.5:7b', offered)).toBe('qwen2.5:7b');
    expect(resolveModel(BUILT_IN_MODEL, offered)).toBe(BUILT_IN_MODEL);
  });

  it('gives way to the server default when it is disabled, unknown or absent', () => {
    expect(resolveModel(kimi, offered)).toBe(DEFAULT_MODEL);
    expect(resolveModel('openai/gpt-9', offered)).toBe(DEFAULT_MODEL);
    expect(resolveModel(undefined, offered)).toBe(DEFAULT_MODEL);
  });

  it('falls to the first enabled option when the default itself is disabled', () => {
    const noKey = {
      ...offered,
      models: offered.models.map((option) =>
        option.value === DEFAULT_MODEL ? { ...option, disabled: true } : option,
      ),
    };
    expect(resolveModel(undefined, noKey)).toBe('qwen2.5:7b');
    expect(resolveModel(undefined, builtInOnly)).toBe(BUILT_IN_MODEL);
  });
});

describe('the built-in engine', () => {
  it('is always offered and enabled', () => {
    const without = {
      defaultModel: DEFAULT_MODEL,
      models: [{ value: DEFAULT_MODEL, label: 'DeepSeek R1', tier: 'free' }],
    };
    expect(withBuiltIn(without).models.map((option) => option.value)).toEqual([
      DEFAULT_MODEL,
      BUILT_IN_MODEL,
    ]);
    const disabled = {
      ...offered,
      models: [{ value: BUILT_IN_MODEL, label: 'Built-in', tier: 'offline', disabled: true, reason: 'no' }],
    };
    expect(withBuiltIn(disabled).models[0]?.disabled).toBe(false);
    expect(resolveModel(undefined, withBuiltIn(disabled))).toBe(BUILT_IN_MODEL);
  });
});

describe("the server's list of models", () => {
  it('is read when it has the contract shape', () => {
    expect(readAiModelsAnswer(offered)).toEqual(offered);
  });

  it('is refused when it does not', () => {
    expect(readAiModelsAnswer(undefined)).toBeUndefined();
    expect(readAiModelsAnswer({ models: [] })).toBeUndefined();
    expect(readAiModelsAnswer({ defaultModel: 'x', models: [{ value: 'x', label: 'X' }] })).toBeUndefined();
    expect(
      readAiModelsAnswer({
        defaultModel: 'x',
        models: [{ value: 'x', label: 'X', tier: 't', disabled: 'no' }],
      }),
    ).toBeUndefined();
  });
});
