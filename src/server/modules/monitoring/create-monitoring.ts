import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultMonitoringConfig, type MonitoringConfig } from '../../config';
import type { Database } from '../../db/client';
import { createAnalyticsService } from './analytics.service';
import { createFlushJob } from './flush-job';
import { type ElapsedMs, measurementPlugin, replyElapsedMs } from './measurement';
import { metricsRoutes } from './metrics.routes';
import { createMonitoringRepository } from './monitoring.repository';
import { createMonitoringService } from './monitoring.service';
import { processMemory } from './process-memory';
import { createPrometheusMetrics } from './prometheus-metrics';
import { createRequestAggregator, type RequestSample } from './request-aggregator';

declare module 'fastify' {
  interface FastifyInstance {
    /** The monitoring counts of this instance: save them now (tests, benchmarks), and their size in memory. */
    monitoring: { flush(): Promise<void>; aggregationKeys(): number };
  }
}

/** What tests and benchmarks may set: the clock (ms since the epoch) and how a request's duration is read. */
export interface MonitoringOptions {
  now?: () => number;
  elapsedMs?: ElapsedMs;
}

/**
 * The monitoring module's parts on one database (issue 21): the in-memory aggregation and its flush job, the
 * Prometheus metrics, the dashboard service and the analytics service. `config` absent: the defaults.
 */
export function createMonitoring(
  db: Database,
  config: MonitoringConfig | undefined,
  log: FastifyBaseLogger,
  { now = Date.now, elapsedMs = replyElapsedMs }: MonitoringOptions = {},
) {
  const settings = config ?? defaultMonitoringConfig;
  const aggregator = createRequestAggregator();
  const metrics = createPrometheusMetrics({ aggregationKeys: aggregator.size });
  const repository = createMonitoringRepository(db);
  const flushJob = createFlushJob({ aggregator, repository, flushSeconds: settings.flushSeconds, log, now });
  return {
    settings,
    aggregator,
    metrics,
    flushJob,
    elapsedMs,
    now,
    service: createMonitoringService({ repository, counts: flushJob, memory: processMemory, now }),
    /** Needs the privacy module's consent check. */
    analyticsWith: (hasAnalyticsConsent: (owner: string) => Promise<boolean>) =>
      createAnalyticsService({ repository, hasAnalyticsConsent, now }),
    record(sample: RequestSample) {
      aggregator.record(sample);
      metrics.observeRequest(sample);
    },
  };
}

export type Monitoring = ReturnType<typeof createMonitoring>;

/**
 * At the root of the app: measures /api requests (unless MONITORING_ENABLED=false), serves /metrics, saves the
 * counts every MONITORING_FLUSH_SECONDS once the server listens, and saves what is left when it closes.
 */
export const monitoringPlugin = fp(
  async (app: FastifyInstance, { monitoring }: { monitoring: Monitoring }) => {
    const { settings, flushJob } = monitoring;
    app.decorate('monitoring', { flush: flushJob.flush, aggregationKeys: monitoring.aggregator.size });
    if (settings.enabled)
      await app.register(measurementPlugin, {
        record: monitoring.record,
        now: monitoring.now,
        elapsedMs: monitoring.elapsedMs,
      });
    await app.register(metricsRoutes, { metrics: monitoring.metrics, token: settings.token });
    app.addHook('onListen', async () => flushJob.start());
    app.addHook('onClose', async () => flushJob.stop());
  },
  { name: 'monitoring' },
);
