import { describe, expect, it } from 'vitest';
import { resultFirst } from './result-first';

describe('resultFirst', () => {
  it('tells the result first, "by" the action, when a result clause ends the bullet', () => {
    expect(
      resultFirst(
        'Led the NetSuite bank feed rollout, eliminating about 12 hours of manual bank matching per month',
        'past',
      ),
    ).toBe(
      'Eliminated about 12 hours of manual bank matching per month by leading the NetSuite bank feed rollout',
    );
    expect(
      resultFirst(
        'Wrote a Redis-backed rate limiter and caching layer that cut database read load by 55%',
        'past',
      ),
    ).toBe('Cut database read load by 55% through writing a Redis-backed rate limiter and caching layer');
    expect(resultFirst('Run the intake desk, cutting wait times for walk-in patients.', 'present')).toBe(
      'Cut wait times for walk-in patients by running the intake desk.',
    );
  });

  it('puts another task first with "while"', () => {
    expect(
      resultFirst(
        'Chair the Mathematics Department PLC (7 teachers), leading data meetings on benchmark results',
        'present',
      ),
    ).toBe(
      'Lead data meetings on benchmark results while chairing the Mathematics Department PLC (7 teachers)',
    );
  });

  it('leaves any other shape alone', () => {
    // A second verb in the action ("and wrote"; "and scheduled jobs" may be a noun) would need its own -ing.
    expect(
      resultFirst(
        'Added three REST endpoints to a Java Spring Boot service and wrote JUnit tests, raising module coverage from 58% to 81%',
        'past',
      ),
    ).toBeNull();
    expect(
      resultFirst('Provide care for 1–2 patients per shift, including sepsis patients', 'present'),
    ).toBeNull();
    expect(resultFirst('Built reports that the controller now uses in reviews', 'past')).toBeNull();
    expect(resultFirst('Performed regression analysis that flagged three claim types', 'past')).toBeNull();
  });
});
