import { isRecord } from '../../lib/browser-storage';

/**
 * The text of a failed AI provider call (platform spec §7: "error body field error"): the body's `error`,
 * else its `message` (every error body of this server has one), else the spec's fallback for that call.
 */
export async function aiErrorText(response: Response, fallback: string): Promise<string> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return fallback;
  }
  if (!isRecord(body)) return fallback;
  if (typeof body.error === 'string' && body.error.trim() !== '') return body.error;
  if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return fallback;
}
