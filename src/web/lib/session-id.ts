import { makeSessionId, SESSION_STORAGE_KEY } from '@shared/session-id';

/** The visitor's id: made on first use, kept in localStorage under "session-id", reused afterwards. */
export function getSessionId(storage: Storage = localStorage): string {
  const existing = storage.getItem(SESSION_STORAGE_KEY);
  if (existing) return existing;
  const created = makeSessionId(Date.now(), crypto.randomUUID());
  storage.setItem(SESSION_STORAGE_KEY, created);
  return created;
}

/** Forgets the id (after erasure): the next call makes a new one. */
export function clearSessionId(storage: Storage = localStorage) {
  storage.removeItem(SESSION_STORAGE_KEY);
}
