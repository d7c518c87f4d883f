import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the visitor goes away before the answer is complete: a model's call made for the
 * request is then cancelled upstream (the built-in engine's answer is made and saved all the same).
 */
export function callerGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
