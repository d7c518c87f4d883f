import { AppError } from '@core/errors';
import type { AuthUser, ClaimResponse } from '@shared/api/auth';
import type { OidcAuthConfig } from '../../config';
import type { SignedInUser, Visitor } from '../../http/session';
import { authMessages } from './auth.messages';
import type { AuthRepository, UserRow } from './auth.repository';
import { type OidcClient, SignInFailure } from './oidc-client';
import type { SessionStore } from './session-store';

const HOUR_MS = 60 * 60 * 1000;

/** What GET /api/auth/user answers in anonymous mode: an anonymous user tied to the session id. */
export const anonymousUser: AuthUser = Object.freeze({
  mode: 'anonymous',
  isAnonymous: true,
  id: 'anonymous',
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
});

function authUserOf(row: UserRow): AuthUser {
  return {
    mode: 'oidc',
    isAnonymous: false,
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
  };
}

/** Sign-in through an OpenID Connect provider (oidc mode): start, finish, who, end, and the claim. */
export function createAuthService({
  oidc,
  store,
  repository,
  settings,
  now = () => new Date(),
}: {
  oidc: OidcClient;
  store: SessionStore;
  repository: AuthRepository;
  settings: OidcAuthConfig;
  now?: () => Date;
}) {
  return {
    /** A new sign-in: the provider's address to send the browser to, and the token of the kept checks. */
    async startLogin(): Promise<{ url: string; loginToken: string }> {
      const { url, pending } = await oidc.begin();
      return { url: url.href, loginToken: await store.savePendingLogin(pending) };
    },

    /**
     * Finishes a sign-in: takes (and so uses up) the sign-in in progress, has the provider's answer checked and
     * the code exchanged, saves the user and opens a new session. Nothing is created on any failure.
     */
    async finishLogin(
      callbackUrl: URL,
      loginToken: string | undefined,
    ): Promise<{ sessionToken: string; ttlMs: number }> {
      const pending = await store.takePendingLogin(loginToken);
      if (!pending) throw new AppError('VALIDATION_FAILED', authMessages.loginExpired);
      let signedIn: Awaited<ReturnType<OidcClient['finish']>>;
      try {
        signedIn = await oidc.finish(callbackUrl, pending);
      } catch (error) {
        if (!(error instanceof SignInFailure)) throw error;
        throw new AppError(
          error.kind === 'unreachable' ? 'SERVICE_UNAVAILABLE' : 'VALIDATION_FAILED',
          error.message,
          undefined,
          { cause: error },
        );
      }
      const user = await repository.upsertUser(signedIn.profile, now());
      const ttlMs = settings.sessionTtlHours * HOUR_MS;
      const { token } = await store.createUserSession({ userId: user.id, idToken: signedIn.idToken }, ttlMs);
      return { sessionToken: token, ttlMs };
    },

    /** Ends the session; answers where to send the browser: the provider's logout when it has one, else home. */
    async logout(signedIn: SignedInUser | null): Promise<string> {
      if (!signedIn) return '/';
      await store.deleteSession(signedIn.sid);
      return oidc.logoutUrl(signedIn.idToken)?.href ?? '/';
    },

    /** The signed-in user; 401 without one (a session whose user is gone is ended too). */
    async currentUser(signedIn: SignedInUser | null): Promise<AuthUser> {
      if (!signedIn) throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
      const user = await repository.findUser(signedIn.userId);
      if (!user) {
        await store.deleteSession(signedIn.sid);
        throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
      }
      return authUserOf(user);
    },

    /** Moves the browser's anonymous data (its x-session-id's rows) to the signed-in user. */
    async claim(visitor: Visitor): Promise<ClaimResponse> {
      if (visitor.userId === null) throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
      return { moved: await repository.moveOwnerData(visitor.sessionOwner, visitor.owner) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
