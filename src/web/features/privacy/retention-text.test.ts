import { describe, expect, it } from 'vitest';
import { formatDays, retentionPeriodsOf } from './retention-text';

describe('formatDays', () => {
  it.each([
    [1, '1 day'],
    [30, '30 days'],
    [90, '90 days'],
    [365, '1 year'],
    [730, '2 years'],
    [400, '400 days'],
  ])('says %i days as "%s"', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});

describe('retentionPeriodsOf', () => {
  it("falls back to the policy's periods of platform spec §9 until the server's have loaded", () => {
    expect(retentionPeriodsOf(undefined)).toEqual({
      temporary: 1,
      userData: 30,
      analysis: 90,
      auditLogs: 365,
    });
    const configured = { temporary: 2, userData: 14, analysis: 60, auditLogs: 180 };
    expect(retentionPeriodsOf(configured)).toBe(configured);
  });
});
