import { describe, expect, it } from 'vitest';
import { alternateVerbs, strengthenVerb } from './stronger-verbs';

describe('strengthenVerb', () => {
  it('swaps a plain verb for a stronger one in the same form', () => {
    expect(strengthenVerb('Managed cloud infrastructure on AWS', 'past')).toBe(
      'Oversaw cloud infrastructure on AWS',
    );
    expect(strengthenVerb('Wrote unit tests using Junit and Mockito', 'past')).toBe(
      'Authored unit tests using Junit and Mockito',
    );
    expect(strengthenVerb('Answer phone calls to assist Pharmacists', 'present')).toBe(
      'Field phone calls to assist Pharmacists',
    );
    expect(strengthenVerb('Fixed bugs and implemented feature requests', 'past')).toBe(
      'Resolved bugs and implemented feature requests',
    );
  });

  it('rewrites a weak opening first, and drops "Successfully"', () => {
    expect(strengthenVerb('Responsible for receiving deliveries', 'past')).toBe('Received deliveries');
    expect(strengthenVerb('Successfully delivered multiple projects on time', 'past')).toBe(
      'Delivered multiple projects on time',
    );
  });

  it('partners "collaborated with", and leaves nouns and "coordinated with" alone', () => {
    expect(strengthenVerb('Collaborated with product team on feature specification', 'past')).toBe(
      'Partnered with product team on feature specification',
    );
    expect(strengthenVerb('Use of public cloud IaaS services such as Amazon EC2', 'present')).toBeNull();
    expect(strengthenVerb('Coordinated with doctors to develop care plans', 'past')).toBeNull();
    expect(strengthenVerb('Designed and implemented microservices', 'past')).toBeNull();
  });
});

describe('alternateVerbs', () => {
  it('words the first verb, the next verb of its list, or both, in the same form', () => {
    const body = 'Designed, ran and analyzed 30+ A/B tests on checkout and search';
    expect(alternateVerbs(body, 'first')).toBe(
      'Devised, ran and analyzed 30+ A/B tests on checkout and search',
    );
    expect(alternateVerbs(body, 'later')).toBe(
      'Designed, led and analyzed 30+ A/B tests on checkout and search',
    );
    expect(alternateVerbs(body, 'both')).toBe(
      'Devised, led and analyzed 30+ A/B tests on checkout and search',
    );
    expect(alternateVerbs('Partner with product managers to define metrics', 'first')).toBe(
      'Collaborate with product managers to define metrics',
    );
  });

  it('leaves nouns and verbs of another form alone', () => {
    // "maintain" is present where "Built" is past; "design" ends the line as a noun.
    expect(alternateVerbs('Built and maintain 12 Tableau dashboards', 'later')).toBeNull();
    expect(alternateVerbs('Led research and design', 'both')).toBeNull();
    expect(alternateVerbs('Use of cloud services', 'first')).toBeNull();
    expect(alternateVerbs('Coordinated with doctors on care plans', 'first')).toBeNull();
  });
});
