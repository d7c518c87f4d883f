import { type AuthUser, authUserSchema } from '@shared/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountStatus } from '../../../components/layout/account-context';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * GET /api/auth/user (platform spec §7): the signed-in user, or `null` when the server answers 401 (signed out in
 * oidc mode). Any other failure, or an answer of another shape, throws.
 */
export async function getAuthUser(): Promise<AuthUser | null> {
  const url = authKeys.user()[0];
  let response: Response;
  try {
    response = await apiRequest('GET', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  const parsed = authUserSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${url}: ${parsed.error.message}`);
  return parsed.data;
}

/** The sign-in check: asked once per page load, never retried (spec §7) nor refetched on its own. */
export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getAuthUser,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
  });

/** The sign-in state the app shell routes by. */
export interface AuthState {
  status: AccountStatus;
  /** The user when signed in (anonymous mode answers an anonymous user, so it is always signed in). */
  user: AuthUser | undefined;
  /** The check failed for another reason than a 401: the visitor is treated as signed out, and may retry. */
  hasCheckFailed: boolean;
  /** A retry of a failed check is running. */
  isRetrying: boolean;
  /** Asks the server again (the landing's 'Try again'). */
  retry: () => void;
}

/**
 * Platform spec §4 "Sign-in": loading while the check runs; signed in when a user came back; signed out on a 401,
 * and also when the check failed otherwise (the server could not tell us, so no signed-in screen is shown), with
 * `hasCheckFailed` set so the landing can say so and offer a retry.
 */
export function useAuthUser(): AuthState {
  const query = useQuery(authUserQueryOptions());
  const user = query.data ?? undefined;
  const status: AccountStatus = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  return {
    status,
    user,
    hasCheckFailed: query.isError,
    isRetrying: query.isError && query.isFetching,
    retry: () => void query.refetch(),
  };
}
