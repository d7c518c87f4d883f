import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatIntervalStart,
  formatMs,
  formatMsValue,
  formatPercent,
  formatRate,
  formatUpdatedAt,
} from './monitoring-format';

describe('monitoring figures as shown', () => {
  it('groups counts and keeps two decimals of a percentage or a rate, one of milliseconds', () => {
    expect(formatCount(1284)).toBe('1,284');
    expect(formatPercent(97.19626)).toBe('97.2%');
    expect(formatPercent(95)).toBe('95%');
    expect(formatPercent(99.456)).toBe('99.46%');
    expect(formatRate(1.5)).toBe('1.5');
    expect(formatRate(0.3333)).toBe('0.33');
    expect(formatMsValue(72.15467)).toBe('72.2');
    expect(formatMs(1234.56)).toBe('1,234.6 ms');
  });

  it("shows an interval's clock within a day's window and its date beyond", () => {
    const at = '2025-06-03T09:00:00.000Z';
    const date = new Date(at);
    expect(formatIntervalStart(at, 24)).toBe(
      new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(date),
    );
    expect(formatIntervalStart(at, 168)).toBe(
      new Intl.DateTimeFormat(undefined, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(date),
    );
  });

  it('keeps text that is not a time as it is', () => {
    expect(formatIntervalStart('soon', 24)).toBe('soon');
    expect(formatUpdatedAt('soon')).toBe('soon');
    expect(formatUpdatedAt('2025-06-03T12:00:00.000Z')).toBe(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' }).format(
        new Date('2025-06-03T12:00:00.000Z'),
      ),
    );
  });
});
