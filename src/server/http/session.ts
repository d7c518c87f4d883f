import { createHash } from 'node:crypto';
import { AppError } from '@core/errors';
import { serverMessages } from '@shared/messages';
import { isSessionId, SESSION_HEADER } from '@shared/session-id';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface Visitor {
  /**
   * The owner key stored on every row of this visitor: a digest of the session id, or, signed in (oidc mode),
   * a digest of the user id, so the user's data follows them to every device.
   */
  owner: string;
  /** The digest of the x-session-id alone: where this browser's anonymous data is (a claim moves it). */
  sessionOwner: string;
  /** The signed-in user's id (oidc mode), or null for an anonymous visitor. */
  userId: string | null;
  /** The key of the client's address (`addressKeyOf`): the per-address limits count under it. */
  address: string;
}

/** Who a valid session cookie signs in (oidc mode). `sid` keys the session's row, for logout. */
export interface SignedInUser {
  sid: string;
  userId: string;
  /** The provider's ID token, kept as its logout hint. */
  idToken: string | undefined;
}

/** Sign-in's part in identifying a request: present in oidc mode only (modules/auth/sign-in-gate.ts). */
export interface SignInGate {
  /** Who the request's session cookie signs in, or null. Asked on every known /api route. */
  identify(request: FastifyRequest): Promise<SignedInUser | null>;
  /** Throws 401 without a sign-in the route needs, 403 for a cross-site write. Asked on every known /api route. */
  admit(request: FastifyRequest): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor | null;
    /** The signed-in user (oidc mode), on every known /api route; null otherwise. */
    signedIn: SignedInUser | null;
  }
  interface FastifyContextConfig {
    /** Set on routes that anyone may call without an x-session-id (health, sign-in). */
    isPublic?: boolean;
  }
}

/** A one-way digest: rows are keyed by it, so the stored owner can not be replayed as a session id. */
export function ownerOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** The owner of a signed-in user's rows (never equal to a session id's: those match sessionIdPattern). */
export function userOwnerOf(userId: string): string {
  return ownerOf(`user:${userId}`);
}

/**
 * The key the per-address limits count a client's calls under: a digest of its address (request.ip: the
 * connection's peer, or with TRUST_PROXY the client named by X-Forwarded-For), never the address itself.
 */
export function addressKeyOf(request: FastifyRequest): string {
  return ownerOf(`address:${request.ip}`);
}

/**
 * Every /api route except the public ones needs a well-formed x-session-id (core spec §6). In oidc mode the
 * gate first reads the session cookie, then admits the request or refuses it (401, 403), public or not.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, { signIn }: { signIn?: SignInGate | null }) => {
  app.decorateRequest('visitor', null);
  app.decorateRequest('signedIn', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (!request.routeOptions.url) return; // unknown route: answered 404 by the not-found handler
    if (signIn) {
      request.signedIn = await signIn.identify(request);
      signIn.admit(request);
    }
    if (request.routeOptions.config?.isPublic) return;
    const sessionOwner = ownerOf(readSessionId(request));
    const userId = request.signedIn?.userId ?? null;
    request.visitor = {
      owner: userId === null ? sessionOwner : userOwnerOf(userId),
      sessionOwner,
      userId,
      address: addressKeyOf(request),
    };
  });
});

function readSessionId(request: FastifyRequest): string {
  const value = request.headers[SESSION_HEADER];
  if (value === undefined || value === '') {
    throw new AppError('VALIDATION_FAILED', serverMessages.missingSession);
  }
  if (!isSessionId(value)) throw new AppError('VALIDATION_FAILED', serverMessages.malformedSession);
  return value;
}

/** The visitor of a route that requires one (every non-public route). */
export function visitorOf(request: FastifyRequest): Visitor {
  if (!request.visitor) throw new AppError('INTERNAL', 'visitorOf called on a public route');
  return request.visitor;
}
