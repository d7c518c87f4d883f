import { describe, expect, it } from 'vitest';
import { fitKeyword, prepareKeywords, supportedKeyword } from './keyword-fit';

const keywords = prepareKeywords([
  'patient care',
  'project management',
  'Kubernetes administration',
  'code quality',
  'vendor relationships',
  'compliance',
  'stakeholders',
]);

describe('supportedKeyword', () => {
  it('keeps multi-word keywords only', () => {
    expect(keywords.map((keyword) => keyword.keyword)).toEqual([
      'patient care',
      'project management',
      'Kubernetes administration',
      'code quality',
      'vendor relationships',
    ]);
  });

  it('finds the keyword whose words the bullet already uses (livecareer healthcare line)', () => {
    expect(
      supportedKeyword(
        'Worked as part of team to ensure proper care of body mechanics and safety of patient.',
        keywords,
      ),
    ).toBe('patient care');
  });

  it('never ties an unrelated or half-related keyword to a bullet', () => {
    expect(supportedKeyword('Managed a company that was a small farming entity.', keywords)).toBeUndefined();
    expect(supportedKeyword('Deployed Docker containers on AWS', keywords)).toBeUndefined();
    expect(supportedKeyword('Led project management for the clinic move', keywords)).toBeUndefined();
  });
});

describe('fitKeyword', () => {
  it('works the keyword into the end of the first sentence, in a phrase that fits it', () => {
    expect(
      fitKeyword(
        'Worked as part of team to ensure proper care of body mechanics and safety of patient.',
        keywords,
      ),
    ).toBe(
      'Worked as part of team to ensure proper care of body mechanics and safety of patient, with a focus on patient care.',
    );
    expect(fitKeyword('Managed multiple projects across three clinics', keywords)).toBe(
      'Managed multiple projects across three clinics, as part of project management',
    );
    expect(fitKeyword('Built strong relationships with every vendor', keywords)).toBe(
      'Built strong relationships with every vendor, with a focus on vendor relationships',
    );
  });

  it("writes a skill's name as a sentence reads it, and never gives a bullet a product it shares words with", () => {
    const named = prepareKeywords(['Patient care', 'Google Analytics', 'Apache Kafka']);
    expect(named.map((keyword) => keyword.keyword)).toEqual(['Patient care']);
    expect(fitKeyword('Provided caring companionship to elderly patients.', named)).toBe(
      'Provided caring companionship to elderly patients, with a focus on patient care.',
    );
    expect(fitKeyword('Analyzed Google search analytics', prepareKeywords(['Google Analytics']))).toBeNull();
  });

  it('works in a practice named like a common noun in any category, lower-cased; never a credential', () => {
    const practices = prepareKeywords([
      'Continuous integration',
      'Android development',
      'Registered Nurse license',
    ]);
    expect(practices.map((keyword) => keyword.keyword)).toEqual(['Continuous integration']);
    expect(fitKeyword('Integrated builds continuously on every merge', practices)).toBe(
      'Integrated builds continuously on every merge, as part of continuous integration',
    );
  });

  it('gives no bullet a skill it names already by another of its names', () => {
    const stakeholders = prepareKeywords(['Stakeholder management']);
    expect(fitKeyword('Led stakeholder engagement for the managed services', stakeholders)).toBeNull();
  });

  it('checks support on the bullet as written, not on a reworded one', () => {
    expect(fitKeyword('Oversaw a small farming entity', keywords, 'Ran a small farming entity')).toBeNull();
  });
});
