import { type ErrorCode, parseApiErrorBody } from '@shared/errors';
import { SESSION_HEADER } from '@shared/session-id';
import type { QueryFunction } from '@tanstack/react-query';
import { getSessionId } from './session-id';

/**
 * A failed call. `message` follows the spec's generic rule ("<status>: <body text>", or the status
 * text when the body is empty); `serverMessage` is the `{ message }` the server sent, for toasts.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly serverMessage: string | undefined,
    readonly code: ErrorCode | undefined,
    readonly requestId: string | undefined,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

function apiErrorFrom(status: number, text: string): ApiError {
  let parsed: ReturnType<typeof parseApiErrorBody>;
  try {
    parsed = parseApiErrorBody(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  return new ApiError(status, text, parsed?.message, parsed?.code, parsed?.requestId);
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  throw apiErrorFrom(response.status, (await response.text()) || response.statusText);
}

/**
 * Sends a multipart form and reports upload progress (0-100): fetch cannot, so this uses XMLHttpRequest,
 * with the same credentials, x-session-id and error rule as apiRequest.
 */
export function uploadForm<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader(SESSION_HEADER, getSessionId());
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(JSON.parse(request.responseText) as T);
      } else reject(apiErrorFrom(request.status, request.responseText || request.statusText));
    });
    request.addEventListener('error', () => reject(new Error('Network error')));
    request.send(form);
  });
}

/** The text to show in a toast: the server's message, else the spec's fallback for that event. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/**
 * The generic request helper (core spec §7): sends `method` to `url`, with a JSON body only when one
 * is given (FormData is sent as is), credentials included and the x-session-id header added.
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Response> {
  // biome-ignore lint/plugin/text-keyed-tables: header names are the client's own constants, never looked up
  const headers: Record<string, string> = { ...extraHeaders, [SESSION_HEADER]: getSessionId() };
  let body: BodyInit | undefined;
  if (data instanceof FormData) body = data;
  else if (data !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(data);
  }
  const response = await fetch(url, { method, headers, body, credentials: 'include' });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the first element of the query key and parse JSON (core spec §7). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), {
      credentials: 'include',
      headers: { [SESSION_HEADER]: getSessionId() },
      signal,
    });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
