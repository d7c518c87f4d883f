import { type BuilderData, builderSteps } from '@core/builder/builder-data';
import { readBuilderData } from '@core/builder/new-builder-data';
import { isRecord, readStored, removeStored, type StorageLike, writeStored } from '../../lib/browser-storage';

/**
 * The wizard as the visitor left it (platform spec §3: builder data is kept in browser storage), stored under
 * "vitae:resume-builder" as `{ step, data }` so a reload opens the same step with the same data. Nothing leaves
 * the browser (spec §7: the builder makes no server call) unless the visitor chooses "Use in Analysis".
 */
export const BUILDER_STORAGE_KEY = 'vitae:resume-builder';

/** The wizard's whole state: the step index (0 to 6) and the data typed so far. */
export interface BuilderState {
  step: number;
  data: BuilderData;
}

const isStepIndex = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < builderSteps.length;

/**
 * The stored wizard, or undefined when there is none or it is unreadable (not JSON, an older shape): the wizard
 * then starts afresh rather than crash. Data that fits with a step out of range opens the first step.
 */
export function readBuilderState(storage?: StorageLike): BuilderState | undefined {
  const stored = readStored(BUILDER_STORAGE_KEY, storage);
  if (!isRecord(stored)) return undefined;
  const data = readBuilderData(stored.data);
  if (!data) return undefined;
  return { step: isStepIndex(stored.step) ? stored.step : 0, data };
}

export function writeBuilderState(state: BuilderState, storage?: StorageLike): void {
  writeStored(BUILDER_STORAGE_KEY, { step: state.step, data: state.data }, storage);
}

/** 'Start Over' (spec §4): the saved wizard is removed. */
export function clearBuilderState(storage?: StorageLike): void {
  removeStored(BUILDER_STORAGE_KEY, storage);
}
