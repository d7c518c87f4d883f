import { describe, expect, it } from 'vitest';
import { formatElapsed, progressAfter } from './streaming-progress';

describe('the streaming progress bar', () => {
  it('starts at 0, is 10 once connected and gains 2 per chunk', () => {
    let progress = progressAfter(55, 'start');
    expect(progress).toBe(0);
    progress = progressAfter(progress, 'connected');
    expect(progress).toBe(10);
    progress = progressAfter(progress, 'chunk');
    progress = progressAfter(progress, 'chunk');
    expect(progress).toBe(14);
  });

  it('stops at 90 until the stream completes, then reads 100', () => {
    let progress = progressAfter(0, 'connected');
    for (let chunk = 0; chunk < 100; chunk++) progress = progressAfter(progress, 'chunk');
    expect(progress).toBe(90);
    expect(progressAfter(89, 'chunk')).toBe(90);
    expect(progressAfter(progress, 'complete')).toBe(100);
  });

  it('resets to 0 on an error or an abort', () => {
    expect(progressAfter(42, 'error')).toBe(0);
    expect(progressAfter(42, 'abort')).toBe(0);
  });
});

describe('the elapsed timer', () => {
  it('reads m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(999)).toBe('0:00');
    expect(formatElapsed(9_100)).toBe('0:09');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(12 * 60_000)).toBe('12:00');
  });
});
