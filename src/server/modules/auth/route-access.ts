/**
 * Who may call which /api route in oidc mode (issue 20; platform spec §2 "Route table", §6), in one place.
 * Every other /api route needs a signed-in session (401 without one), whether or not it also needs the
 * x-session-id header (a route marked `isPublic` does not: e.g. the monitoring dashboard, signed-in only).
 */

/** Routes `method url`, as Fastify registers them. */
type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/** Public: no sign-in (and, as they are marked `isPublic`, no session id). The health check and sign-in itself. */
export const publicRoutes: readonly RouteKey[] = [
  'GET /api/health',
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  'GET /api/auth/user',
];

/**
 * Open to everyone with just the x-session-id: the privacy pages' calls, since the privacy policy and settings
 * are for everyone (signed in: the user's data; signed out: the browser's anonymous data).
 */
export const openRoutes: readonly RouteKey[] = [
  'GET /api/consent/status',
  'POST /api/consent',
  'GET /api/compliance/report',
  'POST /api/privacy/export',
  'POST /api/privacy/erasure',
];

const withoutSignIn = new Set<string>([...publicRoutes, ...openRoutes]);

/** Whether a route may be called without signing in. `url` is the route's pattern, not the path. */
export function isOpenWithoutSignIn(method: string, url: string): boolean {
  return withoutSignIn.has(`${method} ${url}`);
}
