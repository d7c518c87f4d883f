import { describe, expect, it } from 'vitest';
import { securityScorePercent } from './security-score';

describe('securityScorePercent', () => {
  it('turns the average risk score (higher is riskier) into a security score', () => {
    expect(securityScorePercent(0)).toBe(100);
    expect(securityScorePercent(12.4)).toBe(88);
    expect(securityScorePercent(100)).toBe(0);
  });

  it('stays within 0-100 whatever it is given', () => {
    expect(securityScorePercent(-5)).toBe(100);
    expect(securityScorePercent(140)).toBe(0);
  });
});
