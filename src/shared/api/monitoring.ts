import { z } from 'zod';

/**
 * Monitoring (platform spec §2 "Monitoring dashboard", §3 "Monitoring dashboard data", §5, §7, §9; issue 21): one
 * source for the server's answers and the client's reading. Nothing here holds personal data: routes are
 * patterns ("GET /api/resumes/:id"), errors are a route and an error class, sessions are only counted.
 */

/** Platform spec §9: lists cut to five; the flags' thresholds. */
export const MONITORING_TOP = 5;
export const SUCCESS_RATE_THRESHOLD = 95;
export const ERROR_RATE_THRESHOLD_PER_HOUR = 1;
export const MONITORING_REFRESH_MS = 30_000;

/** The dashboard's window: the last `hours` hours (default 24, at most 30 days). */
export const monitoringWindowQuerySchema = z.object({
  hours: z.coerce.number().int().min(1).max(720).default(24),
});

export const monitoringExportQuerySchema = monitoringWindowQuerySchema.extend({
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }),
});
export type MonitoringExportFormat = z.infer<typeof monitoringExportQuerySchema>['format'];

/** Platform spec §7: the client saves an export as 'monitoring-data' plus the date (YYYY-MM-DD) and extension. */
export const monitoringExportFileName = (date: Date, format: MonitoringExportFormat) =>
  `monitoring-data-${date.toISOString().slice(0, 10)}.${format}`;

export const monitoringDashboardSchema = z.object({
  /** ISO 8601 bounds of the figures, and the window asked for. */
  window: z.object({ from: z.string(), to: z.string(), hours: z.number().int() }),
  performance: z.object({
    totalRequests: z.number().int().nonnegative(),
    /** Percent (0-100) of requests answered below 400; 100 without requests. */
    successRate: z.number().min(0).max(100),
    /** Milliseconds. */
    averageResponseTime: z.number().nonnegative(),
    /** The five slowest route patterns by average time ("GET /api/resumes/:id"). */
    slowestEndpoints: z.array(z.object({ name: z.string(), averageTime: z.number().nonnegative() })),
  }),
  errors: z.object({
    totalErrors: z.number().int().nonnegative(),
    /** Errors per hour over the window. */
    errorRate: z.number().nonnegative(),
    /** Status code → count. */
    errorsByStatusCode: z.record(z.string(), z.number().int().nonnegative()),
    /** The five commonest: "<route pattern>: <error class>" ("POST /api/resumes: VALIDATION_FAILED"). */
    topErrors: z.array(z.object({ message: z.string(), count: z.number().int().positive() })),
  }),
  analytics: z.object({
    totalEvents: z.number().int().nonnegative(),
    uniqueSessions: z.number().int().nonnegative(),
    topEvents: z.array(z.object({ event: z.string(), count: z.number().int().positive() })),
  }),
  systemMetrics: z.object({
    /**
     * This process, in bytes: `used` is its resident set (RSS); `total` the memory it may use (the container's
     * limit when there is one, else the machine's memory); `percentage` is used / total.
     */
    memory: z.object({
      percentage: z.number().min(0).max(100),
      used: z.number().nonnegative(),
      total: z.number().nonnegative(),
    }),
    /** Over the last ten minutes. */
    requestsPerMinute: z.number().nonnegative(),
    /** Beyond the spec's data, for its Active Sessions card: visitors seen in the last hour (a count only). */
    activeSessions: z.number().int().nonnegative(),
    /** ISO 8601. */
    timestamp: z.string(),
  }),
  /** Beyond the spec, for the charts: requests and errors per time bucket across the window. */
  timeline: z.array(
    z.object({
      at: z.string(),
      requests: z.number().int().nonnegative(),
      errors: z.number().int().nonnegative(),
    }),
  ),
  /** Beyond the spec, for the latency chart: every route pattern with its count and average. */
  endpoints: z.array(
    z.object({
      name: z.string(),
      requests: z.number().int().nonnegative(),
      averageTime: z.number().nonnegative(),
      errors: z.number().int().nonnegative(),
    }),
  ),
});
export type MonitoringDashboard = z.infer<typeof monitoringDashboardSchema>;

/** The product events the client reports (issue 21): page views and key actions, a closed list. */
export const analyticsEventNames = [
  'page_view',
  'resume_uploaded',
  'job_description_saved',
  'analysis_run',
  'optimizations_applied',
  'resume_downloaded',
  'template_chosen',
  'builder_completed',
  'builder_exported',
  'file_exported',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/**
 * POST /api/analytics/events: one event; `path` is the app's route ("/templates"), never a URL with ids or a
 * query. Recorded only with the visitor's analytics consent; without it accepted (202) and dropped.
 */
export const analyticsEventBodySchema = z.object({
  event: z.enum(analyticsEventNames, { message: `event must be one of ${analyticsEventNames.join(', ')}` }),
  path: z
    .string()
    .max(100)
    .regex(/^\/[a-z0-9\-/]*$/u, 'path must be an app route such as /templates')
    .optional(),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>;

export const analyticsEventResponseSchema = z.object({ recorded: z.boolean() });

/** One row of an export: requests of one minute (ISO 8601), method, route pattern and status; times in ms. */
export const monitoringExportRowSchema = z.object({
  minute: z.string(),
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  count: z.number().int().nonnegative(),
  totalMs: z.number().nonnegative(),
  averageMs: z.number().nonnegative(),
  maxMs: z.number().nonnegative(),
});
export type MonitoringExportRow = z.infer<typeof monitoringExportRowSchema>;

/** GET /api/monitoring/export?format=json: the dashboard of the window and its per-minute rows. */
export const monitoringJsonExportSchema = z.object({
  exportedAt: z.string(),
  dashboard: monitoringDashboardSchema,
  rows: z.array(monitoringExportRowSchema),
});
export type MonitoringJsonExport = z.infer<typeof monitoringJsonExportSchema>;

/** GET /api/monitoring/export?format=csv: the header row; then one row per minute, method, route and status. */
export const monitoringCsvColumns = [
  'minute',
  'method',
  'route',
  'status',
  'count',
  'total_ms',
  'average_ms',
  'max_ms',
] as const;
