/** The load benchmark's arithmetic and tables: percentiles, error counts, per-kind rows, the targets' verdicts. */
import type { Recorder, RequestKind } from './load-client';
import type { RssSample } from './load-rss';

/** The p-th percentile (0-100) by nearest rank; 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Milliseconds as people read them: "4.2 ms", "131 ms", "1.72 s". */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

/** "none", or each failure with its count: "503 × 12, timeout × 1". */
export function errorsText(errors: Map<string, number>): string {
  if (errors.size === 0) return 'none';
  return [...errors]
    .sort((a, b) => b[1] - a[1])
    .map(([outcome, count]) => `${outcome} × ${count}`)
    .join(', ');
}

/** Whether any failure is a server error or no answer at all (what fails a smoke run). */
export const hasServerFailure = (errors: Map<string, number>) =>
  [...errors.keys()].some((outcome) => /^5\d\d$/.test(outcome) || !/^\d+$/.test(outcome));

/** Prints rows of aligned columns, the first row a heading. */
export function printTable(rows: string[][], indent = '  '): void {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  for (const row of rows)
    console.log(
      indent +
        row
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
          )
          .join('  ')
          .trimEnd(),
    );
}

/** One row per kind of request: answered, a second, p50, p95, p99, max, failures. */
export function printKinds(recorder: Recorder, seconds: number, kinds: RequestKind[]): void {
  const rows = [['request', 'ok', 'a second', 'p50', 'p95', 'p99', 'max', 'errors']];
  for (const kind of kinds) {
    const times = recorder.latencies.get(kind) ?? [];
    if (times.length === 0 && !recorder.outcomes.has(kind)) continue;
    rows.push([
      kind,
      String(times.length),
      (times.length / seconds).toFixed(1),
      formatMs(percentile(times, 50)),
      formatMs(percentile(times, 95)),
      formatMs(percentile(times, 99)),
      formatMs(percentile(times, 100)),
      errorsText(recorder.errors([kind])),
    ]);
  }
  printTable(rows);
}

/** A figure of the final table: its value, its target (if it has one) and whether it met it. */
export interface Figure {
  what: string;
  value: string;
  target?: string;
  isMet?: boolean;
}

export function printFigures(figures: Figure[], note: string): void {
  printTable([
    ['figure', 'measured', 'target', ''],
    ...figures.map((figure) => [
      figure.what,
      figure.value,
      figure.target ?? '-',
      figure.isMet === undefined ? '' : figure.isMet ? `PASS${note}` : `MISS${note}`,
    ]),
  ]);
}

/** The server's memory over the mix: the medians of an early and a late window after warm-up, and the max. */
export interface RssDrift {
  warmUpSeconds: number;
  first: { from: number; to: number; medianMb: number };
  last: { from: number; to: number; medianMb: number };
  maxMb: number;
  /** (last − first) / first, percent. */
  changePercent: number;
}

/**
 * Windows of the mix's RSS readings after `warmUpSeconds`: the first `windowSeconds` after warm-up and the
 * last `windowSeconds` of the run (they overlap when the run is shorter than warm-up + two windows).
 */
export function rssDrift(
  samples: RssSample[],
  warmUpSeconds: number,
  windowSeconds: number,
): RssDrift | undefined {
  const start = samples[0]?.atSeconds;
  const end = samples.at(-1)?.atSeconds;
  if (start === undefined || end === undefined) return undefined;
  const within = (from: number, to: number) =>
    samples
      .filter((sample) => sample.atSeconds - start >= from && sample.atSeconds - start <= to)
      .map((s) => s.rssMb);
  const length = end - start;
  const first = { from: warmUpSeconds, to: warmUpSeconds + windowSeconds };
  const last = { from: Math.max(warmUpSeconds, length - windowSeconds), to: length };
  const firstMb = median(within(first.from, first.to));
  const lastMb = median(within(last.from, last.to));
  if (firstMb === 0 || lastMb === 0) return undefined;
  return {
    warmUpSeconds,
    first: { ...first, medianMb: firstMb },
    last: { ...last, medianMb: lastMb },
    maxMb: Math.max(...within(warmUpSeconds, length)),
    changePercent: ((lastMb - firstMb) / firstMb) * 100,
  };
}
