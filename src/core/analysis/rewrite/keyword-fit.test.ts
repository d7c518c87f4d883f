import { describe, expect, it } from 'vitest';
import {
  fitKeyword,
  fittingTerm,
  prepareKeywords,
  supportedKeyword,
  termFirst,
  weaveTerm,
} from './keyword-fit';

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

describe('prepareKeywords', () => {
  it('reads a one-word keyword naming a skill of several words as that skill, once; never a plural', () => {
    expect(prepareKeywords(['Senior', 'Backend', 'Engineer']).map((keyword) => keyword.keyword)).toEqual([
      'Back-end development',
    ]);
    expect(prepareKeywords(['ICU', 'Critical care']).map((keyword) => keyword.keyword)).toEqual([
      'Critical care',
    ]);
    expect(prepareKeywords(['stakeholders'])).toEqual([]);
  });
});

describe('fittingTerm', () => {
  const terms = prepareKeywords([
    'Critical care',
    'critically ill adults',
    'Database design',
    'Business intelligence',
    'Data structures',
    'Payment processing',
    'Apache Kafka',
    'event-driven',
    'Student assessment',
  ]);

  it('fits a term whose every word the bullet says, in any order', () => {
    expect(fittingTerm('Provide care for 1–2 critically ill patients per shift', terms)).toBe(
      'Critical care',
    );
    expect(
      fittingTerm('Redesigned the curriculum with common unit assessments for 120 students', terms),
    ).toBe('Student assessment');
  });

  it('fits a term the bullet shows through a skill it names (implied-skills.ts)', () => {
    // PostgreSQL shows Relational databases: "database"; "design" is the bullet's own word.
    expect(fittingTerm('Designed the PostgreSQL partitioning scheme for a usage-events table', terms)).toBe(
      'Database design',
    );
    expect(fittingTerm('Built Power BI reports on claims volume for the operations team', terms)).toBe(
      'Business intelligence',
    );
  });

  it('reads what the role works on when given ("CS 46B (Data Structures)")', () => {
    const body = 'Hold weekly lab sessions for 40 students and grade Java programming assignments';
    expect(fittingTerm(body, terms)).toBeUndefined();
    expect(fittingTerm(body, terms, body, 'CS 46B (Data Structures)')).toBe('Data structures');
  });

  it('never fits a word the bullet does not show, a term it says, a product or an adjective', () => {
    // "critically ill adults": "adults" is no word of the bullet, so it would be a claim.
    expect(
      fittingTerm('Cared for critically ill patients on nights', prepareKeywords(['critically ill adults'])),
    ).toBeUndefined();
    expect(fittingTerm('Led database design reviews for the payments team', terms)).toBeUndefined();
    expect(fittingTerm('Processed customer payments and refunds', terms)).toBe('Payment processing');
    expect(fittingTerm('Published order events to Kafka topics', terms)).toBeUndefined();
    expect(
      fittingTerm('Moved billing to an event-driven design', prepareKeywords(['event-driven'])),
    ).toBeUndefined();
  });

  it('prefers a term the resume says nowhere', () => {
    const body = 'Provide care for critically ill patients and assess nursing students on the unit';
    expect(fittingTerm(body, terms, body)).toBe('Critical care');
    expect(fittingTerm(body, terms, `${body}\nSkills: Critical care`)).toBe('Student assessment');
  });
});

describe('weaveTerm and termFirst', () => {
  it("puts a term before the noun it names when that noun is the verb's object", () => {
    expect(weaveTerm('Provide care for 1–2 critically ill patients per shift', 'Critical care')).toBe(
      'Provide critical care for 1–2 critically ill patients per shift',
    );
  });

  it('otherwise ends the first clause with it, before a closing "-ing" clause', () => {
    expect(
      weaveTerm(
        'Designed the PostgreSQL partitioning scheme for a 1.2 TB table, reducing nightly aggregation time by 70%',
        'Database design',
      ),
    ).toBe(
      'Designed the PostgreSQL partitioning scheme for a 1.2 TB table, with a focus on database design, reducing nightly aggregation time by 70%',
    );
    expect(
      weaveTerm(
        'Redesigned the curriculum with unit assessments; proficiency rose from 61% to 78%',
        'Student assessment',
      ),
    ).toBe(
      'Redesigned the curriculum with unit assessments, as part of student assessment; proficiency rose from 61% to 78%',
    );
  });

  it('leads the line with a skill as its label; a term that is no skill is no label', () => {
    expect(termFirst('Built Tableau dashboards for marketing', 'Business intelligence')).toBe(
      'Business intelligence: Built Tableau dashboards for marketing',
    );
    expect(termFirst('Provide care for critically ill patients', 'critically ill adults')).toBeNull();
  });
});
