import { describe, expect, it } from 'vitest';
import { strengthenVerb } from './stronger-verbs';

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
