import type { MonitoringDashboard } from '@shared/api/monitoring';
import { QueryClientProvider } from '@tanstack/react-query';
import { NewestToast } from '@test/web/newest-toast';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';

/** For the monitoring feature's component tests only: a fetch answering by "METHOD /path", providers, fixtures. */

export { type Answer, callsOf, stubFetch } from '@test/web/stub-fetch';

/** A server error body as the app answers it. */
export const errorAnswer = (status: number, message = 'Something failed') =>
  Response.json({ message, code: 'INTERNAL', requestId: 'r1' }, { status });

/** Renders `node` under a fresh query client, with the newest toast. */
export function renderWithClient(node: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {node}
      <NewestToast />
    </QueryClientProvider>,
  );
}

const windowEnd = Date.parse('2025-06-03T12:00:00.000Z');
const hourMs = 3_600_000;

/** 24 hourly intervals: daytime traffic, with the 36 errors of the window spread over six of them. */
const timeline = Array.from({ length: 24 }, (_, index) => {
  const requests = [
    12, 8, 4, 3, 2, 4, 18, 46, 88, 150, 96, 92, 70, 84, 153, 90, 76, 62, 48, 40, 34, 26, 22, 56,
  ];
  const errors: Record<number, number> = { 8: 4, 9: 10, 10: 6, 14: 8, 15: 5, 23: 3 };
  return {
    at: new Date(windowEnd - (24 - index) * hourMs).toISOString(),
    requests: requests[index] ?? 0,
    errors: errors[index] ?? 0,
  };
});

/**
 * A day of a small instance: 1,284 requests (36 errors, so 97.2% succeeded and 1.5 errors per hour), six route
 * patterns, 412 analytics events from 57 sessions, and the process using 109 MB of its 256 MB.
 */
export const sampleDashboard: MonitoringDashboard = {
  window: {
    from: new Date(windowEnd - 24 * hourMs).toISOString(),
    to: new Date(windowEnd).toISOString(),
    hours: 24,
  },
  performance: {
    totalRequests: 1284,
    successRate: 97.2,
    averageResponseTime: 72.2,
    slowestEndpoints: [
      { name: 'POST /api/analyses', averageTime: 412.3 },
      { name: 'POST /api/resumes/:id/export', averageTime: 188.1 },
      { name: 'POST /api/resumes', averageTime: 143.7 },
      { name: 'GET /api/resumes/:id/versions', averageTime: 21.4 },
      { name: 'GET /api/monitoring/dashboard', averageTime: 12.9 },
    ],
  },
  errors: {
    totalErrors: 36,
    errorRate: 1.5,
    errorsByStatusCode: { '500': 4, '400': 20, '404': 12 },
    topErrors: [
      { message: 'POST /api/resumes: VALIDATION_FAILED', count: 14 },
      { message: 'GET /api/resumes/:id: NOT_FOUND', count: 12 },
      { message: 'POST /api/analyses: VALIDATION_FAILED', count: 6 },
      { message: 'POST /api/analyses: INTERNAL', count: 3 },
      { message: 'POST /api/resumes/:id/export: INTERNAL', count: 1 },
    ],
  },
  analytics: {
    totalEvents: 412,
    uniqueSessions: 57,
    topEvents: [
      { event: 'page_view', count: 301 },
      { event: 'resume_uploaded', count: 44 },
      { event: 'analysis_run', count: 39 },
      { event: 'resume_downloaded', count: 18 },
      { event: 'template_chosen', count: 10 },
    ],
  },
  systemMetrics: {
    memory: { percentage: 42.5, used: 114_294_784, total: 268_435_456 },
    requestsPerMinute: 2.4,
    activeSessions: 8,
    timestamp: new Date(windowEnd).toISOString(),
  },
  timeline,
  endpoints: [
    { name: 'GET /api/health', requests: 610, averageTime: 1.8, errors: 0 },
    { name: 'POST /api/analyses', requests: 120, averageTime: 412.3, errors: 9 },
    { name: 'POST /api/resumes', requests: 160, averageTime: 143.7, errors: 14 },
    { name: 'POST /api/resumes/:id/export', requests: 70, averageTime: 188.1, errors: 1 },
    { name: 'GET /api/resumes/:id/versions', requests: 204, averageTime: 21.4, errors: 12 },
    { name: 'GET /api/monitoring/dashboard', requests: 120, averageTime: 12.9, errors: 0 },
  ],
};

/** The sample with some figures changed (one level deep per part). */
export function dashboardWith(parts: {
  performance?: Partial<MonitoringDashboard['performance']>;
  errors?: Partial<MonitoringDashboard['errors']>;
  analytics?: Partial<MonitoringDashboard['analytics']>;
}): MonitoringDashboard {
  return {
    ...sampleDashboard,
    performance: { ...sampleDashboard.performance, ...parts.performance },
    errors: { ...sampleDashboard.errors, ...parts.errors },
    analytics: { ...sampleDashboard.analytics, ...parts.analytics },
  };
}
