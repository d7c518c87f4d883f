import { SESSION_STORAGE_KEY } from '@shared/session-id';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportEvent } from './report-event';
import { errorAnswer, stubFetch } from './test-support';

const storedId = 'session-1717320000000-0b6c1c4e-8f0a-4d2e-9c3b-5a7d9e1f2a3b';
const eventsUrl = 'POST /api/analytics/events';

beforeEach(() => localStorage.setItem(SESSION_STORAGE_KEY, storedId));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reportEvent', () => {
  it('POSTs the event and its path as JSON with the session header and credentials', async () => {
    const fetchMock = stubFetch({ [eventsUrl]: [Response.json({ recorded: true }, { status: 202 })] });
    await reportEvent('page_view', '/templates');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/events');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'x-session-id': storedId, 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ event: 'page_view', path: '/templates' });
  });

  it('sends no path when none is given', async () => {
    const fetchMock = stubFetch({ [eventsUrl]: [Response.json({ recorded: false }, { status: 202 })] });
    await reportEvent('resume_downloaded');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ event: 'resume_downloaded' });
  });

  it('ignores a refused or failed call silently: no rejection, no console line', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    stubFetch({ [eventsUrl]: [errorAnswer(500)] });
    await expect(reportEvent('analysis_run')).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(reportEvent('analysis_run')).resolves.toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});
