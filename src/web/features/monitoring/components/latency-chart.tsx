import type { MonitoringDashboard } from '@shared/api/monitoring';
import { shareOf } from '../chart-scale';
import { formatCount, formatMs, formatMsValue } from '../monitoring-format';
import { monitoringLabels } from '../monitoring-labels';
import { useChartIds } from './chart-ids';

const ROW_HEIGHT = 44;
const LABEL_BASELINE = 14;
const BAR_TOP = 20;
const BAR_HEIGHT = 16;
/** The longest bar's share of the width, leaving room for its value after it. */
const BAR_SPAN_PERCENT = 78;

const labels = monitoringLabels.charts.latency;

/**
 * Latency by endpoint: a horizontal bar per route pattern, slowest first, its average in ms after the bar. Drawn
 * in percentages of the width (no viewBox), so the text keeps its size on any screen. Screen readers get the
 * chart's title and description and a visually hidden table of every figure.
 */
export function LatencyChart({ endpoints }: { endpoints: MonitoringDashboard['endpoints'] }) {
  const ids = useChartIds();
  const rows = [...endpoints].sort(
    (left, right) => right.averageTime - left.averageTime || left.name.localeCompare(right.name),
  );
  const top = Math.max(0, ...rows.map((row) => row.averageTime));

  return (
    <figure aria-labelledby={ids.caption} className="min-w-0 space-y-3">
      <figcaption id={ids.caption} className="font-semibold">
        {labels.title}
      </figcaption>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{monitoringLabels.performance.noRequests}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <svg
              role="img"
              aria-labelledby={ids.title}
              aria-describedby={ids.description}
              width="100%"
              height={rows.length * ROW_HEIGHT}
              className="min-w-[20rem] text-xs"
            >
              <title id={ids.title}>{labels.title}</title>
              <desc id={ids.description}>{labels.description}</desc>
              {rows.map((row, index) => {
                const width = (shareOf(row.averageTime, top) * BAR_SPAN_PERCENT) / 100;
                const y = index * ROW_HEIGHT;
                return (
                  <g key={row.name}>
                    <text x="0" y={y + LABEL_BASELINE} className="fill-foreground font-mono">
                      {row.name}
                    </text>
                    <rect
                      x="0"
                      y={y + BAR_TOP}
                      width={`${Math.max(width, 0.5)}%`}
                      height={BAR_HEIGHT}
                      rx="3"
                      className="fill-primary"
                    />
                    <text
                      x={`${width}%`}
                      dx="6"
                      y={y + BAR_TOP + BAR_HEIGHT / 2}
                      dominantBaseline="central"
                      className="fill-muted-foreground tabular-nums"
                    >
                      {formatMs(row.averageTime)}
                    </text>
                  </g>
                );
              })}
            </svg>
          </div>
          <table className="sr-only">
            <caption>{labels.title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.endpoint}</th>
                <th scope="col">{labels.average}</th>
                <th scope="col">{labels.requests}</th>
                <th scope="col">{labels.errors}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{formatMsValue(row.averageTime)}</td>
                  <td>{formatCount(row.requests)}</td>
                  <td>{formatCount(row.errors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
