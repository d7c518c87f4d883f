import { describe, expect, it } from 'vitest';
import { niceCeiling, shareOf } from './chart-scale';

describe('chart scale', () => {
  it('tops an axis at the next 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(0.4)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(153)).toBe(200);
    expect(niceCeiling(201)).toBe(500);
    expect(niceCeiling(612)).toBe(1000);
  });

  it("gives a value's share of the top, within 0 and 100", () => {
    expect(shareOf(50, 200)).toBe(25);
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(300, 200)).toBe(100);
    expect(shareOf(-1, 200)).toBe(0);
  });
});
