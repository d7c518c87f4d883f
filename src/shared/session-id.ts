/**
 * The visitor id sent as `x-session-id`: "session-" + a millisecond timestamp + "-" + a random UUID.
 * The spec asks for "a random string"; a UUID from crypto.randomUUID makes it unguessable,
 * which matters because the id is the only credential of an anonymous visitor.
 */
export const SESSION_HEADER = 'x-session-id';
export const SESSION_STORAGE_KEY = 'session-id';

export const sessionIdPattern =
  /^session-\d{10,16}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && sessionIdPattern.test(value);
}

export function makeSessionId(now: number, randomUuid: string): string {
  return `session-${now}-${randomUuid}`;
}
