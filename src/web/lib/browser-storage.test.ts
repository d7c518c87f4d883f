import { afterEach, describe, expect, it } from 'vitest';
import { readStored, removeStored, type StorageLike, storedKeys, writeStored } from './browser-storage';

const refusing: StorageLike = {
  length: 1,
  key: () => {
    throw new Error('SecurityError');
  },
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

afterEach(() => localStorage.clear());

describe('browser storage', () => {
  it('keeps JSON values under their keys, and lists keys by prefix', () => {
    writeStored('vitae:a', { n: 1 });
    writeStored('vitae:b', [1, 2]);
    writeStored('other', 'x');
    expect(readStored('vitae:a')).toEqual({ n: 1 });
    expect(storedKeys('vitae:').sort()).toEqual(['vitae:a', 'vitae:b']);
    removeStored('vitae:a');
    expect(readStored('vitae:a')).toBeUndefined();
  });

  it('reads what is not JSON as nothing', () => {
    localStorage.setItem('vitae:broken', '{not json');
    expect(readStored('vitae:broken')).toBeUndefined();
  });

  it('does nothing, and throws nothing, when storage is refused or full', () => {
    expect(() => writeStored('vitae:a', 1, refusing)).not.toThrow();
    expect(readStored('vitae:a', refusing)).toBeUndefined();
    expect(() => removeStored('vitae:a', refusing)).not.toThrow();
    expect(storedKeys('vitae:', refusing)).toEqual([]);
  });
});
