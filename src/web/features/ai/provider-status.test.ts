import { describe, expect, it } from 'vitest';
import { formatCountdown, providerLabel, providerState, usagePercent } from './provider-status';

describe('a provider card status', () => {
  it('is Blocked when the flag is set, whatever else it says', () => {
    expect(providerState({ blocked: true, available: true })).toBe('Blocked');
    expect(providerState({ blocked: true, available: false })).toBe('Blocked');
  });

  it('is Available when not blocked and available, otherwise Rate Limited', () => {
    expect(providerState({ blocked: false, available: true })).toBe('Available');
    expect(providerState({ blocked: false, available: false })).toBe('Rate Limited');
  });
});

describe('the block countdown', () => {
  const now = 1_700_000_000_000;

  it("is written 'Xm Ys'", () => {
    expect(formatCountdown(now + 4 * 60_000 + 12_000, now)).toBe('4m 12s');
    expect(formatCountdown(now + 59_000, now)).toBe('0m 59s');
    expect(formatCountdown(now + 60_000, now)).toBe('1m 0s');
    expect(formatCountdown(now + 61 * 60_000, now)).toBe('61m 0s');
  });

  it('rounds part of a second up, and reads 0m 0s once the block is over', () => {
    expect(formatCountdown(now + 500, now)).toBe('0m 1s');
    expect(formatCountdown(now, now)).toBe('0m 0s');
    expect(formatCountdown(now - 5_000, now)).toBe('0m 0s');
  });
});

describe('a usage bar', () => {
  it('is the share of the limit used, capped at 100 percent', () => {
    expect(usagePercent(5, 20)).toBe(25);
    expect(usagePercent(20, 20)).toBe(100);
    expect(usagePercent(35, 20)).toBe(100);
    expect(usagePercent(0, 20)).toBe(0);
  });

  it('is empty when no limit is set', () => {
    expect(usagePercent(7, 0)).toBe(0);
    expect(usagePercent(7, undefined)).toBe(0);
  });
});

it('names the known providers as people write them, and others as sent', () => {
  expect(providerLabel('openrouter')).toBe('OpenRouter');
  expect(providerLabel('gemini')).toBe('Google Gemini');
  expect(providerLabel('someone-else')).toBe('someone-else');
});
