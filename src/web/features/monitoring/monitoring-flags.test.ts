import { describe, expect, it } from 'vitest';
import { hasErrors, hasNoMonitoringData, isErrorRateHigh, isSuccessRateProblem } from './monitoring-flags';
import { dashboardWith } from './test-support';

describe('monitoring flags (platform spec §5)', () => {
  it('flags a success rate at or below 95 percent, judged as shown to two decimals', () => {
    expect(isSuccessRateProblem(95)).toBe(true);
    expect(isSuccessRateProblem(42)).toBe(true);
    expect(isSuccessRateProblem(95.001)).toBe(true);
    expect(isSuccessRateProblem(95.01)).toBe(false);
    expect(isSuccessRateProblem(96)).toBe(false);
    expect(isSuccessRateProblem(100)).toBe(false);
  });

  it('flags an error rate above 1 per hour, not at 1', () => {
    expect(isErrorRateHigh(0)).toBe(false);
    expect(isErrorRateHigh(1)).toBe(false);
    expect(isErrorRateHigh(1.004)).toBe(false);
    expect(isErrorRateHigh(1.01)).toBe(true);
    expect(isErrorRateHigh(1.5)).toBe(true);
  });

  it('flags any total errors above 0', () => {
    expect(hasErrors(0)).toBe(false);
    expect(hasErrors(3)).toBe(true);
  });

  it('reads a window as without data only when it has neither requests nor events', () => {
    const empty = dashboardWith({ performance: { totalRequests: 0 }, analytics: { totalEvents: 0 } });
    expect(hasNoMonitoringData(empty)).toBe(true);
    expect(hasNoMonitoringData(dashboardWith({ performance: { totalRequests: 0 } }))).toBe(false);
    expect(hasNoMonitoringData(dashboardWith({ analytics: { totalEvents: 0 } }))).toBe(false);
  });
});
