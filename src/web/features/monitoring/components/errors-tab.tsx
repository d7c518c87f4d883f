import { MONITORING_TOP, type MonitoringDashboard } from '@shared/api/monitoring';
import { hasErrors, isErrorRateHigh } from '../monitoring-flags';
import { formatCount, formatRate } from '../monitoring-format';
import { monitoringLabels } from '../monitoring-labels';
import { FigureTile } from './figure-tile';
import { RankedList } from './ranked-list';
import { TimelineChart } from './timeline-chart';

const labels = monitoringLabels.errors;

/**
 * The Errors tab (platform spec §2): total errors (flagged above 0), error rate per hour (flagged above 1), errors
 * by status code, the five commonest errors with counts, and requests and errors over time.
 */
export function ErrorsTab({ data }: { data: MonitoringDashboard }) {
  const { errors } = data;
  const byStatusCode = Object.entries(errors.errorsByStatusCode)
    .sort(([left], [right]) => left.localeCompare(right, 'en-US', { numeric: true }))
    .map(([status, count]) => ({ key: status, label: status, value: formatCount(count) }));

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FigureTile
          label={labels.totalErrors}
          value={formatCount(errors.totalErrors)}
          problem={hasErrors(errors.totalErrors) ? monitoringLabels.flags.errorsRecorded : undefined}
        />
        <FigureTile
          label={labels.errorRate}
          value={`${formatRate(errors.errorRate)} ${labels.perHour}`}
          problem={isErrorRateHigh(errors.errorRate) ? monitoringLabels.flags.errorRate : undefined}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <RankedList title={labels.byStatusCode} items={byStatusCode} emptyText={labels.noErrors} />
        <RankedList
          title={labels.topErrors}
          items={errors.topErrors.slice(0, MONITORING_TOP).map((error) => ({
            key: error.message,
            label: error.message,
            value: formatCount(error.count),
          }))}
          emptyText={labels.noErrors}
        />
      </div>
      <TimelineChart timeline={data.timeline} windowHours={data.window.hours} />
    </div>
  );
}
