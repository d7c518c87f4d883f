import { MONITORING_TOP, type MonitoringDashboard } from '@shared/api/monitoring';
import { minuteOf, OTHER_ROUTE, type RequestCell, UNMATCHED_ROUTE } from './request-aggregator';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Windows up to this long get minute buckets in the timeline; longer ones hourly buckets. */
const MINUTE_BUCKETS_UP_TO_HOURS = 2;
/** requestsPerMinute is the average over this many minutes, the current one included. */
export const RECENT_MINUTES = 10;

/** Requests of the window with the same method, route pattern, status and error class. */
export interface RequestGroup {
  method: string;
  route: string;
  status: number;
  errorClass: string;
  count: number;
  totalMs: number;
}

export interface TimelineCounts {
  requests: number;
  errors: number;
}

/** One row of an export: a minute, method, route and status, with its count and times in ms. */
export interface ExportRow {
  minute: number;
  method: string;
  route: string;
  status: number;
  count: number;
  totalMs: number;
  maxMs: number;
}

/** The stretch of time the dashboard covers, all in ms since the epoch. */
export interface MonitoringWindow {
  /** The start of the minute `hours` hours ago: every minute from it on is counted. */
  from: number;
  to: number;
  hours: number;
  /** A minute for windows up to 2 hours, else an hour. */
  bucketMs: number;
  /** The first of the RECENT_MINUTES minutes requestsPerMinute is computed over. */
  recentFrom: number;
}

/** The window of the last `hours` hours at `now`. */
export function windowOf(now: number, hours: number): MonitoringWindow {
  return {
    from: minuteOf(now - hours * HOUR_MS),
    to: now,
    hours,
    bucketMs: hours <= MINUTE_BUCKETS_UP_TO_HOURS ? MINUTE_MS : HOUR_MS,
    recentFrom: minuteOf(now) - (RECENT_MINUTES - 1) * MINUTE_MS,
  };
}

/** The request figures the dashboard is computed from: the stored ones, or those plus the unsaved counts. */
export interface RequestFigures {
  groups: RequestGroup[];
  /** Bucket start → requests and errors. */
  timeline: Map<number, TimelineCounts>;
  /** Requests in the minutes from `window.recentFrom` on. */
  recentRequests: number;
}

const groupKey = (group: Pick<RequestGroup, 'method' | 'route' | 'status' | 'errorClass'>) =>
  `${group.method} ${group.route} ${group.status} ${group.errorClass}`;

/**
 * The stored figures plus the counts not saved yet (so a request shows up at once). A cell is saved or pending,
 * never both, so nothing is counted twice.
 */
export function withPending(
  stored: RequestFigures,
  pending: readonly RequestCell[],
  window: MonitoringWindow,
): RequestFigures {
  const groups = new Map(stored.groups.map((group) => [groupKey(group), { ...group }]));
  const timeline = new Map(stored.timeline);
  let recentRequests = stored.recentRequests;
  for (const cell of pending) {
    if (cell.minute < window.from) continue;
    const key = groupKey(cell);
    const group = groups.get(key);
    if (group) {
      group.count += cell.count;
      group.totalMs += cell.totalMs;
    } else {
      const { method, route, status, errorClass, count, totalMs } = cell;
      groups.set(key, { method, route, status, errorClass, count, totalMs });
    }
    const bucket = cell.minute - (cell.minute % window.bucketMs);
    const counts = timeline.get(bucket) ?? { requests: 0, errors: 0 };
    timeline.set(bucket, {
      requests: counts.requests + cell.count,
      errors: counts.errors + (cell.status >= 400 ? cell.count : 0),
    });
    if (cell.minute >= window.recentFrom) recentRequests += cell.count;
  }
  return { groups: [...groups.values()], timeline, recentRequests };
}

/** The stored export rows plus the unsaved counts of the window, summed per minute, method, route and status. */
export function exportRowsWithPending(
  stored: readonly ExportRow[],
  pending: readonly RequestCell[],
  window: MonitoringWindow,
): ExportRow[] {
  const rows = new Map<string, ExportRow>();
  const add = (row: ExportRow) => {
    const key = `${row.minute} ${row.method} ${row.route} ${row.status}`;
    const found = rows.get(key);
    if (!found) rows.set(key, { ...row });
    else {
      found.count += row.count;
      found.totalMs += row.totalMs;
      found.maxMs = Math.max(found.maxMs, row.maxMs);
    }
  };
  for (const row of stored) add(row);
  for (const { errorClass: _class, ...cell } of pending) if (cell.minute >= window.from) add(cell);
  return [...rows.values()].sort(
    (a, b) =>
      a.minute - b.minute ||
      a.route.localeCompare(b.route) ||
      a.method.localeCompare(b.method) ||
      a.status - b.status,
  );
}

/** What the dashboard shows besides request figures. */
export interface DashboardInputs {
  window: MonitoringWindow;
  figures: RequestFigures;
  analytics: MonitoringDashboard['analytics'];
  /** This process's memory in bytes: `used` its resident set, `total` what it may use. */
  memory: { used: number; total: number };
  activeSessions: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const iso = (at: number) => new Date(at).toISOString();

/** Sums the groups by a name: requests, time and errors per name, commonest first, ties by name. */
function ranked(
  groups: readonly RequestGroup[],
  nameOf: (group: RequestGroup) => string,
): { name: string; count: number; totalMs: number; errors: number }[] {
  const byName = new Map<string, { name: string; count: number; totalMs: number; errors: number }>();
  for (const group of groups) {
    const name = nameOf(group);
    const entry = byName.get(name) ?? { name, count: 0, totalMs: 0, errors: 0 };
    entry.count += group.count;
    entry.totalMs += group.totalMs;
    if (group.status >= 400) entry.errors += group.count;
    byName.set(name, entry);
  }
  return [...byName.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The dashboard of platform spec §3 "Monitoring dashboard data" from the window's figures (issue 21):
 * success rate is the share of answers below 400 (100 without requests); times are in ms, averaged per request;
 * the slowest endpoints are route patterns by average time (unknown paths and folded keys left out); top lists
 * are cut to five; the error rate is errors per hour of the window; requests per minute average the last ten.
 */
export function dashboardOf({
  window,
  figures,
  analytics,
  memory,
  activeSessions,
}: DashboardInputs): MonitoringDashboard {
  const { groups } = figures;
  const totalRequests = groups.reduce((sum, group) => sum + group.count, 0);
  const totalMs = groups.reduce((sum, group) => sum + group.totalMs, 0);
  const errorGroups = groups.filter((group) => group.status >= 400);
  const totalErrors = errorGroups.reduce((sum, group) => sum + group.count, 0);

  const endpoints = ranked(groups, (group) => `${group.method} ${group.route}`).map((entry) => ({
    name: entry.name,
    requests: entry.count,
    averageTime: round2(entry.totalMs / entry.count),
    errors: entry.errors,
  }));
  const isEndpoint = (name: string) =>
    !name.endsWith(` ${UNMATCHED_ROUTE}`) && !name.endsWith(` ${OTHER_ROUTE}`);
  const slowestEndpoints = endpoints
    .filter((endpoint) => isEndpoint(endpoint.name))
    .sort((a, b) => b.averageTime - a.averageTime || a.name.localeCompare(b.name))
    .slice(0, MONITORING_TOP)
    .map(({ name, averageTime }) => ({ name, averageTime }));

  const errorsByStatusCode = new Map<string, number>();
  for (const group of errorGroups) {
    const status = String(group.status);
    errorsByStatusCode.set(status, (errorsByStatusCode.get(status) ?? 0) + group.count);
  }
  const topErrors = ranked(errorGroups, (group) => `${group.method} ${group.route}: ${group.errorClass}`)
    .slice(0, MONITORING_TOP)
    .map(({ name, count }) => ({ message: name, count }));

  const timeline: MonitoringDashboard['timeline'] = [];
  const last = window.to - (window.to % window.bucketMs);
  for (let at = window.from - (window.from % window.bucketMs); at <= last; at += window.bucketMs) {
    const counts = figures.timeline.get(at);
    timeline.push({ at: iso(at), requests: counts?.requests ?? 0, errors: counts?.errors ?? 0 });
  }

  return {
    window: { from: iso(window.from), to: iso(window.to), hours: window.hours },
    performance: {
      totalRequests,
      successRate: totalRequests === 0 ? 100 : round2(((totalRequests - totalErrors) / totalRequests) * 100),
      averageResponseTime: totalRequests === 0 ? 0 : round2(totalMs / totalRequests),
      slowestEndpoints,
    },
    errors: {
      totalErrors,
      errorRate: round2(totalErrors / window.hours),
      errorsByStatusCode: Object.fromEntries(errorsByStatusCode),
      topErrors,
    },
    analytics,
    systemMetrics: {
      memory: {
        percentage: memory.total > 0 ? Math.min(100, round2((memory.used / memory.total) * 100)) : 0,
        used: memory.used,
        total: memory.total,
      },
      requestsPerMinute: round2(figures.recentRequests / RECENT_MINUTES),
      activeSessions,
      timestamp: iso(window.to),
    },
    timeline,
    endpoints,
  };
}
