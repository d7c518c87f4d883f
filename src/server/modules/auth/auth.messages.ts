/**
 * The words sign-in answers with (issue 20), in one place: the `message` of its 4xx answers and the start-up
 * error of a provider that cannot be discovered. The spec words none of them.
 */
export const authMessages = {
  /** 401 of a signed-in route, and of GET /api/auth/user, without a valid session. */
  signInRequired: 'Sign in to continue.',
  /** 403 of a state-changing call with the session cookie from another site (or without x-session-id). */
  crossSiteRefused:
    "This change was refused: it did not come from Vitae's own pages. Reload the page and try again.",
  /** 400 of a callback without a sign-in in progress (none started, already used, or older than ten minutes). */
  loginExpired: 'This sign-in has expired or was already used. Go back to Vitae and sign in again.',
  /** 400 of a callback the provider answered with an error (the user cancelled, or it refused the client). */
  providerRefused: (reason: string) =>
    `The sign-in provider did not sign you in (${reason}). Please try again.`,
  /** 400 of a callback whose state, code or ID token did not check out. */
  callbackInvalid: (reason: string) => `Sign-in could not be completed (${reason}). Please sign in again.`,
  noIdToken: 'Sign-in could not be completed: the provider sent no ID token. Please sign in again.',
  /** 503 when the provider could not be reached at the callback. */
  providerUnreachable: 'The sign-in provider could not be reached. Please try again in a moment.',
  /** Start-up stops with this (main.ts prints it). */
  discoveryFailed: (issuer: string, reason: string) =>
    `OIDC_ISSUER_URL: could not read the OpenID provider's discovery document at ${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration (${reason}). Check OIDC_ISSUER_URL, or that the provider is up; Vitae does not start in sign-in mode without it.`,
} as const;
