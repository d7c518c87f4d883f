import type { AiModelOption } from '@shared/api/ai';
import { useState } from 'react';
import { useAiModels } from './api/get-ai-models';
import { builtInOnly, keepModelChoice, readModelChoice, resolveModel, withBuiltIn } from './model-choice';

/**
 * The model picker's state: the options from the server (the built-in engine alone when the list cannot be
 * had), the model in use, and `choose`. `model` is '' while the list loads. With `persist`, a choice is kept
 * in browser storage; without, it starts from the saved choice and stays on this screen.
 */
export function useModelChoice({ persist }: { persist: boolean }): {
  model: string;
  options: readonly AiModelOption[];
  isLoading: boolean;
  choose: (model: string) => void;
} {
  const models = useAiModels();
  const [saved, setSaved] = useState(readModelChoice);
  const offered = models.data ? withBuiltIn(models.data) : models.isError ? builtInOnly : undefined;
  return {
    model: offered ? resolveModel(saved, offered) : '',
    options: offered?.models ?? [],
    isLoading: offered === undefined,
    choose: (next) => {
      setSaved(next);
      if (persist) keepModelChoice(next);
    },
  };
}
