import { describe, expect, it } from 'vitest';
import { stem } from './stem';
import { canonicalStem, canonicalStems } from './synonyms';

const canonical = (word: string) => canonicalStem(stem(word));

describe('canonicalStem', () => {
  it('gives words that mean the same thing one stem', () => {
    expect(canonical('customers')).toBe(canonical('client'));
    expect(canonical('analysis')).toBe(canonical('analyze'));
    expect(canonical('analyse')).toBe(canonical('analysis'));
    expect(canonical('selling')).toBe(canonical('sales'));
    expect(canonical('recruitment')).toBe(canonical('hiring'));
    expect(canonical('procurement')).toBe(canonical('purchasing'));
    expect(canonical('physician')).toBe(canonical('doctor'));
    expect(canonical('pupils')).toBe(canonical('students'));
  });

  it('keeps related but different words apart', () => {
    expect(canonical('lead')).not.toBe(canonical('manage'));
    expect(canonical('customize')).not.toBe(canonical('customer'));
    expect(canonical('teach')).not.toBe(canonical('coach'));
  });

  it('leaves other stems unchanged', () => {
    expect(canonicalStem('nurs')).toBe('nurs');
  });
});

describe('canonicalStems', () => {
  it('applies canonicalStem to each stem of a phrase', () => {
    expect(canonicalStems(`${stem('customer')} ${stem('service')}`)).toBe(
      `${stem('client')} ${stem('service')}`,
    );
  });
});
