import { DEFAULT_MODEL, modelOptions } from '@shared/models';
import { readStored, type StorageLike, writeStored } from '../../lib/browser-storage';

/**
 * The AI model chosen in the "Ready to Start Analysis" panel (issue 15), kept across reloads under
 * "vitae:draft:model". A choice, not work: it outlives a new analysis. Anything that is no longer an
 * enabled option reads as the default.
 */
export const MODEL_KEY = 'vitae:draft:model';

export function readModelChoice(storage?: StorageLike): string {
  const stored = readStored(MODEL_KEY, storage);
  const known = modelOptions.some((option) => option.value === stored && !option.disabled);
  return known ? (stored as string) : DEFAULT_MODEL;
}

export function keepModelChoice(model: string, storage?: StorageLike): void {
  writeStored(MODEL_KEY, model, storage);
}
