import {
  analyticsEventBodySchema,
  analyticsEventResponseSchema,
  monitoringDashboardSchema,
  monitoringExportQuerySchema,
  monitoringWindowQuerySchema,
} from '@shared/api/monitoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { visitorOf } from '../../http/session';
import type { AnalyticsService } from './analytics.service';
import type { MonitoringService } from './monitoring.service';
import { monitoringTokenGuard } from './monitoring-access';

interface MonitoringRoutesOptions {
  monitoring: MonitoringService;
  analytics: AnalyticsService;
  /** MONITORING_TOKEN: when set, the dashboard and export require it. */
  token: string | undefined;
}

/**
 * Platform spec §7 monitoring calls and issue 21: the dashboard and its export (no x-session-id needed; the
 * monitoring token when one is set; no personal data in either), and the client's analytics events.
 */
export const monitoringRoutes: FastifyPluginAsyncZod<MonitoringRoutesOptions> = async (
  app,
  { monitoring, analytics, token },
) => {
  const guard = monitoringTokenGuard(token);
  const onRequest = guard ? { onRequest: guard } : {};

  app.get(
    '/monitoring/dashboard',
    {
      config: { isPublic: true },
      ...onRequest,
      schema: { querystring: monitoringWindowQuerySchema, response: { 200: monitoringDashboardSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return monitoring.dashboard(request.query.hours);
    },
  );

  app.get(
    '/monitoring/export',
    {
      config: { isPublic: true },
      ...onRequest,
      schema: { querystring: monitoringExportQuerySchema },
    },
    async (request, reply) => {
      const file = await monitoring.exportData(request.query.hours, request.query.format);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .type(file.contentType)
        .send(file.body);
    },
  );

  app.post(
    '/analytics/events',
    { schema: { body: analyticsEventBodySchema, response: { 202: analyticsEventResponseSchema } } },
    async (request, reply) =>
      reply.code(202).send({ recorded: await analytics.record(visitorOf(request).owner, request.body) }),
  );
};
