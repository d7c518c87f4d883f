import { MONITORING_TOP, type MonitoringDashboard } from '@shared/api/monitoring';
import { formatCount } from '../monitoring-format';
import { monitoringLabels } from '../monitoring-labels';
import { FigureTile } from './figure-tile';
import { RankedList } from './ranked-list';

const labels = monitoringLabels.analytics;

/** The Analytics tab (platform spec §2): total events, unique sessions, the five commonest events. */
export function AnalyticsTab({ data }: { data: MonitoringDashboard }) {
  const { analytics } = data;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FigureTile label={labels.totalEvents} value={formatCount(analytics.totalEvents)} />
        <FigureTile label={labels.uniqueSessions} value={formatCount(analytics.uniqueSessions)} />
      </div>
      <RankedList
        title={labels.topEvents}
        items={analytics.topEvents.slice(0, MONITORING_TOP).map((event) => ({
          key: event.event,
          label: event.event,
          value: formatCount(event.count),
        }))}
        emptyText={labels.noEvents}
      />
    </div>
  );
}
