import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { RequestSample } from './request-aggregator';

/** The routes whose successful answers are analyses: their durations go to analysis_duration_seconds. */
export const analysisRoutes: ReadonlySet<string> = new Set([
  'POST /api/analyze',
  'POST /api/ai-provider/stream-analysis',
]);

/** How an AI provider call ended, as counted by ai_provider_calls_total (see instrument-ai-chain.ts). */
export type AiCallOutcome = 'success' | 'fallback' | 'interrupted';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event loop lag, GC, handles), collected once per process: they describe
 * the process, not an app instance, and prom-client's collectors are not meant to be set up twice.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One app instance's Prometheus metrics (issue 21, README "Monitoring"): request durations by method, route
 * pattern and status, errors by method, route and status, AI provider calls by provider and outcome, analysis
 * durations, and the size of the in-memory aggregation; `text()` adds the process metrics. Every label value
 * comes from a finite set (route patterns, statuses, provider names), so the series stay bounded.
 */
export function createPrometheusMetrics({ aggregationKeys }: { aggregationKeys: () => number }) {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of API requests in seconds, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'API requests answered with a status of 400 or more, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const aiCalls = new Counter({
    name: 'ai_provider_calls_total',
    help: 'Calls through the AI provider chain, by the provider that answered and outcome (fallback: no remote provider answered, the built-in engine did)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const analysisDuration = new Histogram({
    name: 'analysis_duration_seconds',
    help: 'Duration of successful analyses in seconds, by route pattern',
    labelNames: ['route'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  new Gauge({
    name: 'monitoring_aggregation_keys',
    help: 'Keys in the in-memory request aggregation not yet saved to the database',
    registers: [registry],
    collect() {
      this.set(aggregationKeys());
    },
  });

  return {
    /** Observes one measured API request. */
    observeRequest({ method, route, status, durationMs }: RequestSample): void {
      const statusLabel = String(status);
      requestDuration.observe({ method, route, status: statusLabel }, durationMs / 1000);
      if (status >= 400) errors.inc({ method, route, status: statusLabel });
      else if (analysisRoutes.has(`${method} ${route}`))
        analysisDuration.observe({ route }, durationMs / 1000);
    },
    countAiCall(provider: string, outcome: AiCallOutcome): void {
      aiCalls.inc({ provider, outcome });
    },
    contentType: registry.contentType,
    /** The Prometheus text exposition of this instance's metrics and the process's. */
    async text(): Promise<string> {
      const [processText, instanceText] = [await processMetrics().metrics(), await registry.metrics()];
      return processText.endsWith('\n') ? processText + instanceText : `${processText}\n${instanceText}`;
    },
  };
}

export type PrometheusMetrics = ReturnType<typeof createPrometheusMetrics>;
