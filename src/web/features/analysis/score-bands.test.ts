import { describe, expect, it } from 'vitest';
import { improvementPercent, keywordsTone, optimizationProgress, overallBand } from './score-bands';

describe('score bands (core spec §9)', () => {
  it.each([
    [100, 'Excellent match'],
    [80, 'Excellent match'],
    [79, 'Good match with room for improvement'],
    [60, 'Good match with room for improvement'],
    [59, 'Needs significant improvement'],
    [0, 'Needs significant improvement'],
  ])('overall %i reads "%s"', (score, label) => {
    expect(overallBand(score).label).toBe(label);
  });

  it('counts keywords of 70 or more as good', () => {
    expect(keywordsTone(70)).toBe('good');
    expect(keywordsTone(69)).not.toBe('good');
  });

  it('computes the improvement percentage and the capped progress', () => {
    expect(improvementPercent(80)).toBe(50);
    expect(improvementPercent(61)).toBe(3);
    expect(improvementPercent(50)).toBe(-25);
    expect(optimizationProgress(3)).toBe(15);
    expect(optimizationProgress(25)).toBe(100);
  });
});
