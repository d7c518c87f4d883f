import { roundToHundredths } from './monitoring-flags';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const hundredths = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const tenths = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A count with grouping ("12,345"). */
export const formatCount = (value: number) => count.format(value);

/** A percentage as the flags judge it, two decimals at most ("99.5%"). */
export const formatPercent = (percent: number) => `${hundredths.format(roundToHundredths(percent))}%`;

/** Milliseconds, one decimal at most ("123.4"); the unit is in the label or added by `formatMs`. */
export const formatMsValue = (ms: number) => tenths.format(ms);
export const formatMs = (ms: number) => `${formatMsValue(ms)} ms`;

/** A rate (per hour, per minute), two decimals at most ("1.5"). */
export const formatRate = (value: number) => hundredths.format(roundToHundredths(value));

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const clockWithSeconds = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** A chart interval's start in the visitor's time: the clock within a day's window, with the date beyond. */
export function formatIntervalStart(iso: string, windowHours: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (windowHours > 24 ? dayAndClock : clock).format(date);
}

/** The figures' time of day in the visitor's time ("2:03:12 PM"), for Last Updated; unparsable text as is. */
export function formatUpdatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clockWithSeconds.format(date);
}
