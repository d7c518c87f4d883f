import { AppError } from '@core/errors';
import { healthResponseSchema } from '@shared/api/health';
import { serverMessages } from '@shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';

/** GET /api/health: ok only after a round trip to the database; 503 when it is unreachable. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    { config: { isPublic: true }, schema: { response: { 200: healthResponseSchema } } },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database ping failed');
        throw new AppError('SERVICE_UNAVAILABLE', serverMessages.databaseUnavailable);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
