import { authPaths, authUserSchema, claimResponseSchema } from '@shared/api/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OidcAuthConfig } from '../../config';
import { addressKeyOf, visitorOf } from '../../http/session';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import { type AuthService, anonymousUser } from './auth.service';
import { LOGIN_COOKIE, readCookie, SESSION_COOKIE, serializeCookie } from './cookies';
import { PENDING_LOGIN_TTL_MS } from './session-store';

/** Sign-in's routes, registered under /api: anonymous mode's one, or oidc mode's (`auth` set). */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: { service: AuthService; settings: OidcAuthConfig } | null;
  checkVisitorLimit: CheckVisitorLimit;
}> = async (app, { auth, checkVisitorLimit }) => {
  if (!auth) {
    // Anonymous mode: an anonymous user tied to the session id (which, as everywhere, is required).
    app.get('/auth/user', { schema: { response: { 200: authUserSchema } } }, async () => anonymousUser);
    return;
  }
  const { service, settings } = auth;
  const secure = new URL(settings.publicUrl).protocol === 'https:';
  const callbackPath = authPaths.callback;
  const setCookie = (reply: FastifyReply, name: string, value: string, maxAgeMs: number, path: string) =>
    reply.header(
      'set-cookie',
      serializeCookie(name, value, { maxAgeSeconds: maxAgeMs / 1000, path, secure }),
    );

  app.get(
    '/auth/user',
    { config: { isPublic: true }, schema: { response: { 200: authUserSchema } } },
    (request) => service.currentUser(request.signedIn),
  );

  // A navigation: the sign-in in progress is kept server-side behind a ten-minute cookie sent only to the callback.
  // Each start stores a pending sign-in, so starts are limited per client address (issue 29 §3).
  const limitedPerAddress = async (request: FastifyRequest) =>
    checkVisitorLimit({ address: addressKeyOf(request) }, 'login');
  app.get('/login', { config: { isPublic: true }, onRequest: limitedPerAddress }, async (_request, reply) => {
    const { url, loginToken } = await service.startLogin();
    setCookie(reply, LOGIN_COOKIE, loginToken, PENDING_LOGIN_TTL_MS, callbackPath);
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  // The provider's return: a new session behind the session cookie, then home. Any failure: 400, no session.
  app.get('/callback', { config: { isPublic: true } }, async (request, reply) => {
    // The sign-in in progress is used up whatever happens: its cookie goes too.
    setCookie(reply, LOGIN_COOKIE, '', 0, callbackPath);
    const { sessionToken, ttlMs } = await service.finishLogin(
      new URL(request.url, settings.publicUrl),
      readCookie(request.headers.cookie, LOGIN_COOKIE),
    );
    setCookie(reply, SESSION_COOKIE, sessionToken, ttlMs, '/');
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  });

  // A navigation (the header's sign-out item): ends the session here, then at the provider when it can.
  app.get('/logout', { config: { isPublic: true } }, async (request, reply) => {
    const target = await service.logout(request.signedIn);
    setCookie(reply, SESSION_COOKIE, '', 0, '/');
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });

  // Signed in, with the browser's x-session-id: its anonymous data becomes the user's.
  app.post('/auth/claim', { schema: { response: { 200: claimResponseSchema } } }, (request) =>
    service.claim(visitorOf(request)),
  );
};
