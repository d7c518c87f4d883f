import type { AuthUser } from '@shared/api/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../lib/query-client';
import { useToasts } from '../../lib/toast-store';

/** For sign-in tests only: a fetch answering by "METHOD /path", providers, and users as the server answers them. */

export { type Answer, callsOf, deferredAnswer, stubFetch } from '@test/web/stub-fetch';

/** A server error body as the app answers it. */
export const errorAnswer = (status: number, message = 'Something failed') =>
  Response.json(
    { message, code: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL', requestId: 'r1' },
    { status },
  );

/** GET /api/auth/user in oidc mode: a signed-in account with a picture. */
export const signedInUser: AuthUser = {
  mode: 'oidc',
  isAnonymous: false,
  id: '248289761001',
  email: 'ada.lovelace@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: 'https://images.example.org/ada.png',
};

/** GET /api/auth/user in anonymous mode (the default): always answered, never 401. */
export const anonymousUser: AuthUser = {
  mode: 'anonymous',
  isAnonymous: true,
  id: 'anonymous',
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
};

/** The newest toast shown since this render began (the store outlives a test), as the visitor reads it. */
function NewestToast() {
  const [newest] = useToasts();
  const [earlier] = useState(newest?.id);
  const isShown = newest?.open && newest.id !== earlier;
  return (
    <output data-testid="toast">{isShown ? `${newest.title} | ${newest.description ?? ''}` : ''}</output>
  );
}

/**
 * Renders `node` under a fresh query client and a memory router at `path`, with the newest toast; `rerender`
 * keeps the same client and router.
 */
export function renderWithAuth(node: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const wrap = (child: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        {child}
        <NewestToast />
      </Router>
    </QueryClientProvider>
  );
  const view = render(wrap(node));
  return { ...view, rerender: (child: ReactNode) => view.rerender(wrap(child)), location, queryClient };
}
