import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anonymousUser,
  callsOf,
  deferredAnswer,
  errorAnswer,
  renderWithAuth,
  signedInUser,
  stubFetch,
} from '../test-support';
import { useAuthUser } from './get-auth-user';

const userUrl = 'GET /api/auth/user';

/** Shows the hook's state as text, with its retry as a button. */
function AuthProbe() {
  const auth = useAuthUser();
  return (
    <div>
      <p data-testid="state">
        {[
          auth.status,
          auth.user?.email ?? auth.user?.id ?? 'none',
          auth.hasCheckFailed ? 'failed' : 'ok',
        ].join(' ')}
      </p>
      <button type="button" onClick={auth.retry}>
        retry
      </button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useAuthUser', () => {
  it('is loading until the server answers, then signed in with the user', async () => {
    const pending = deferredAnswer();
    const fetchMock = stubFetch({ [userUrl]: [pending.answer] });
    renderWithAuth(<AuthProbe />);
    expect(state()).toBe('loading none ok');
    pending.resolve(Response.json(signedInUser));
    await waitFor(() => expect(state()).toBe('signed-in ada.lovelace@example.org ok'));
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['x-session-id']).toMatch(/^session-\d+-/u);
  });

  it('reads a 401 as signed out, with no error and no retry', async () => {
    const fetchMock = stubFetch({ [userUrl]: [errorAnswer(401, 'Sign in first')] });
    renderWithAuth(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out none ok'));
    expect(callsOf(fetchMock)).toEqual([userUrl]);
  });

  it('treats another failure as signed out with the error flag, asked once, and retries on demand', async () => {
    const fetchMock = stubFetch({ [userUrl]: [errorAnswer(503), Response.json(anonymousUser)] });
    renderWithAuth(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out none failed'));
    expect(callsOf(fetchMock)).toEqual([userUrl]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(state()).toBe('signed-in anonymous ok'));
    expect(callsOf(fetchMock)).toEqual([userUrl, userUrl]);
  });

  it('treats an answer of another shape as a failed check', async () => {
    stubFetch({ [userUrl]: [Response.json({ user: 'ada' })] });
    renderWithAuth(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out none failed'));
  });

  it('treats an unreachable server as a failed check', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithAuth(<AuthProbe />);
    await waitFor(() => expect(state()).toBe('signed-out none failed'));
  });
});
