import { ApiError } from './api-client';

/**
 * The "<status text>" of platform spec §8's messages: what the server said (its `message`, else the body or
 * status text), or the browser's own words when the call never got an answer.
 */
export function statusTextOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.bodyText;
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}
