import { SESSION_STORAGE_KEY } from '@shared/session-id';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import {
  type Answer,
  callsOf,
  dashboardWith,
  errorAnswer,
  renderWithClient,
  sampleDashboard,
  stubFetch,
} from '../test-support';
import { MonitoringDashboard } from './monitoring-dashboard';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

// The first render loads the dashboard's modules; on a busy two-core machine that alone can take seconds.
vi.setConfig({ testTimeout: 20_000 });

const dashboardUrl = (hours = 24) => `GET /api/monitoring/dashboard?hours=${hours}`;
const storedId = 'session-1717320000000-0b6c1c4e-8f0a-4d2e-9c3b-5a7d9e1f2a3b';
const toastText = () => screen.getByTestId('toast').textContent;
const card = (name: string) => screen.getByRole('group', { name });
const tile = (name: string) => screen.getByRole('region', { name });

beforeEach(() => localStorage.setItem(SESSION_STORAGE_KEY, storedId));
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

/** Renders the dashboard answering the 24-hour window with `answers`, and waits for the cards. */
async function renderLoaded(answers: Answer[] = [Response.json(sampleDashboard)], extra = {}) {
  const fetchMock = stubFetch({ [dashboardUrl()]: answers, ...extra });
  renderWithClient(<MonitoringDashboard />);
  await screen.findByRole('group', { name: 'Total Requests' });
  return fetchMock;
}

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name }));
  return user;
}

describe('MonitoringDashboard', () => {
  it('shows a loading skeleton, then the four summary cards of the last 24 hours', async () => {
    const fetchMock = stubFetch({ [dashboardUrl()]: [Response.json(sampleDashboard)] });
    renderWithClient(<MonitoringDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Monitoring Dashboard' })).not.toBeNull();
    expect(screen.getByText('Loading monitoring data…').closest('[aria-live]')).not.toBeNull();
    const requests = await screen.findByRole('group', { name: 'Total Requests' });
    expect(requests.textContent).toContain('1,284');
    expect(card('Success Rate').textContent).toContain('97.2%');
    expect(card('Avg Response Time (ms)').textContent).toContain('72.2');
    expect(card('Active Sessions').textContent).toContain('8');
    expect(screen.queryByText('Loading monitoring data…')).toBeNull();
    expect(callsOf(fetchMock)).toEqual([dashboardUrl()]);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-session-id': storedId });
  });

  it('styles a success rate of 95 as a problem, in words beside the colour', async () => {
    await renderLoaded([Response.json(dashboardWith({ performance: { successRate: 95 } }))]);
    const flagged = card('Success Rate');
    expect(flagged.textContent).toContain('95%');
    expect(within(flagged).getByText('At or below 95%: needs attention').className).toContain(
      'text-destructive',
    );
    expect(within(flagged).getByText('95%').className).toContain('text-destructive');
  });

  it('does not flag a success rate of 96', async () => {
    await renderLoaded([Response.json(dashboardWith({ performance: { successRate: 96 } }))]);
    const fine = card('Success Rate');
    expect(fine.textContent).toContain('96%');
    expect(within(fine).queryByText(/needs attention/u)).toBeNull();
    expect(within(fine).getByText('96%').className).not.toContain('text-destructive');
  });

  it('shows the metrics, the five slowest endpoints with average ms and the latency chart on Performance', async () => {
    await renderLoaded();
    expect(screen.getByRole('tab', { name: 'Performance' }).getAttribute('aria-selected')).toBe('true');
    expect(tile('Avg Response Time (ms)').textContent).toContain('72.2 ms');
    const slowest = screen.getByRole('region', { name: 'Slowest Endpoints' });
    expect(
      within(slowest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'POST /api/analyses412.3 ms',
      'POST /api/resumes/:id/export188.1 ms',
      'POST /api/resumes143.7 ms',
      'GET /api/resumes/:id/versions21.4 ms',
      'GET /api/monitoring/dashboard12.9 ms',
    ]);
    expect(screen.getByRole('img', { name: 'Latency by endpoint' })).not.toBeNull();
    expect(screen.getByRole('table', { name: 'Latency by endpoint' })).not.toBeNull();
  });

  it('flags the errors on Errors: 36 errors and 1.5 per hour, by status code and commonest message', async () => {
    await renderLoaded();
    await openTab('Errors');
    const total = tile('Total Errors');
    expect(total.textContent).toContain('36');
    expect(within(total).getByText('Errors recorded in this window')).not.toBeNull();
    const rate = tile('Error Rate');
    expect(rate.textContent).toContain('1.5 per hour');
    expect(within(rate).getByText('Above 1 error per hour').className).toContain('text-destructive');
    const byStatus = screen.getByRole('region', { name: 'Errors by Status Code' });
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['40020', '40412', '5004']);
    const top = screen.getByRole('region', { name: 'Top Errors' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(5);
    expect(within(top).getAllByRole('listitem')[0]?.textContent).toBe(
      'POST /api/resumes: VALIDATION_FAILED14',
    );
    expect(screen.getByRole('img', { name: 'Requests and errors over time' })).not.toBeNull();
  });

  it('does not flag an error rate of 1 per hour, nor 0 errors', async () => {
    await renderLoaded([
      Response.json(
        dashboardWith({ errors: { totalErrors: 0, errorRate: 1, errorsByStatusCode: {}, topErrors: [] } }),
      ),
    ]);
    await openTab('Errors');
    expect(tile('Total Errors').textContent).toBe('Total Errors0');
    expect(tile('Error Rate').textContent).toBe('Error Rate1 per hour');
    expect(screen.getAllByText('No errors in this window.')).toHaveLength(2);
  });

  it('flags 3 errors even at a low rate', async () => {
    await renderLoaded([Response.json(dashboardWith({ errors: { totalErrors: 3, errorRate: 0.13 } }))]);
    await openTab('Errors');
    expect(within(tile('Total Errors')).getByText('Errors recorded in this window')).not.toBeNull();
    expect(tile('Error Rate').textContent).toBe('Error Rate0.13 per hour');
  });

  it('shows total events, unique sessions and the five commonest events on Analytics', async () => {
    await renderLoaded();
    await openTab('Analytics');
    expect(tile('Total Events').textContent).toContain('412');
    expect(tile('Unique Sessions').textContent).toContain('57');
    const top = screen.getByRole('region', { name: 'Top Events' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'page_view301',
      'resume_uploaded44',
      'analysis_run39',
      'resume_downloaded18',
      'template_chosen10',
    ]);
  });

  it('shows memory, requests per minute, the last update and the fixed status badges on System', async () => {
    await renderLoaded();
    await openTab('System');
    const memory = tile('Memory Usage');
    expect(memory.textContent).toContain('42.5%');
    expect(memory.textContent).toContain('109 MB of 256 MB');
    expect(within(memory).getByRole('progressbar', { name: 'Memory Usage' })).not.toBeNull();
    expect(tile('Requests per Minute').textContent).toContain('2.4');
    expect(tile('Last Updated').textContent).toContain(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(
        new Date(sampleDashboard.systemMetrics.timestamp),
      ),
    );
    const services = screen.getByRole('region', { name: 'Services' });
    expect(services.textContent).toBe('API OperationalDatabase ConnectedAI Service Available');
  });

  it('says there is no data when the window has neither requests nor events', async () => {
    stubFetch({
      [dashboardUrl()]: [
        Response.json(dashboardWith({ performance: { totalRequests: 0 }, analytics: { totalEvents: 0 } })),
      ],
    });
    renderWithClient(<MonitoringDashboard />);
    expect(
      await screen.findByText('No monitoring data available. Please try refreshing the page.'),
    ).not.toBeNull();
    expect(screen.queryByRole('group', { name: 'Total Requests' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('toasts a failed load and offers Retry, which loads the figures', async () => {
    stubFetch({ [dashboardUrl()]: [errorAnswer(500), Response.json(sampleDashboard)] });
    renderWithClient(<MonitoringDashboard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load monitoring data.');
    expect(toastText()).toBe('Error | Failed to load monitoring data.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('group', { name: 'Total Requests' })).textContent).toContain('1,284');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the monitoring token when the server wants one, and sends it as a bearer token', async () => {
    const fetchMock = stubFetch({ [dashboardUrl()]: [errorAnswer(401), Response.json(sampleDashboard)] });
    renderWithClient(<MonitoringDashboard />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Monitoring token'), 'a-long-enough-token');
    await user.click(screen.getByRole('button', { name: 'Use token' }));
    expect((await screen.findByRole('group', { name: 'Total Requests' })).textContent).toContain('1,284');
    const headers = new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer a-long-enough-token');
    expect(screen.queryByRole('alert')).toBeNull();
    sessionStorage.clear();
  });

  it('fails the load on an answer of another shape', async () => {
    stubFetch({ [dashboardUrl()]: [Response.json({ performance: { totalRequests: 'many' } })] });
    renderWithClient(<MonitoringDashboard />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load monitoring data.');
  });

  it('asks for the chosen window', async () => {
    const fetchMock = await renderLoaded([Response.json(sampleDashboard)], {
      [dashboardUrl(168)]: [Response.json(dashboardWith({ performance: { totalRequests: 9021 } }))],
    });
    const select = screen.getByRole('combobox', { name: 'Time window' }) as HTMLSelectElement;
    expect(select.value).toBe('24');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Last hour',
      'Last 6 hours',
      'Last 24 hours',
      'Last 7 days',
    ]);
    await userEvent.setup().selectOptions(select, 'Last 7 days');
    await vi.waitFor(() => expect(card('Total Requests').textContent).toContain('9,021'));
    expect(callsOf(fetchMock)).toEqual([dashboardUrl(), dashboardUrl(168)]);
  });
});

describe('MonitoringDashboard auto-refresh', () => {
  it('reloads every 30 seconds while on, and not while off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = await renderLoaded([
      Response.json(sampleDashboard),
      Response.json(dashboardWith({ performance: { totalRequests: 1290 } })),
    ]);
    const toggle = screen.getByRole('switch', { name: 'Auto-refresh' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(callsOf(fetchMock)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(callsOf(fetchMock)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsOf(fetchMock)).toHaveLength(2);
    expect(card('Total Requests').textContent).toContain('1,290');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsOf(fetchMock)).toHaveLength(3);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(callsOf(fetchMock)).toHaveLength(3);

    await user.click(toggle);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsOf(fetchMock)).toHaveLength(4);
  });
});

describe('MonitoringDashboard exports', () => {
  it.each([
    ['json', 'Export JSON', 'JSON', 'application/json'],
    ['csv', 'Export CSV', 'CSV', 'text/csv'],
  ] as const)('saves the %s export under its dated name and says so', async (format, button, upper, type) => {
    const today = new Date().toISOString().slice(0, 10);
    const exportUrl = `GET /api/monitoring/export?format=${format}&hours=24`;
    const fetchMock = await renderLoaded([Response.json(sampleDashboard)], {
      [exportUrl]: [new Response('figures', { headers: { 'content-type': type } })],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [fileName, blob] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe(`monitoring-data-${today}.${format}`);
    expect(await blob?.text()).toBe('figures');
    expect(blob?.type).toBe(type);
    expect(toastText()).toBe(`Export Complete | Monitoring data exported as ${upper}.`);
    expect(callsOf(fetchMock)).toContain(exportUrl);
  });

  it('toasts a failed export and saves nothing', async () => {
    await renderLoaded([Response.json(sampleDashboard)], {
      'GET /api/monitoring/export?format=csv&hours=24': [errorAnswer(500)],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(toastText()).toBe('Export Failed | Failed to export monitoring data.'));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
