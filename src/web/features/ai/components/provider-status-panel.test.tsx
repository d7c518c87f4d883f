import type { AiStatusResponse } from '@shared/api/ai';
import { aiProviderMessages } from '@shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useToasts } from '../../../lib/toast-store';
import { ProviderStatusPanel } from './provider-status-panel';

const now = Date.now();
const status: AiStatusResponse = {
  data: {
    summary: { total: 3, available: 1, blocked: 1 },
    providers: [
      {
        name: 'openrouter',
        priority: 1,
        available: false,
        blocked: true,
        blockUntil: now + 4 * 60_000 + 30_000,
        usage: { requestsPerMinute: 35, requestsPerHour: 40, tokensPerMinute: 0 },
        limits: { requestsPerMinute: 20, requestsPerHour: 200 },
      },
      {
        name: 'groq',
        priority: 2,
        available: true,
        blocked: false,
        blockUntil: null,
        usage: { requestsPerMinute: 3, requestsPerHour: 10, tokensPerMinute: 1500 },
        limits: { requestsPerMinute: 30, requestsPerHour: 1000, tokensPerMinute: 6000 },
      },
      {
        name: 'gemini',
        priority: 3,
        available: false,
        blocked: false,
        blockUntil: null,
        usage: { requestsPerMinute: 15, requestsPerHour: 15, tokensPerMinute: 0 },
        limits: { requestsPerMinute: 15, requestsPerHour: 1500 },
      },
    ],
  },
};

function NewestToast() {
  const [newest] = useToasts();
  return <output data-testid="toast">{newest ? `${newest.title} | ${newest.description ?? ''}` : ''}</output>;
}

/** Answers each path from `routes`, in order for repeated calls. */
function stubFetch(routes: Record<string, Response[]>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const answers = routes[url];
    const answer = answers && answers.length > 1 ? answers.shift() : answers?.[0];
    if (!answer) throw new Error(`unexpected ${url}`);
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProviderStatusPanel />
      <NewestToast />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ProviderStatusPanel', () => {
  it('shows the summary, a card per provider with its status, the block countdown and capped usage bars', async () => {
    stubFetch({ '/api/ai-provider/status': [Response.json(status)] });
    renderPanel();
    expect(screen.getByText('Loading provider status…')).not.toBeNull();
    const openrouter = await screen.findByRole('group', { name: 'OpenRouter' });
    expect(screen.getByText('Total Providers').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Available', { selector: 'p' }).nextSibling?.textContent).toBe('1');
    expect(screen.getByText('Blocked', { selector: 'p' }).nextSibling?.textContent).toBe('1');

    expect(within(openrouter).getByText('Blocked')).not.toBeNull();
    expect(within(openrouter).getByText(/^4m (29|30)s$/)).not.toBeNull();
    const perMinute = within(openrouter).getByRole('progressbar', { name: /^Requests per minute/ });
    expect(perMinute.getAttribute('aria-valuenow')).toBe('100');
    expect(within(openrouter).getByText('35 / 20')).not.toBeNull();
    expect(within(openrouter).queryByText('Tokens per minute')).toBeNull();

    const groq = screen.getByRole('group', { name: 'Groq' });
    expect(within(groq).getByText('Available')).not.toBeNull();
    expect(
      within(groq)
        .getByRole('progressbar', { name: /^Tokens per minute/ })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(
      within(screen.getByRole('group', { name: 'Google Gemini' })).getByText('Rate Limited'),
    ).not.toBeNull();
    expect(screen.getByText(/^Last updated: /)).not.toBeNull();
  });

  it("says why it failed, with the server's error text, and Retry loads it again", async () => {
    stubFetch({
      '/api/ai-provider/status': [
        Response.json({ message: 'Down', error: 'Provider registry unavailable' }, { status: 503 }),
        Response.json(status),
      ],
    });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(aiProviderMessages.statusFailed('Provider registry unavailable'));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Groq' })).not.toBeNull();
  });

  it('falls back to the spec message when the server says nothing', async () => {
    stubFetch({ '/api/ai-provider/status': [new Response('', { status: 502 })] });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain(
      aiProviderMessages.statusFailed(aiProviderMessages.statusFallback),
    );
  });

  it('says when there is no provider data', async () => {
    const empty = { data: { summary: { total: 0, available: 0, blocked: 0 }, providers: [] } };
    stubFetch({ '/api/ai-provider/status': [Response.json(empty)] });
    renderPanel();
    expect(await screen.findByText(aiProviderMessages.noProviderData)).not.toBeNull();
  });

  it('tests the first available provider and says which answered and the tokens used, or why not', async () => {
    const fetchMock = stubFetch({
      '/api/ai-provider/status': [Response.json(status)],
      '/api/ai-provider/test': [
        Response.json({
          data: { provider: 'groq', model: 'llama-3.1-8b-instant', usage: { total_tokens: 12 } },
        }),
        Response.json({ message: 'x', error: 'No provider is available' }, { status: 503 }),
        new Response('', { status: 500 }),
      ],
    });
    renderPanel();
    await screen.findByRole('group', { name: 'Groq' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Test' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        `${aiProviderMessages.testSucceeded} | ${aiProviderMessages.testSucceededDetail('Groq', 12)}`,
      ),
    );
    const testCall = fetchMock.mock.calls.find(([url]) => url === '/api/ai-provider/test');
    expect(testCall?.[1]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });

    await user.click(screen.getByRole('button', { name: 'Test' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        `${aiProviderMessages.testFailed} | No provider is available`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Test' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        `${aiProviderMessages.testFailed} | ${aiProviderMessages.testFallback}`,
      ),
    );
  });
});
