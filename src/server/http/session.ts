import { createHash } from 'node:crypto';
import { AppError } from '@core/errors';
import { serverMessages } from '@shared/messages';
import { isSessionId, SESSION_HEADER } from '@shared/session-id';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface Visitor {
  /** The owner key stored on every row of this visitor (a digest of the session id). */
  owner: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    visitor: Visitor | null;
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

/** Every /api route except the public ones needs a well-formed x-session-id (core spec §6). */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('visitor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.isPublic) return;
    if (!request.routeOptions.url) return; // unknown route: answered 404 by the not-found handler
    request.visitor = { owner: ownerOf(readSessionId(request)) };
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
