import { MONITORING_TOP, type MonitoringDashboard } from '@shared/api/monitoring';
import { monitoringMessages } from '@shared/messages';
import { isSuccessRateProblem } from '../monitoring-flags';
import { formatCount, formatMs, formatPercent } from '../monitoring-format';
import { monitoringLabels } from '../monitoring-labels';
import { FigureTile } from './figure-tile';
import { LatencyChart } from './latency-chart';
import { RankedList } from './ranked-list';

const labels = monitoringLabels.performance;

/** The Performance tab (platform spec §2): the metrics, the five slowest endpoints with average ms, the latency chart. */
export function PerformanceTab({ data }: { data: MonitoringDashboard }) {
  const { performance } = data;
  return (
    <div className="space-y-6">
      <section aria-label={labels.metrics} className="grid gap-4 sm:grid-cols-3">
        <FigureTile label={monitoringMessages.totalRequests} value={formatCount(performance.totalRequests)} />
        <FigureTile
          label={monitoringMessages.successRate}
          value={formatPercent(performance.successRate)}
          problem={
            isSuccessRateProblem(performance.successRate) ? monitoringLabels.flags.successRate : undefined
          }
        />
        <FigureTile
          label={monitoringMessages.averageResponseTime}
          value={formatMs(performance.averageResponseTime)}
        />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <RankedList
          title={labels.slowest}
          items={performance.slowestEndpoints.slice(0, MONITORING_TOP).map((endpoint) => ({
            key: endpoint.name,
            label: endpoint.name,
            value: formatMs(endpoint.averageTime),
          }))}
          emptyText={labels.noRequests}
        />
        <LatencyChart endpoints={data.endpoints} />
      </div>
    </div>
  );
}
