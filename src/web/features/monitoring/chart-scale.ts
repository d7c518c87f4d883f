/**
 * The charts' arithmetic, apart from drawing: a round top for an axis and a bar's share of it, so a chart's
 * bars and labels agree and are testable without a browser.
 */

/** The smallest 1, 2 or 5 times a power of ten at or above `max` (at least 1): an axis top a person reads. */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** `value` as a percentage (0-100) of `top`; 0 when the top is 0. */
export function shareOf(value: number, top: number): number {
  if (top <= 0) return 0;
  return Math.min(100, Math.max(0, (value / top) * 100));
}
