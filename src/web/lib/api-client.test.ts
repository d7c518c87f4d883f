import { isSessionId } from '@shared/session-id';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, messageOf } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init: init as RequestInit & { headers: Record<string, string> } };
}

describe('apiRequest', () => {
  it('sends credentials and a well-formed, stable x-session-id', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await apiRequest('GET', '/api/health');
    const first = lastCall().init.headers['x-session-id'];
    await apiRequest('GET', '/api/health');
    expect(lastCall().init.credentials).toBe('include');
    expect(isSessionId(first)).toBe(true);
    expect(lastCall().init.headers['x-session-id']).toBe(first);
    expect(localStorage.getItem('session-id')).toBe(first);
  });

  it('sends JSON only when a body is given', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(lastCall().init.body).toBe('{"a":1}');
    expect(lastCall().init.headers['content-type']).toBe('application/json');
    await apiRequest('DELETE', '/api/x/1');
    expect(lastCall().init.body).toBeUndefined();
    expect(lastCall().init.headers['content-type']).toBeUndefined();
  });

  it('raises "<status>: <body text>" and keeps the server message', async () => {
    const body = JSON.stringify({
      message: 'File size must be less than 5MB.',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: 'r1',
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 413 }));
    const error = await apiRequest('POST', '/api/resumes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`413: ${body}`);
    expect(messageOf(error, 'Upload failed')).toBe('File size must be less than 5MB.');
  });

  it('uses the status text when the body is empty, and the fallback for the toast', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest('GET', '/api/x').catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(messageOf(error, 'Analysis failed')).toBe('Analysis failed');
  });
});

describe('getQueryFn', () => {
  const context = (key: string) => ({ queryKey: [key], signal: new AbortController().signal }) as never;

  it('GETs the first element of the query key and parses JSON', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}'));
    expect(await getQueryFn({ on401: 'throw' })(context('/api/thing'))).toEqual({ ok: true });
    expect(lastCall().url).toBe('/api/thing');
  });

  it('raises on 401 by default and returns null when asked to', async () => {
    fetchMock.mockImplementation(async () => new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context('/api/auth/user'))).rejects.toThrow(
      '401: Unauthorized',
    );
    expect(await getQueryFn({ on401: 'returnNull' })(context('/api/auth/user'))).toBeNull();
  });
});
