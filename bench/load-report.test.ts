import { describe, expect, it } from 'vitest';
import { Recorder } from './load-client';
import { errorsText, hasServerFailure, percentile, rssDrift } from './load-report';
import type { RssSample } from './load-rss';

describe('percentile', () => {
  it('takes the nearest rank of the sorted values, whatever their order', () => {
    const values = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
  });

  it('is 0 for no values', () => {
    expect(percentile([], 99)).toBe(0);
  });
});

describe('the recorder and its failures', () => {
  it('counts answers by status, keeps the times of successful ones only, and names failures', () => {
    const recorder = new Recorder();
    recorder.record('upload', '201', 120, true, 0);
    recorder.record('upload', '503', 2, false, 10);
    recorder.record('upload', '503', 3, false, 20);
    recorder.record('analyze', 'connection ECONNRESET', 5, false, 30);
    expect(recorder.okCount()).toBe(1);
    expect(recorder.latencies.get('upload')).toEqual([120]);
    expect(errorsText(recorder.errors(['upload']))).toBe('503 × 2');
    expect(errorsText(recorder.errors(['list']))).toBe('none');
  });

  it('fails a smoke run on a 5xx or a failed connection, not on a 4xx', () => {
    expect(hasServerFailure(new Map([['422', 3]]))).toBe(false);
    expect(hasServerFailure(new Map([['503', 1]]))).toBe(true);
    expect(hasServerFailure(new Map([['timeout', 1]]))).toBe(true);
    expect(hasServerFailure(new Map([['connection ECONNREFUSED', 1]]))).toBe(true);
  });
});

describe('rssDrift', () => {
  const readings = (values: number[]): RssSample[] =>
    values.map((rssMb, second) => ({ atSeconds: 100 + second, rssMb, phase: 'mix' }));

  it('compares the median of the first window after warm-up with the last window, and gives the max after warm-up', () => {
    // 10 s of warm-up at 900 MB, then 10 s at 500 MB, then 10 s at 600 MB.
    const samples = readings([...Array(10).fill(900), ...Array(10).fill(500), ...Array(11).fill(600)]);
    const drift = rssDrift(samples, 10, 9);
    expect(drift?.first.medianMb).toBe(500);
    expect(drift?.last.medianMb).toBe(600);
    expect(drift?.changePercent).toBeCloseTo(20);
    expect(drift?.maxMb).toBe(600);
  });

  it('is undefined without readings', () => {
    expect(rssDrift([], 30, 60)).toBeUndefined();
  });
});
