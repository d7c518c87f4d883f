import { z } from 'zod';

/**
 * Sign-in (core spec §1 "User identity", platform spec §2, §4, §6, §7; issue 20). Two modes, chosen by the
 * server's AUTH_MODE: `anonymous` (the default: a visitor is their session id, every route open) and `oidc`
 * (accounts through any OpenID Connect provider; the route table's signed-in routes need a session).
 */
export const authModes = ['anonymous', 'oidc'] as const;
export type AuthMode = (typeof authModes)[number];

/**
 * GET /api/auth/user: who is calling. In anonymous mode an anonymous user tied to the session id (never 401); in
 * oidc mode the signed-in user, or 401 without a valid session. The client reads only whether a user came back
 * (platform spec §3 "User") and, beyond the spec, the name and picture for the header's profile badge.
 */
export const authUserSchema = z.object({
  mode: z.enum(authModes),
  isAnonymous: z.boolean(),
  /** The provider's subject in oidc mode; "anonymous" in anonymous mode. */
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The browser navigations of sign-in (not data calls): start, provider's return, end. */
export const authPaths = {
  login: '/api/login',
  callback: '/api/callback',
  logout: '/api/logout',
} as const;

/**
 * POST /api/auth/claim (beyond the spec): moves what the browser's anonymous session made before signing in
 * (resumes, versions, job descriptions, analyses, consents…) to the signed-in user, so nothing is lost; sent by
 * the client once signed in, with its x-session-id. Answers how many rows moved.
 */
export const claimResponseSchema = z.object({ moved: z.number().int().nonnegative() });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
