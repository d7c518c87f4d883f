/**
 * The dashboard's own words, beyond the spec's strings (those are in `monitoringMessages`): the window choices,
 * the flags' notes, the charts' titles and descriptions, the empty lists. Kept here so components and tests
 * share one wording.
 */

/** The time windows the header offers, sent as `?hours=` (the server's default is the last 24 hours). */
export const monitoringWindows = [
  { hours: 1, label: 'Last hour' },
  { hours: 6, label: 'Last 6 hours' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 168, label: 'Last 7 days' },
] as const;
export const DEFAULT_WINDOW_HOURS = 24;

export const monitoringLabels = {
  lead: 'Requests, errors, product analytics and the health of this server.',
  autoRefresh: 'Auto-refresh',
  autoRefreshHint: 'Reloads every 30 seconds while on.',
  timeWindow: 'Time window',
  loading: 'Loading monitoring data…',
  retry: 'Retry',
  exporting: 'Exporting…',
  flags: {
    successRate: 'At or below 95%: needs attention',
    errorsRecorded: 'Errors recorded in this window',
    errorRate: 'Above 1 error per hour',
  },
  performance: {
    metrics: 'Response Metrics',
    slowest: 'Slowest Endpoints',
    noRequests: 'No requests in this window.',
  },
  errors: {
    totalErrors: 'Total Errors',
    errorRate: 'Error Rate',
    perHour: 'per hour',
    byStatusCode: 'Errors by Status Code',
    topErrors: 'Top Errors',
    noErrors: 'No errors in this window.',
  },
  analytics: {
    totalEvents: 'Total Events',
    uniqueSessions: 'Unique Sessions',
    topEvents: 'Top Events',
    noEvents: 'No events in this window. Events are recorded only for visitors who allowed analytics.',
  },
  system: {
    memory: 'Memory Usage',
    memoryOf: (used: string, total: string) => `${used} of ${total}`,
    requestsPerMinute: 'Requests per Minute',
    requestsPerMinuteHint: 'Over the last ten minutes.',
    lastUpdated: 'Last Updated',
    services: 'Services',
  },
  charts: {
    latency: {
      title: 'Latency by endpoint',
      description: 'Average response time of each endpoint in milliseconds, slowest first.',
      endpoint: 'Endpoint',
      requests: 'Requests',
      average: 'Average (ms)',
      errors: 'Errors',
    },
    timeline: {
      title: 'Requests and errors over time',
      description: 'Requests (solid bars) and errors (striped bars) in each interval of the window.',
      time: 'Interval starting',
      requests: 'Requests',
      errors: 'Errors',
      noData: 'No requests in this window.',
      tooltip: (start: string, requests: number, errors: number) =>
        `${start}: ${requests} ${requests === 1 ? 'request' : 'requests'}, ${errors} ${errors === 1 ? 'error' : 'errors'}`,
    },
  },
} as const;
