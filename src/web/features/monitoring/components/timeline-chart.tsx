import type { MonitoringDashboard } from '@shared/api/monitoring';
import { niceCeiling, shareOf } from '../chart-scale';
import { formatCount, formatIntervalStart } from '../monitoring-format';
import { monitoringLabels } from '../monitoring-labels';
import { useChartIds } from './chart-ids';

const PLOT_HEIGHT = 160;
/** Of each interval's slot, the share its bar takes (the rest is the gap between bars). */
const BAR_SHARE = 0.7;

const labels = monitoringLabels.charts.timeline;

/** A legend swatch: solid for requests, striped for errors, so the two differ without colour. */
function Swatch({ isStriped }: { isStriped: boolean }) {
  return (
    <span
      aria-hidden
      className={
        isStriped
          ? 'inline-block size-3 rounded-sm border border-destructive bg-[repeating-linear-gradient(45deg,var(--color-destructive)_0_2px,transparent_2px_4px)]'
          : 'inline-block size-3 rounded-sm bg-primary'
      }
    />
  );
}

/**
 * Requests and errors over time: a bar per interval of the window, requests solid and errors striped in front of
 * them, with the axis top and the first and last interval's start. Screen readers get the chart's title and
 * description and a visually hidden table of every interval.
 */
export function TimelineChart({
  timeline,
  windowHours,
}: {
  timeline: MonitoringDashboard['timeline'];
  windowHours: number;
}) {
  const ids = useChartIds();
  const top = niceCeiling(Math.max(0, ...timeline.map((point) => point.requests)));
  const hasRequests = timeline.some((point) => point.requests > 0 || point.errors > 0);
  const slot = 100 / Math.max(1, timeline.length);
  const heightOf = (value: number) => (shareOf(value, top) * PLOT_HEIGHT) / 100;
  const first = timeline[0];
  const last = timeline.at(-1);

  return (
    <figure aria-labelledby={ids.caption} className="space-y-3">
      <figcaption id={ids.caption} className="font-semibold">
        {labels.title}
      </figcaption>
      {!hasRequests ? (
        <p className="text-sm text-muted-foreground">{labels.noData}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-4 text-xs text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <Swatch isStriped={false} />
              {labels.requests}
            </span>
            <span className="flex items-center gap-1.5">
              <Swatch isStriped />
              {labels.errors}
            </span>
          </div>
          <div className="flex gap-2">
            <div
              aria-hidden
              style={{ height: PLOT_HEIGHT }}
              className="flex w-10 shrink-0 flex-col justify-between text-right text-xs leading-none tabular-nums text-muted-foreground"
            >
              <span>{formatCount(top)}</span>
              <span>0</span>
            </div>
            <svg
              role="img"
              aria-labelledby={ids.title}
              aria-describedby={ids.description}
              width="100%"
              height={PLOT_HEIGHT}
              className="block min-w-0 flex-1"
            >
              <title id={ids.title}>{labels.title}</title>
              <desc id={ids.description}>{labels.description}</desc>
              <defs>
                <pattern
                  id={ids.pattern}
                  patternUnits="userSpaceOnUse"
                  width="4"
                  height="4"
                  patternTransform="rotate(45)"
                >
                  <rect width="2" height="4" className="fill-destructive" />
                </pattern>
              </defs>
              <line x1="0" x2="100%" y1="0.5" y2="0.5" className="stroke-border" />
              <line
                x1="0"
                x2="100%"
                y1={PLOT_HEIGHT - 0.5}
                y2={PLOT_HEIGHT - 0.5}
                className="stroke-border"
              />
              {timeline.map((point, index) => {
                const x = `${index * slot + (slot * (1 - BAR_SHARE)) / 2}%`;
                const width = `${slot * BAR_SHARE}%`;
                const requests = heightOf(point.requests);
                const errors = heightOf(point.errors);
                return (
                  <g key={point.at}>
                    {/* A hover tooltip with the interval's figures; screen readers read the table instead. */}
                    <title>
                      {labels.tooltip(
                        formatIntervalStart(point.at, windowHours),
                        point.requests,
                        point.errors,
                      )}
                    </title>
                    <rect
                      x={x}
                      y={PLOT_HEIGHT - requests}
                      width={width}
                      height={requests}
                      className="fill-primary"
                    />
                    {point.errors > 0 && (
                      <rect
                        x={x}
                        y={PLOT_HEIGHT - errors}
                        width={width}
                        height={errors}
                        fill={`url(#${ids.pattern})`}
                        className="stroke-destructive"
                      />
                    )}
                  </g>
                );
              })}
            </svg>
          </div>
          <div aria-hidden className="flex justify-between pl-12 text-xs tabular-nums text-muted-foreground">
            <span>{first && formatIntervalStart(first.at, windowHours)}</span>
            <span>{last && last !== first && formatIntervalStart(last.at, windowHours)}</span>
          </div>
          <table className="sr-only">
            <caption>{labels.title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.time}</th>
                <th scope="col">{labels.requests}</th>
                <th scope="col">{labels.errors}</th>
              </tr>
            </thead>
            <tbody>
              {timeline.map((point) => (
                <tr key={point.at}>
                  <th scope="row">{formatIntervalStart(point.at, windowHours)}</th>
                  <td>{formatCount(point.requests)}</td>
                  <td>{formatCount(point.errors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
