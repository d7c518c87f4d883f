import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { stubFetch } from './test-support';
import { pageViewPath, usePageViews } from './use-page-views';

const eventsUrl = 'POST /api/analytics/events';

function PageViews() {
  usePageViews();
  return null;
}

afterEach(() => vi.unstubAllGlobals());

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

describe('usePageViews', () => {
  it('reports a page view with the route path on the first page and on every route change, once each', async () => {
    const fetchMock = stubFetch({ [eventsUrl]: [Response.json({ recorded: true }, { status: 202 })] });
    const location = memoryLocation({ path: '/templates?template=modern', record: true });
    render(
      <StrictMode>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <PageViews />
        </Router>
      </StrictMode>,
    );
    await act(async () => location.navigate('/file-management?resume=12#versions'));
    await act(async () => location.navigate('/file-management?resume=13'));
    await act(async () => location.navigate('/'));
    await act(async () => location.navigate('/jane-doe'));
    await act(async () => location.navigate('/john-roe'));
    expect(sentBodies(fetchMock)).toEqual([
      { event: 'page_view', path: '/templates' },
      { event: 'page_view', path: '/file-management' },
      { event: 'page_view', path: '/' },
      { event: 'page_view' },
      { event: 'page_view' },
    ]);
  });
});

describe('pageViewPath', () => {
  it('keeps only the path of one of the app routes, never the query or the fragment', () => {
    expect(pageViewPath('/templates?template=modern&name=Jane')).toBe('/templates');
    expect(pageViewPath('/monitoring#errors')).toBe('/monitoring');
    expect(pageViewPath('/privacy-settings/')).toBe('/privacy-settings');
    expect(pageViewPath('/')).toBe('/');
  });

  it('sends no path for a page that is not a route (a typed address may hold a name)', () => {
    expect(pageViewPath('/jane-doe-resume')).toBeUndefined();
    expect(pageViewPath('/templates/modern')).toBeUndefined();
  });
});
