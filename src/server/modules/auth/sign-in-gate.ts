import { AppError } from '@core/errors';
import { SESSION_HEADER } from '@shared/session-id';
import type { FastifyRequest } from 'fastify';
import type { SignInGate } from '../../http/session';
import { authMessages } from './auth.messages';
import { readCookie, SESSION_COOKIE } from './cookies';
import { isOpenWithoutSignIn } from './route-access';
import type { SessionStore } from './session-store';

/** Methods that change something: the ones a cross-site page must not send with the user's cookie. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A 403: the error handler answers a client status with the error's message. */
class CrossSiteRefused extends Error {
  override name = 'CrossSiteRefused';
  readonly statusCode = 403;
}

/**
 * The oidc mode's gate (http/session.ts asks it on every /api route).
 *
 * CSRF: the session cookie is SameSite=Lax, so browsers do not send it on another site's subrequests or form
 * posts. On top of that, a state-changing call (POST, PUT, PATCH, DELETE) carrying the session cookie must
 * also carry the x-session-id header (a custom header, which a cross-site form can not add and a cross-site
 * script can not send without a CORS preflight we never allow) and, when the browser sends an Origin header,
 * it must be PUBLIC_URL's origin; otherwise 403. Calls without the cookie act only as an anonymous visitor.
 */
export function createSignInGate({
  store,
  publicUrl,
}: {
  store: SessionStore;
  publicUrl: string;
}): SignInGate {
  const publicOrigin = new URL(publicUrl).origin;
  return {
    identify: (request) => store.findUserSession(readCookie(request.headers.cookie, SESSION_COOKIE)),

    admit(request: FastifyRequest) {
      const hasCookie = readCookie(request.headers.cookie, SESSION_COOKIE) !== undefined;
      if (hasCookie && STATE_CHANGING.has(request.method)) {
        const origin = request.headers.origin;
        if ((origin !== undefined && origin !== publicOrigin) || !request.headers[SESSION_HEADER])
          throw new CrossSiteRefused(authMessages.crossSiteRefused);
      }
      if (!request.signedIn && !isOpenWithoutSignIn(request.method, request.routeOptions.url ?? ''))
        throw new AppError('UNAUTHENTICATED', authMessages.signInRequired);
    },
  };
}
