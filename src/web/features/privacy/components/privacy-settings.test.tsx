import { privacyMessages } from '@shared/messages';
import { SESSION_STORAGE_KEY } from '@shared/session-id';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import {
  bodiesOf,
  callsOf,
  deferredAnswer,
  errorAnswer,
  givenConsent,
  noConsent,
  renderPrivacy,
  sampleReport,
  stubFetch,
} from '../test-support';
import { ConsentBanner } from './consent-banner';
import { PrivacySettings } from './privacy-settings';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const statusUrl = 'GET /api/consent/status';
const reportUrl = 'GET /api/compliance/report';
const consentUrl = 'POST /api/consent';
const exportUrl = 'POST /api/privacy/export';
const erasureUrl = 'POST /api/privacy/erasure';
const storedId = 'session-1717320000000-0b6c1c4e-8f0a-4d2e-9c3b-5a7d9e1f2a3b';
const toastText = () => screen.getByTestId('toast').textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const sessionHeaderOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['x-session-id'];
const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;

beforeEach(() => localStorage.setItem(SESSION_STORAGE_KEY, storedId));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

const loaded = (extra: Parameters<typeof stubFetch>[0] = {}) => ({
  [statusUrl]: [Response.json(givenConsent)],
  [reportUrl]: [Response.json(sampleReport)],
  ...extra,
});

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name }));
  return user;
}

describe('PrivacySettings', () => {
  it('has the four tabs of platform spec §2, Consent first and chosen', async () => {
    stubFetch(loaded());
    renderPrivacy(<PrivacySettings />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Consent', 'Your Data', 'Security', 'Compliance']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByText(/Consent given on/u)).textContent).toContain(
      'Privacy Policy version 1.0',
    );
    for (const name of ['Resume analysis', 'File processing', 'Security scanning']) {
      expect(switchNamed(name).getAttribute('aria-checked')).toBe('true');
      expect(switchNamed(name).disabled).toBe(true);
    }
  });

  it('says when no consent is recorded', async () => {
    stubFetch(loaded({ [statusUrl]: [Response.json(noConsent)] }));
    renderPrivacy(<PrivacySettings />);
    expect(await screen.findByText('No consent recorded. Some features may be limited.')).not.toBeNull();
  });

  it('keeps the optional toggles off until the status has loaded', async () => {
    const status = deferredAnswer();
    stubFetch(loaded({ [statusUrl]: [status.answer] }));
    renderPrivacy(<PrivacySettings />);
    for (const name of ['Analytics', 'Marketing', 'Service Improvements'])
      expect(switchNamed(name).disabled).toBe(true);
    status.resolve(Response.json(givenConsent));
    await waitFor(() => expect(switchNamed('Analytics').disabled).toBe(false));
    expect(switchNamed('Service Improvements').getAttribute('aria-checked')).toBe('true');
  });

  it('saves each toggle at once with the other choices kept, and says so', async () => {
    const updated = {
      ...givenConsent,
      optionalConsents: { analytics: true, marketing: false, improvements: true },
    };
    const saving = deferredAnswer();
    const fetchMock = stubFetch(
      loaded({
        [statusUrl]: [Response.json(givenConsent), Response.json(updated)],
        [consentUrl]: [saving.answer],
      }),
    );
    renderPrivacy(<PrivacySettings />);
    await waitFor(() => expect(switchNamed('Analytics').disabled).toBe(false));
    await userEvent.setup().click(switchNamed('Analytics'));
    expect(switchNamed('Analytics').getAttribute('aria-checked')).toBe('true');
    expect(switchNamed('Marketing').disabled).toBe(true);
    saving.resolve(new Response(null, { status: 201 }));
    await waitFor(() =>
      expect(toastText()).toBe('Consent Updated | Your privacy preferences have been saved.'),
    );
    expect(bodiesOf(fetchMock, consentUrl)).toEqual([
      {
        purposes: ['resume_analysis', 'file_processing', 'job_description_processing', 'ai_processing'],
        optionalConsents: { analytics: true, marketing: false, improvements: true },
        privacyPolicy: true,
      },
    ]);
    expect(switchNamed('Analytics').getAttribute('aria-checked')).toBe('true');
    expect(switchNamed('Marketing').disabled).toBe(false);
  });

  it('puts a toggle back and says so when the change cannot be saved', async () => {
    stubFetch(loaded({ [consentUrl]: [errorAnswer(500)] }));
    renderPrivacy(<PrivacySettings />);
    await waitFor(() => expect(switchNamed('Marketing').disabled).toBe(false));
    await userEvent.setup().click(switchNamed('Marketing'));
    await waitFor(() => expect(toastText()).toBe('Error | Failed to update consent preferences.'));
    expect(switchNamed('Marketing').getAttribute('aria-checked')).toBe('false');
  });

  it('says when the settings cannot be loaded, and Retry loads them again', async () => {
    const fetchMock = stubFetch(loaded({ [reportUrl]: [errorAnswer(500), Response.json(sampleReport)] }));
    renderPrivacy(<PrivacySettings />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load privacy settings.');
    expect(toastText()).toBe('Error | Failed to load privacy settings.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(callsOf(fetchMock).filter((call) => call === reportUrl)).toHaveLength(2);
    expect(callsOf(fetchMock).filter((call) => call === statusUrl)).toHaveLength(1);
  });

  it('shows the counts and lists of processing and deletions, and the retention periods', async () => {
    stubFetch(loaded());
    renderPrivacy(<PrivacySettings />);
    await openTab('Your Data');
    const activities = await screen.findByRole('list', { name: 'Processing activities' });
    expect(within(activities).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^AI suggestions · Provider: Groq/u,
    );
    expect(within(activities).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Processing activities').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Scheduled deletions').nextSibling?.textContent).toBe('2');
    const deletions = screen.getByRole('list', { name: 'Scheduled deletions' });
    expect(within(deletions).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^Resumes and job descriptions/u,
    );
    expect(screen.getByText('Resume data').nextSibling?.textContent).toBe('30 days without a visit');
    expect(screen.getByText('Analysis results').nextSibling?.textContent).toBe('90 days');
    expect(screen.getByText('Temporary uploads').nextSibling?.textContent).toBe('1 day');
  });

  it("exports the data as pretty-printed JSON named 'privacy-data-export-<date>.json'", async () => {
    const exported = { consents: [{ purposes: ['resume_analysis'] }], resumes: [] };
    const fetchMock = stubFetch(loaded({ [exportUrl]: [Response.json(exported)] }));
    renderPrivacy(<PrivacySettings />);
    const user = await openTab('Your Data');
    await user.click(button('Export My Data'));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [name, blob] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe(`privacy-data-export-${new Date().toISOString().slice(0, 10)}.json`);
    expect(await blob?.text()).toBe(JSON.stringify(exported, null, 2));
    expect(bodiesOf(fetchMock, exportUrl)).toEqual([{ format: 'json' }]);
    await waitFor(() =>
      expect(toastText()).toBe('Data Exported | Your personal data has been downloaded successfully.'),
    );
  });

  it('says when the export fails, and saves nothing', async () => {
    stubFetch(loaded({ [exportUrl]: [errorAnswer(500)] }));
    renderPrivacy(<PrivacySettings />);
    const user = await openTab('Your Data');
    await user.click(button('Export My Data'));
    await waitFor(() => expect(toastText()).toBe('Export Failed | Failed to export your data.'));
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('erases only after confirmation, then forgets the session id and the loaded data', async () => {
    const fetchMock = stubFetch(
      loaded({
        [statusUrl]: [Response.json(givenConsent), Response.json(noConsent)],
        [erasureUrl]: [new Response(null, { status: 204 })],
      }),
    );
    renderPrivacy(
      <>
        <PrivacySettings />
        <ConsentBanner />
      </>,
    );
    const user = await openTab('Your Data');
    expect(screen.getByText('This action cannot be undone')).not.toBeNull();
    await screen.findByText('Privacy Compliant');
    await user.click(button('Delete All My Data'));
    const dialog = screen.getByRole('dialog', { name: 'Delete all your data?' });
    // What stays behind for a while (issue 29 §4) is said before the visitor confirms.
    expect(within(dialog).getByText(privacyMessages.whatRemains)).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(fetchMock)).not.toContain(erasureUrl);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(storedId);

    localStorage.setItem('vitae:resume-builder', '{"step":2}');
    await user.click(button('Delete All My Data'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Permanently' }));
    await waitFor(() =>
      expect(toastText()).toBe('Data Deleted | All your personal data has been permanently deleted.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('vitae:resume-builder')).toBeNull();
    const erasure = fetchMock.mock.calls.find(([url]) => url === '/api/privacy/erasure');
    expect(sessionHeaderOf(erasure?.[1])).toBe(storedId);
    // The loaded consent and report are read again, under a new id: the consent is gone, the banner asks again.
    expect(await screen.findByRole('region', { name: 'Cookie and privacy consent' })).not.toBeNull();
    expect(screen.queryByText('Privacy Compliant')).toBeNull();
    const newId = localStorage.getItem(SESSION_STORAGE_KEY);
    expect(newId).not.toBe(storedId);
    const lastStatus = fetchMock.mock.calls.filter(([url]) => url === '/api/consent/status').at(-1);
    expect(sessionHeaderOf(lastStatus?.[1])).toBe(newId);
  });

  it('keeps the data and says so when the erasure fails', async () => {
    stubFetch(loaded({ [erasureUrl]: [errorAnswer(500)] }));
    renderPrivacy(<PrivacySettings />);
    const user = await openTab('Your Data');
    await user.click(button('Delete All My Data'));
    await user.click(button('Delete Permanently'));
    await waitFor(() => expect(toastText()).toBe('Deletion Failed | Failed to delete your data.'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(storedId);
  });

  it('shows the scans, threats and the security score (100 minus the average risk)', async () => {
    stubFetch(loaded());
    renderPrivacy(<PrivacySettings />);
    await openTab('Security');
    expect((await screen.findByText('Total scans')).nextSibling?.textContent).toBe('4');
    expect(screen.getByText('Threats detected').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('Average security score').nextSibling?.textContent).toBe('88%');
    expect(screen.getByText(/sandboxed frames/u)).not.toBeNull();
  });

  it('shows the GDPR status, the four rights and the automatic cleanup', async () => {
    stubFetch(loaded());
    renderPrivacy(<PrivacySettings />);
    await openTab('Compliance');
    expect(await screen.findByText('GDPR Compliant')).not.toBeNull();
    for (const right of [
      'Right of access',
      'Right to data portability',
      'Right to erasure',
      'Right to rectification',
    ])
      expect(screen.getByText(right)).not.toBeNull();
    expect(screen.getByText('Enabled')).not.toBeNull();
  });

  it("lists the issues under 'Issues Found'", async () => {
    const failing = structuredClone(sampleReport);
    failing.privacy.complianceStatus = { gdprCompliant: false, issues: ['No consent recorded'] };
    failing.dataRetention.automaticCleanupEnabled = false;
    stubFetch(loaded({ [reportUrl]: [Response.json(failing)] }));
    renderPrivacy(<PrivacySettings />);
    await openTab('Compliance');
    expect(await screen.findByText('Issues Found')).not.toBeNull();
    const issues = screen.getByRole('list', { name: 'Compliance issues' });
    expect(within(issues).getByRole('listitem').textContent).toBe('No consent recorded');
    expect(screen.getByText('Disabled')).not.toBeNull();
  });
});
