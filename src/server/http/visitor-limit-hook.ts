import type { FastifyRequest } from 'fastify';
import { visitorOf } from './session';
import type { CheckVisitorLimit, VisitorLimitKind } from './visitor-limits';

/** A route's `onRequest` hook that counts the call against the visitor's limit of one kind. */
export type VisitorLimitHook = (request: FastifyRequest) => Promise<void>;

/**
 * The per-visitor limits of the expensive routes (issue 22 §5), checked at the route: `limitedAs(kind)` is the
 * route's `onRequest` hook. It runs once the session hook knows the visitor and before the body is read or
 * parsed, so a refused upload is answered 429 (with Retry-After) without its file ever being read or stored.
 */
export function visitorLimitHooks(checkVisitorLimit: CheckVisitorLimit) {
  return (kind: VisitorLimitKind): VisitorLimitHook =>
    async (request) => {
      await checkVisitorLimit(visitorOf(request), kind);
    };
}
