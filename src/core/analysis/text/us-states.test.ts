import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATE_CODES, US_STATE_NAMES, usStateCodeAlternation } from './us-states';

describe('us-states', () => {
  it('lists the 50 states, DC and Puerto Rico once each, by code and name', () => {
    expect(US_STATE_CODES).toHaveLength(52);
    expect(new Set(US_STATE_CODES).size).toBe(52);
    expect(US_STATE_NAMES).toEqual(expect.arrayContaining(['Texas', 'District of Columbia', 'Puerto Rico']));
  });

  it('takes a code only as written in capitals', () => {
    expect(isUsStateCode('OR')).toBe(true);
    expect(isUsStateCode('Or')).toBe(false);
    expect(isUsStateCode('or')).toBe(false);
    expect(isUsStateCode('PA-C')).toBe(false);
    expect(new RegExp(`^(?:${usStateCodeAlternation})$`, 'u').test('WY')).toBe(true);
  });
});
