import { type ClaimResponse, claimResponseSchema } from '@shared/api/auth';
import { authMessages } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { authKeys } from './auth-keys';
import type { AuthState } from './get-auth-user';

/**
 * POST /api/auth/claim: moves what this browser's anonymous session (its x-session-id, which apiRequest sends)
 * made before signing in to the signed-in user, and answers how many rows moved.
 */
export async function claimAnonymousWork(): Promise<ClaimResponse> {
  const response = await apiRequest('POST', '/api/auth/claim');
  return claimResponseSchema.parse(await response.json());
}

/**
 * Once per page load, as soon as a real account is signed in (never in anonymous mode), claims the anonymous
 * session's work. When rows moved, every query but the sign-in check is read again so lists show them, and a toast
 * says so. A failure is silent: the work stays with the session and the next page load tries again.
 * `isSettled` is false while a claim is due or running, so signed-in screens can wait for it instead of
 * restoring an empty workspace that the claim fills a moment later.
 */
export function useClaimAnonymousWork(auth: Pick<AuthState, 'status' | 'user'>): { isSettled: boolean } {
  const queryClient = useQueryClient();
  const hasClaimed = useRef(false);
  const claim = useMutation({
    mutationFn: claimAnonymousWork,
    onSuccess: ({ moved }) => {
      if (moved === 0) return;
      const authUrl = authKeys.user()[0];
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authUrl });
      toast({ title: authMessages.workClaimed.title, description: authMessages.workClaimed.description });
    },
  });
  const isDue = auth.status === 'signed-in' && auth.user !== undefined && !auth.user.isAnonymous;
  const { mutate } = claim;

  useEffect(() => {
    if (!isDue || hasClaimed.current) return;
    hasClaimed.current = true;
    mutate();
  }, [isDue, mutate]);

  return { isSettled: !isDue || claim.isSuccess || claim.isError };
}
