import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { monitoringMessages } from './monitoring.messages';

const digest = (value: string) => createHash('sha256').update(value).digest();
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The guard of the monitoring routes and /metrics (issue 21): with MONITORING_TOKEN set, each request must carry
 * `Authorization: Bearer <token>`, else 401 with a plain message and `WWW-Authenticate: Bearer`. Both sides are
 * compared as SHA-256 digests with timingSafeEqual, so the time taken tells nothing about the token. Unset:
 * undefined (no guard; the routes are open, as the spec shows them to any signed-in user).
 */
export function monitoringTokenGuard(token: string | undefined) {
  if (token === undefined) return undefined;
  const expected = digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const isValid = given !== undefined && timingSafeEqual(digest(given), expected);
    if (isValid) return;
    reply.header('www-authenticate', 'Bearer realm="monitoring"');
    throw new AppError(
      'UNAUTHENTICATED',
      given === undefined ? monitoringMessages.tokenRequired : monitoringMessages.tokenWrong,
    );
  };
}
