/**
 * The workflow screen's browser storage (issue 15): JSON values under keys namespaced "vitae:" in
 * localStorage. Storage can be missing, full or refused (private windows, quotas, a disabled setting): every
 * call then quietly does nothing, so the screen works as before, only without memory across reloads.
 */
export const STORAGE_PREFIX = 'vitae:';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function defaultStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The value stored under `key`, parsed; undefined when absent, unreadable or not JSON. */
export function readStored(key: string, storage = defaultStorage()): unknown {
  try {
    const text = storage?.getItem(key);
    return text == null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, storage = defaultStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: this visit goes on without it.
  }
}

export function removeStored(key: string, storage = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Refused: nothing to undo.
  }
}

/** The stored keys that start with `prefix`. */
export function storedKeys(prefix: string, storage = defaultStorage()): string[] {
  const keys: string[] = [];
  try {
    if (!storage) return keys;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Refused: nothing is listed.
  }
  return keys;
}

/**
 * Removes everything the app keeps in this browser under its prefix (drafts, workspaces, the builder's resume,
 * choices): after an erasure, nothing of the visitor stays behind on the device either.
 */
export function removeAllStored(storage = defaultStorage()): void {
  for (const key of storedKeys(STORAGE_PREFIX, storage)) {
    try {
      storage?.removeItem(key);
    } catch {
      // Refused: nothing more to do.
    }
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
