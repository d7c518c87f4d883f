import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LAST_SEEN_RESOLUTION_MS, type PrivacyRepository } from './privacy.repository';

/** Visitors whose last write this process remembers; past it the oldest is forgotten (and written again). */
const REMEMBERED_VISITORS_MAX = 10_000;

/**
 * Keeps each visitor's last-seen time (issue 19: inactivity is measured from it), written at most once per
 * LAST_SEEN_RESOLUTION_MS per visitor: this process remembers when it last wrote each one, and the database
 * write itself changes nothing when another instance wrote within the hour.
 */
export function createVisitorActivity({
  repository,
  now = () => new Date(),
}: {
  repository: Pick<PrivacyRepository, 'touchVisitor'>;
  now?: () => Date;
}) {
  const written = new Map<string, number>();
  return {
    async touch(owner: string): Promise<void> {
      const at = now();
      const last = written.get(owner);
      if (last !== undefined && at.getTime() - last < LAST_SEEN_RESOLUTION_MS) return;
      await repository.touchVisitor(owner, at);
      written.delete(owner);
      written.set(owner, at.getTime());
      if (written.size > REMEMBERED_VISITORS_MAX) {
        const oldest = written.keys().next().value;
        if (oldest !== undefined) written.delete(oldest);
      }
    },
    /** After an erasure: the visitor's next request writes their last-seen time again. */
    forget(owner: string): void {
      written.delete(owner);
    },
  };
}

export type VisitorActivity = ReturnType<typeof createVisitorActivity>;

/**
 * Every request that carries a session (registered after the session plugin) touches the visitor's last-seen
 * time before its handler runs, so an erasure in the same request deletes it too. A failed write is logged and
 * the request goes on.
 */
export const visitorActivityPlugin = fp(
  async (app: FastifyInstance, { activity }: { activity: VisitorActivity }) => {
    app.addHook('onRequest', async (request) => {
      if (!request.visitor) return;
      try {
        await activity.touch(request.visitor.owner);
      } catch (error) {
        request.log.warn({ err: error }, 'last-seen time not recorded');
      }
    });
  },
  { name: 'visitor-activity' },
);
