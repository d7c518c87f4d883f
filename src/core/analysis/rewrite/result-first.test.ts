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

  it('turns a second verb of the action into its -ing form when it is an irregular past', () => {
    expect(
      resultFirst(
        'Added three REST endpoints to a Java Spring Boot service and wrote JUnit tests, raising module coverage from 58% to 81%',
        'past',
      ),
    ).toBe(
      'Raised module coverage from 58% to 81% by adding three REST endpoints to a Java Spring Boot service and writing JUnit tests',
    );
    // "and scheduled jobs" may be a noun: a regular past leaves the action alone.
    expect(
      resultFirst(
        'Automated the weekly KPI report with Python and scheduled jobs, saving analysts about 6 hours per week',
        'past',
      ),
    ).toBeNull();
  });

  it('says what a figure did in a clause of its own as the owner doing it, in the past', () => {
    expect(
      resultFirst(
        'Redesigned the Algebra I curriculum with common unit assessments; share of students scoring proficient rose from 61% to 78% over three years',
        'present',
      ),
    ).toBe(
      'Raised the share of students scoring proficient from 61% to 78% over three years by redesigning the Algebra I curriculum with common unit assessments',
    );
    // A plural subject takes no article; "by 45%" makes the action "through".
    expect(
      resultFirst(
        'Introduced a positive behavior intervention (PBIS) system for classroom management; office referrals from my classes fell by 45%',
        'past',
      ),
    ).toBe(
      'Reduced office referrals from my classes by 45% through introducing a positive behavior intervention (PBIS) system for classroom management',
    );
  });

  it('puts a clause led by a past verb and holding a figure first, "by" the action', () => {
    expect(
      resultFirst(
        'Wrote SQL (Snowflake) for customer cohort and retention analysis; identified a churn segment worth $1.1M in annual revenue',
        'past',
      ),
    ).toBe(
      'Identified a churn segment worth $1.1M in annual revenue by writing SQL (Snowflake) for customer cohort and retention analysis',
    );
  });

  it('leaves any other shape alone', () => {
    // A clause whose subject did something ("audit finished"), a verb we do not read ("went"), no figure, no
    // verb leading the action.
    for (const body of [
      'Prepared PBC schedules for the annual external audit; audit finished with zero adjusting entries in FY2023',
      'Built a CI/CD pipeline with automated tests; deploy frequency went from weekly to 15+ per day',
      'Titrate vasopressors, sedation and insulin drips per protocol; participate in daily interdisciplinary rounds',
      'Member of the falls prevention workgroup; unit falls decreased 30% in one year',
      'Designed, ran and analyzed 30+ A/B tests; one shipping-threshold test lifted average order value by 6.4%',
    ])
      expect(resultFirst(body, 'past'), body).toBeNull();
    expect(
      resultFirst('Provide care for 1–2 patients per shift, including sepsis patients', 'present'),
    ).toBeNull();
    expect(resultFirst('Built reports that the controller now uses in reviews', 'past')).toBeNull();
    expect(resultFirst('Performed regression analysis that flagged three claim types', 'past')).toBeNull();
  });
});
