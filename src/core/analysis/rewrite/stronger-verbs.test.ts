import { describe, expect, it } from 'vitest';
import { strengthenVerb } from './stronger-verbs';

describe('strengthenVerb', () => {
  it('rewrites a weak opening to a verb that fits its object', () => {
    expect(strengthenVerb('Responsible for receiving deliveries', 'past')).toBe('Received deliveries');
    expect(strengthenVerb('Helped the internal audit team complete annual audits', 'past')).toBe(
      'Enabled the internal audit team to complete annual audits',
    );
    expect(strengthenVerb('Handled customer complaints at the front desk', 'past')).toBe(
      'Resolved customer complaints at the front desk',
    );
  });

  it('rewrites a weak opening of a later clause, in the tense of that clause', () => {
    expect(
      strengthenVerb(
        'Own 9 of 14 steps in the month-end close; helped shorten the close from 10 to 6 business days',
        'present',
      ),
    ).toBe(
      'Own 9 of 14 steps in the month-end close; contributed to shortening the close from 10 to 6 business days',
    );
    expect(strengthenVerb('Fixed 20+ bugs and participated in daily standups and code reviews', 'past')).toBe(
      'Fixed 20+ bugs and contributed to daily standups and code reviews',
    );
  });

  it('keeps a specific verb: a synonym is no stronger', () => {
    for (const body of [
      'Built internal reporting endpoints in Python and SQL',
      'Managed cloud infrastructure on AWS',
      'Wrote unit tests using Junit and Mockito',
      'Designed and implemented microservices',
      'Led the NetSuite bank feed rollout',
      'Collaborated with product team on feature specification',
      // "Successfully" is filler, cut by tighten.ts, not a weak verb.
      'Successfully delivered multiple projects on time',
    ])
      expect(strengthenVerb(body, 'past'), body).toBeNull();
  });
});
