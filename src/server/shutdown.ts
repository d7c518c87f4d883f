import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/**
 * Graceful stop: refuse new connections, let in-flight requests finish, close the database.
 * Resolves once done; `onTimeout` runs if that takes longer than `timeoutMs`.
 */
export function makeStopper(
  app: FastifyInstance,
  database: DatabaseHandle,
  { timeoutMs, onTimeout }: { timeoutMs: number; onTimeout: () => void },
): (reason: string) => Promise<void> {
  let stopping: Promise<void> | undefined;
  return (reason) => {
    stopping ??= (async () => {
      app.log.info({ reason }, 'shutting down: finishing in-flight requests');
      const timer = setTimeout(onTimeout, timeoutMs);
      timer.unref();
      try {
        await app.close();
        await database.close();
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
}
