import { emptyBuilderData } from '@core/builder/new-builder-data';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BUILDER_STORAGE_KEY,
  clearBuilderState,
  readBuilderState,
  writeBuilderState,
} from './builder-storage';
import { filledBuilderData } from './test-support';

beforeEach(() => localStorage.clear());

describe('the builder’s storage', () => {
  it("keeps { step, data } under 'vitae:resume-builder' and reads it back", () => {
    const state = { step: 4, data: filledBuilderData() };
    writeBuilderState(state);
    expect(JSON.parse(localStorage.getItem('vitae:resume-builder') ?? 'null')).toEqual(state);
    expect(readBuilderState()).toEqual(state);
  });

  it('opens the first step for a step out of range, and reads nothing from a corrupt entry', () => {
    const data = emptyBuilderData();
    for (const step of [7, -1, 2.5, '3']) {
      localStorage.setItem(BUILDER_STORAGE_KEY, JSON.stringify({ step, data }));
      expect(readBuilderState()).toEqual({ step: 0, data });
    }
    localStorage.setItem(BUILDER_STORAGE_KEY, '{not json');
    expect(readBuilderState()).toBeUndefined();
    localStorage.setItem(BUILDER_STORAGE_KEY, JSON.stringify({ step: 2, data: { ...data, skills: null } }));
    expect(readBuilderState()).toBeUndefined();
  });

  it('is removed by Start Over', () => {
    writeBuilderState({ step: 1, data: emptyBuilderData() });
    clearBuilderState();
    expect(localStorage.getItem(BUILDER_STORAGE_KEY)).toBeNull();
    expect(readBuilderState()).toBeUndefined();
  });
});
