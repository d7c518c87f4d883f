import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  type Answer,
  anonymousUser,
  callsOf,
  deferredAnswer,
  errorAnswer,
  signedInUser,
  stubFetch,
} from '../features/auth/test-support';
import { givenConsent, sampleReport } from '../features/privacy/test-support';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const userUrl = 'GET /api/auth/user';
const claimUrl = 'POST /api/auth/claim';

/** The calls every page makes (the consent banner) and those of the screens these tests open. */
const screenAnswers = (): Record<string, Answer[]> => ({
  'GET /api/consent/status': [Response.json(givenConsent)],
  'GET /api/compliance/report': [Response.json(sampleReport)],
  'GET /api/resumes': [Response.json({ resumes: [] })],
  'GET /api/job-descriptions': [Response.json({ jobDescriptions: [] })],
  'GET /api/analyses': [Response.json({ analyses: [] })],
  'GET /api/ai-models': [
    Response.json({
      models: [{ value: 'builtin', label: 'Built-in engine', tier: 'free' }],
      defaultModel: 'builtin',
    }),
  ],
});

function renderApp(path: string, answers: Record<string, Answer[]>) {
  const fetchMock = stubFetch({ ...screenAnswers(), ...answers });
  const location = memoryLocation({ path });
  render(
    <StrictMode>
      <AppProvider>
        <Router hook={location.hook}>
          <AppRouter />
        </Router>
      </AppProvider>
    </StrictMode>,
  );
  return fetchMock;
}

const signInLink = () => screen.getByRole('link', { name: 'Sign in to get started' });
const findLanding = () => screen.findByRole('heading', { level: 1, name: 'Vitae' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  // jsdom has no matchMedia; the theme follows the system colour scheme through it.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AppRouter sign-in', () => {
  it('shows the landing page while the sign-in check loads, with the link to /api/login', async () => {
    const pending = deferredAnswer();
    renderApp('/', { [userUrl]: [pending.answer] });
    await findLanding();
    expect(signInLink().getAttribute('href')).toBe('/api/login');
    expect(screen.getByText(/AI-powered resume optimization/u)).toBeTruthy();
    await act(async () => pending.resolve(errorAnswer(401)));
  });

  it("shows the landing page on a 401, and a header offering only 'Sign in'", async () => {
    const fetchMock = renderApp('/', { [userUrl]: [errorAnswer(401, 'Sign in first')] });
    await findLanding();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy());
    expect(signInLink().getAttribute('href')).toBe('/api/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsOf(fetchMock)).not.toContain(claimUrl);
    expect(callsOf(fetchMock)).not.toContain('GET /api/resumes');
  });

  it('shows the landing page on a signed-in route when signed out', async () => {
    renderApp('/interview-tips', { [userUrl]: [errorAnswer(401)] });
    await findLanding();
    expect(screen.queryByRole('heading', { name: 'Interview Tips' })).toBeNull();
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/privacy-settings', 'Privacy Settings'],
    ['/no-such-page', '404 Page Not Found'],
  ])('opens %s to a signed-out visitor', async (path, title) => {
    renderApp(path, { [userUrl]: [errorAnswer(401)] });
    expect(await heading(title)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to get started' })).toBeNull();
  });

  it('shows a signed-in route to a signed-in account, with its name in the header', async () => {
    const fetchMock = renderApp('/interview-tips', {
      [userUrl]: [Response.json(signedInUser)],
      [claimUrl]: [Response.json({ moved: 0 })],
    });
    expect(await heading('Interview Tips')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeTruthy();
    expect(callsOf(fetchMock).filter((call) => call === claimUrl)).toHaveLength(1);
  });

  it("claims the anonymous work once, waits for it, then shows the moved data's screens and a toast", async () => {
    const claim = deferredAnswer();
    const fetchMock = renderApp('/', {
      [userUrl]: [Response.json(signedInUser)],
      [claimUrl]: [claim.answer],
    });
    await screen.findByRole('status');
    expect(screen.queryByRole('heading', { name: 'Tailor your resume to the job' })).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('GET /api/resumes');
    await act(async () => claim.resolve(Response.json({ moved: 4 })));
    expect(await heading('Tailor your resume to the job')).toBeTruthy();
    expect(await screen.findByText('Your earlier work is now in your account')).toBeTruthy();
    const calls = callsOf(fetchMock);
    expect(calls.filter((call) => call === claimUrl)).toHaveLength(1);
    expect(calls.filter((call) => call === userUrl)).toHaveLength(1);
    // The consent banner's status was read before the claim, and again after it (the moved consent).
    await waitFor(() =>
      expect(callsOf(fetchMock).filter((call) => call === 'GET /api/consent/status')).toHaveLength(2),
    );
  });

  it("shows the dashboard and the 'Guest' badge in anonymous mode, claiming nothing", async () => {
    const fetchMock = renderApp('/', { [userUrl]: [Response.json(anonymousUser)] });
    expect(await heading('Tailor your resume to the job')).toBeTruthy();
    expect(screen.getAllByText('Guest').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(callsOf(fetchMock)).not.toContain(claimUrl);
  });

  it('says when the sign-in check failed, and opens the app once a retry succeeds', async () => {
    const fetchMock = renderApp('/', { [userUrl]: [errorAnswer(502), Response.json(anonymousUser)] });
    await findLanding();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not check your sign-in. Try again.',
    );
    expect(callsOf(fetchMock).filter((call) => call === userUrl)).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Tailor your resume to the job')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
