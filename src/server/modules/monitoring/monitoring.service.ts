import {
  MONITORING_TOP,
  type MonitoringDashboard,
  type MonitoringExportFormat,
  type MonitoringJsonExport,
  monitoringExportFileName,
} from '@shared/api/monitoring';
import { dashboardOf, type ExportRow, exportRowsWithPending, windowOf, withPending } from './dashboard';
import { monitoringCsv } from './export-csv';
import type { FlushJob } from './flush-job';
import type { MonitoringRepository } from './monitoring.repository';

const HOUR_MS = 60 * 60_000;

interface MonitoringServiceOptions {
  repository: MonitoringRepository;
  counts: Pick<FlushJob, 'pendingCells' | 'settled'>;
  memory: () => { used: number; total: number };
  now: () => number;
}

/** A file to download: its body, content type and the name the spec gives it. */
export interface MonitoringFile {
  body: string;
  contentType: string;
  fileName: string;
}

const exportRowOf = (row: ExportRow) => ({
  minute: new Date(row.minute).toISOString(),
  method: row.method,
  route: row.route,
  status: row.status,
  count: row.count,
  totalMs: row.totalMs,
  averageMs: row.count > 0 ? row.totalMs / row.count : 0,
  maxMs: row.maxMs,
});

/**
 * The dashboard and its exports (issue 21): computed from the saved per-minute rows plus the counts not saved
 * yet. They are read after any save in progress has finished and after the database answered, so a request is
 * counted once, in the database or in memory (a save that starts during the read itself may shift a minute's
 * counts by that save until the next refresh).
 */
export function createMonitoringService({ repository, counts, memory, now }: MonitoringServiceOptions) {
  async function dashboard(hours: number): Promise<MonitoringDashboard> {
    const window = windowOf(now(), hours);
    await counts.settled();
    const [groups, timeline, recentRequests, analytics, activeSessions] = await Promise.all([
      repository.requestGroups(new Date(window.from)),
      repository.timeline(new Date(window.from), window.bucketMs),
      repository.requestsSince(new Date(window.recentFrom)),
      repository.analyticsSince(new Date(window.from), MONITORING_TOP),
      repository.visitorsSeenSince(new Date(window.to - HOUR_MS)),
    ]);
    const figures = withPending({ groups, timeline, recentRequests }, counts.pendingCells(), window);
    return dashboardOf({ window, figures, analytics, memory: memory(), activeSessions });
  }

  return {
    dashboard,

    /** The window's dashboard and per-minute rows as JSON, or the rows as CSV. */
    async exportData(hours: number, format: MonitoringExportFormat): Promise<MonitoringFile> {
      const at = now();
      const summary = await dashboard(hours);
      const window = windowOf(at, hours);
      await counts.settled();
      const stored = await repository.exportRows(new Date(window.from));
      const rows = exportRowsWithPending(stored, counts.pendingCells(), window);
      const fileName = monitoringExportFileName(new Date(at), format);
      if (format === 'csv')
        return { body: monitoringCsv(rows), contentType: 'text/csv; charset=utf-8', fileName };
      const data: MonitoringJsonExport = {
        exportedAt: new Date(at).toISOString(),
        dashboard: summary,
        rows: rows.map(exportRowOf),
      };
      return {
        body: JSON.stringify(data, null, 2),
        contentType: 'application/json; charset=utf-8',
        fileName,
      };
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
