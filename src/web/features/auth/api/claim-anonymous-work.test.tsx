import type { AuthUser } from '@shared/api/auth';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountStatus } from '../../../components/layout/account-context';
import {
  anonymousUser,
  callsOf,
  deferredAnswer,
  errorAnswer,
  renderWithAuth,
  signedInUser,
  stubFetch,
} from '../test-support';
import { useClaimAnonymousWork } from './claim-anonymous-work';

const claimUrl = 'POST /api/auth/claim';
const resumesUrl = 'GET /api/resumes';
const toastText = () => screen.getByTestId('toast').textContent;

/** A screen holding the visitor's resume list, beside the claim for `user`. */
function ClaimProbe({ status, user }: { status: AccountStatus; user: AuthUser | undefined }) {
  const { isSettled } = useClaimAnonymousWork({ status, user });
  const resumes = useQuery<{ resumes: { id: number }[] }>({ queryKey: ['/api/resumes'] });
  return (
    <p data-testid="state">
      {isSettled ? 'settled' : 'claiming'} {resumes.data?.resumes.length ?? '-'}
    </p>
  );
}

const state = () => screen.getByTestId('state').textContent;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useClaimAnonymousWork', () => {
  it('claims once when an account signs in, then reads the lists again and says so when rows moved', async () => {
    const claim = deferredAnswer();
    const fetchMock = stubFetch({
      [claimUrl]: [claim.answer],
      [resumesUrl]: [Response.json({ resumes: [] }), Response.json({ resumes: [{ id: 7 }] })],
    });
    const view = renderWithAuth(<ClaimProbe status="signed-in" user={signedInUser} />);
    await waitFor(() => expect(state()).toBe('claiming 0'));
    claim.resolve(Response.json({ moved: 3 }));
    await waitFor(() => expect(state()).toBe('settled 1'));
    expect(toastText()).toBe(
      'Your earlier work is now in your account | What you made before signing in is saved with your account.',
    );
    view.rerender(<ClaimProbe status="signed-in" user={{ ...signedInUser }} />);
    expect(callsOf(fetchMock).filter((call) => call === claimUrl)).toHaveLength(1);
    const claimCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/claim');
    const headers = claimCall?.[1]?.headers as Record<string, string>;
    expect(headers['x-session-id']).toMatch(/^session-\d+-/u);
  });

  it('does not invalidate the sign-in check nor show a toast when nothing moved', async () => {
    const fetchMock = stubFetch({
      [claimUrl]: [Response.json({ moved: 0 })],
      [resumesUrl]: [Response.json({ resumes: [] })],
    });
    const { queryClient } = renderWithAuth(<ClaimProbe status="signed-in" user={signedInUser} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(state()).toBe('settled 0'));
    expect(invalidate).not.toHaveBeenCalled();
    expect(toastText()).toBe('');
    expect(callsOf(fetchMock).sort()).toEqual([resumesUrl, claimUrl].sort());
  });

  it('is silent when the claim fails, and lets the screens show', async () => {
    stubFetch({
      [claimUrl]: [errorAnswer(500)],
      [resumesUrl]: [Response.json({ resumes: [] })],
    });
    renderWithAuth(<ClaimProbe status="signed-in" user={signedInUser} />);
    await waitFor(() => expect(state()).toBe('settled 0'));
    expect(toastText()).toBe('');
  });

  it('claims nothing in anonymous mode, while loading or when signed out', async () => {
    const fetchMock = stubFetch({ [resumesUrl]: [Response.json({ resumes: [] })] });
    const view = renderWithAuth(<ClaimProbe status="signed-in" user={anonymousUser} />);
    await waitFor(() => expect(state()).toBe('settled 0'));
    view.rerender(<ClaimProbe status="loading" user={undefined} />);
    view.rerender(<ClaimProbe status="signed-out" user={undefined} />);
    expect(state()).toBe('settled 0');
    expect(callsOf(fetchMock)).toEqual([resumesUrl]);
  });
});
