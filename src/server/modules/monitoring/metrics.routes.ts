import type { FastifyInstance } from 'fastify';
import { monitoringTokenGuard } from './monitoring-access';
import type { PrometheusMetrics } from './prometheus-metrics';

/**
 * GET /metrics (issue 21, README "Monitoring"): the Prometheus text exposition format, outside /api so no
 * x-session-id is asked; the monitoring token when MONITORING_TOKEN is set.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { metrics, token }: { metrics: PrometheusMetrics; token: string | undefined },
) {
  const guard = monitoringTokenGuard(token);
  app.get(
    '/metrics',
    { config: { isPublic: true }, ...(guard ? { onRequest: guard } : {}) },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.text()),
  );
}
