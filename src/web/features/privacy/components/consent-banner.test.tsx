import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodiesOf,
  callsOf,
  deferredAnswer,
  errorAnswer,
  givenConsent,
  noConsent,
  renderPrivacy,
  stubFetch,
} from '../test-support';
import { ConsentBanner } from './consent-banner';

const statusUrl = 'GET /api/consent/status';
const consentUrl = 'POST /api/consent';
const allPurposes = ['resume_analysis', 'file_processing', 'job_description_processing', 'ai_processing'];
const toastText = () => screen.getByTestId('toast').textContent;
const banner = () => screen.queryByRole('region', { name: 'Cookie and privacy consent' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function renderOpenBanner(onConsentChange = vi.fn()) {
  renderPrivacy(<ConsentBanner onConsentChange={onConsentChange} />);
  await screen.findByRole('region', { name: 'Cookie and privacy consent' });
  return { user: userEvent.setup(), onConsentChange };
}

describe('ConsentBanner', () => {
  it('shows the banner when no consent is recorded, with the session id sent', async () => {
    const fetchMock = stubFetch({ [statusUrl]: [Response.json(noConsent)] });
    await renderOpenBanner();
    expect(screen.queryByText('Privacy Compliant')).toBeNull();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['x-session-id']).toMatch(/^session-\d+-/u);
  });

  it("hides the banner and shows the 'Privacy Compliant' badge once consent is recorded", async () => {
    stubFetch({ [statusUrl]: [Response.json(givenConsent)] });
    renderPrivacy(<ConsentBanner />);
    const badge = await screen.findByRole('link', { name: 'Privacy Compliant' });
    expect(badge.getAttribute('href')).toBe('/privacy-settings');
    expect(banner()).toBeNull();
  });

  it('shows the banner when the consent check fails', async () => {
    stubFetch({ [statusUrl]: [errorAnswer(500)] });
    await renderOpenBanner();
    expect(screen.queryByText('Privacy Compliant')).toBeNull();
  });

  it('shows nothing while the check runs, then the banner', async () => {
    const pending = deferredAnswer();
    stubFetch({ [statusUrl]: [pending.answer] });
    renderPrivacy(<ConsentBanner />);
    expect(banner()).toBeNull();
    pending.resolve(Response.json(noConsent));
    expect(await screen.findByRole('region', { name: 'Cookie and privacy consent' })).not.toBeNull();
  });

  it('stays hidden when the parent turns initial show off', async () => {
    const fetchMock = stubFetch({ [statusUrl]: [Response.json(noConsent)] });
    renderPrivacy(<ConsentBanner initialShow={false} />);
    await waitFor(() => expect(callsOf(fetchMock)).toEqual([statusUrl]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(banner()).toBeNull();
  });

  it('waits for the Privacy Policy: Accept All and Customize disabled with the hint until it is ticked', async () => {
    stubFetch({ [statusUrl]: [Response.json(noConsent)] });
    const { user } = await renderOpenBanner();
    const policy = screen.getByRole('checkbox', { name: 'I have read and accept the Privacy Policy' });
    expect(policy.getAttribute('aria-required')).toBe('true');
    expect(
      within(banner() as HTMLElement)
        .getByRole('link', { name: 'Privacy Policy' })
        .getAttribute('href'),
    ).toBe('/privacy-policy');
    expect(button('Accept All').disabled).toBe(true);
    expect(button('Customize').disabled).toBe(true);
    expect(button('Decline Optional').disabled).toBe(false);
    expect(
      screen.getByText('Please accept the Privacy Policy to continue with data processing.'),
    ).not.toBeNull();
    await user.click(policy);
    expect(button('Accept All').disabled).toBe(false);
    expect(button('Customize').disabled).toBe(false);
    expect(
      screen.queryByText('Please accept the Privacy Policy to continue with data processing.'),
    ).toBeNull();
  });

  it('Accept All records every purpose and optional consent, toasts, closes and shows the badge', async () => {
    const fetchMock = stubFetch({
      [statusUrl]: [Response.json(noConsent), Response.json(givenConsent)],
      [consentUrl]: [new Response(null, { status: 201 })],
    });
    const { user, onConsentChange } = await renderOpenBanner();
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/u }));
    await user.click(button('Accept All'));
    await waitFor(() => expect(banner()).toBeNull());
    expect(bodiesOf(fetchMock, consentUrl)).toEqual([
      {
        purposes: allPurposes,
        optionalConsents: { analytics: true, marketing: true, improvements: true },
        privacyPolicy: true,
      },
    ]);
    expect(toastText()).toBe('Consent Recorded | Your preferences have been saved successfully.');
    expect(onConsentChange).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Privacy Compliant')).not.toBeNull();
  });

  it('disables every button while the consent is being saved', async () => {
    const pending = deferredAnswer();
    stubFetch({ [statusUrl]: [Response.json(noConsent)], [consentUrl]: [pending.answer] });
    const { user } = await renderOpenBanner();
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/u }));
    await user.click(button('Accept All'));
    for (const name of ['Accept All', 'Customize', 'Decline Optional'])
      expect(button(name).disabled).toBe(true);
    pending.resolve(new Response(null, { status: 201 }));
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('Customize opens the detailed view with the defaults of platform spec §4, and Back returns', async () => {
    stubFetch({ [statusUrl]: [Response.json(noConsent)] });
    const { user } = await renderOpenBanner();
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/u }));
    await user.click(button('Customize'));
    const checked = (name: string) => screen.getByRole('checkbox', { name }).getAttribute('aria-checked');
    expect(checked('Privacy Policy acceptance')).toBe('false');
    expect(checked('Analytics')).toBe('false');
    expect(checked('Marketing')).toBe('false');
    expect(checked('Service Improvements')).toBe('true');
    expect(button('Save Preferences').disabled).toBe(true);
    expect(
      screen.getByText('Please accept the Privacy Policy to continue with data processing.'),
    ).not.toBeNull();
    expect(button('Decline All Optional').disabled).toBe(false);
    await user.click(button('Back'));
    expect(button('Accept All')).not.toBeNull();
  });

  it('Save Preferences records the chosen optional consents with the custom toast', async () => {
    const fetchMock = stubFetch({
      [statusUrl]: [Response.json(noConsent), Response.json(givenConsent)],
      [consentUrl]: [new Response(null, { status: 201 })],
    });
    const { user, onConsentChange } = await renderOpenBanner();
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/u }));
    await user.click(button('Customize'));
    await user.click(screen.getByRole('checkbox', { name: 'Privacy Policy acceptance' }));
    await user.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    await user.click(screen.getByRole('checkbox', { name: 'Service Improvements' }));
    await user.click(button('Save Preferences'));
    await waitFor(() => expect(banner()).toBeNull());
    expect(bodiesOf(fetchMock, consentUrl)).toEqual([
      {
        purposes: allPurposes,
        optionalConsents: { analytics: true, marketing: false, improvements: false },
        privacyPolicy: true,
      },
    ]);
    expect(toastText()).toBe('Consent Recorded | Your custom preferences have been saved.');
    expect(onConsentChange).toHaveBeenCalledWith(true);
  });

  it.each([
    ['Decline Optional', false],
    ['Decline All Optional', true],
  ])('%s closes, records nothing, tells the parent and toasts', async (name, inDetailedView) => {
    const fetchMock = stubFetch({ [statusUrl]: [Response.json(noConsent)] });
    const { user, onConsentChange } = await renderOpenBanner();
    if (inDetailedView) {
      await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/u }));
      await user.click(button('Customize'));
    }
    await user.click(button(name));
    expect(banner()).toBeNull();
    expect(callsOf(fetchMock)).toEqual([statusUrl]);
    expect(onConsentChange).toHaveBeenCalledWith(false);
    expect(toastText()).toBe(
      'Consent Declined | You can still browse our site, but some features will be limited.',
    );
    expect(screen.queryByText('Privacy Compliant')).toBeNull();
  });

  it('the close control hides the banner without recording or saying anything', async () => {
    const fetchMock = stubFetch({ [statusUrl]: [Response.json(noConsent)] });
    const { user, onConsentChange } = await renderOpenBanner();
    const before = toastText();
    await user.click(button('Close'));
    expect(banner()).toBeNull();
    expect(callsOf(fetchMock)).toEqual([statusUrl]);
    expect(onConsentChange).not.toHaveBeenCalled();
    expect(toastText()).toBe(before);
  });

  it('says so when the consent cannot be recorded, and stays open for another try', async () => {
    stubFetch({ [statusUrl]: [Response.json(noConsent)], [consentUrl]: [errorAnswer(500)] });
    const { user, onConsentChange } = await renderOpenBanner();
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/u }));
    await user.click(button('Accept All'));
    await waitFor(() => expect(toastText()).toBe('Error | Failed to record your consent. Please try again.'));
    expect(banner()).not.toBeNull();
    expect(button('Accept All').disabled).toBe(false);
    expect(onConsentChange).not.toHaveBeenCalled();
  });
});
