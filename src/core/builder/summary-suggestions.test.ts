import { describe, expect, it } from 'vitest';
import {
  type BuilderData,
  type BuilderExperience,
  type CareerStage,
  careerStages,
  type TransitionType,
  transitionTypes,
} from './builder-data';
import { emptyBuilderData } from './new-builder-data';
import {
  currentRole,
  SUMMARY_SOFT_LIMIT,
  summarySuggestions,
  withArticle,
  yearsOfExperience,
} from './summary-suggestions';

const today = new Date(2026, 2, 15);

const role = (fields: Partial<BuilderExperience>): BuilderExperience => ({
  id: 'id',
  jobTitle: 'Operations Analyst',
  company: 'Globex',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
  achievements: ['Cut month-end close from 8 to 5 days'],
  ...fields,
});

describe('yearsOfExperience', () => {
  it('counts whole years from start to end month, both included, and a current role to today', () => {
    expect(yearsOfExperience([role({ startDate: '2020-01', endDate: '2020-12' })], today)).toBe(1);
    expect(yearsOfExperience([role({ startDate: '2020-01', endDate: '2020-11' })], today)).toBe(0);
    // March 2021 through March 2026: 61 months.
    expect(yearsOfExperience([role({ startDate: '2021-03', current: true })], today)).toBe(5);
  });

  it('counts overlapping roles once and leaves gaps out', () => {
    const overlapping = [
      role({ startDate: '2016-01', endDate: '2019-12' }),
      role({ startDate: '2018-01', endDate: '2020-12' }),
      role({ startDate: '2017-01', endDate: '2017-06' }),
    ];
    expect(yearsOfExperience(overlapping, today)).toBe(5);
    const withGap = [
      role({ startDate: '2010-01', endDate: '2011-12' }),
      role({ startDate: '2020-01', endDate: '2021-12' }),
    ];
    expect(yearsOfExperience(withGap, today)).toBe(4);
  });

  it('ignores entries without a start, ending before they start or starting after today; 0 for none', () => {
    expect(yearsOfExperience([], today)).toBe(0);
    expect(
      yearsOfExperience(
        [
          role({ endDate: '2020-12' }),
          role({ startDate: '2022-05', endDate: '2021-01' }),
          role({ startDate: '2027-01', current: true }),
        ],
        today,
      ),
    ).toBe(0);
    // An end after today counts up to today.
    expect(yearsOfExperience([role({ startDate: '2024-03', endDate: '2030-01' })], today)).toBe(2);
  });
});

describe('currentRole', () => {
  it('is the current entry’s title, else the latest ended one’s, else empty', () => {
    const past = role({ jobTitle: 'Analyst', startDate: '2015-01', endDate: '2018-06' });
    const later = role({ jobTitle: ' Senior Analyst ', startDate: '2018-07', endDate: '2021-02' });
    const now = role({ jobTitle: 'Operations Lead', startDate: '2021-03', current: true });
    expect(currentRole([past, now, later])).toBe('Operations Lead');
    expect(currentRole([past, later])).toBe('Senior Analyst');
    expect(currentRole([role({ jobTitle: '', current: true }), past])).toBe('Analyst');
    expect(currentRole([role({ startDate: '2020-01' })])).toBe('');
    expect(currentRole([])).toBe('');
  });
});

describe('withArticle', () => {
  it.each([
    ['Product Manager', 'a Product Manager'],
    ['Engineering Manager', 'an Engineering Manager'],
    ['HR Business Partner', 'an HR Business Partner'],
    ['UX Designer', 'a UX Designer'],
    ['University Lecturer', 'a University Lecturer'],
    ['Underwriter', 'an Underwriter'],
  ])('%s -> %s', (phrase, expected) => expect(withArticle(phrase)).toBe(expected));
});

function dataFor(stage: CareerStage, transition: TransitionType, filled: boolean): BuilderData {
  const data = emptyBuilderData();
  data.profile = {
    careerStage: stage,
    transitionType: transition,
    backgroundCategory: 'corporate',
    targetIndustry: filled ? 'Healthcare' : '',
    targetRole: filled ? 'Product Manager' : '',
  };
  if (filled) data.experience = [role({ startDate: '2019-06', current: true })];
  return data;
}

describe('summarySuggestions', () => {
  it('fills the templates with years, current role, target role and industry', () => {
    expect(summarySuggestions(dataFor('mid', 'same-field', true), today)).toEqual([
      'Results-driven Operations Analyst with 6 years of experience in the Healthcare industry, delivering ' +
        'measurable improvements to processes, products and teams. Seeking to bring this expertise to a ' +
        'Product Manager role.',
      'Experienced Operations Analyst with 6 years of experience in the Healthcare industry who turns goals into ' +
        'results through ownership, sound judgment and clear communication. Ready to take the next step as a ' +
        'Product Manager.',
    ]);
  });

  it('words around what is missing: no years, "professional" for the role, no industry clause', () => {
    expect(summarySuggestions(dataFor('senior', 'same-field', false), today)).toEqual([
      'Seasoned professional leading teams, shaping strategy and delivering results at scale. Ready to drive ' +
        'growth and build high-performing organizations.',
      'Strategic leader and senior professional known for building high-performing teams, guiding organizations ' +
        'through change and turning vision into lasting results.',
    ]);
  });

  it('gives a career changer the templates of their transition first, then the stage’s', () => {
    const suggestions = summarySuggestions(dataFor('changer', 'industry-switch', true), today);
    expect(suggestions).toHaveLength(4);
    expect(suggestions[0]).toBe(
      'Operations Analyst with 6 years of experience, now bringing proven skills to the Healthcare industry as ' +
        'a Product Manager. Combines a fresh outside perspective with a record of delivering results.',
    );
    expect(summarySuggestions(dataFor('changer', 'academic-to-industry', false), today)[0]).toBe(
      'Academic researcher moving into industry. Brings rigorous analysis, clear communication of complex ideas ' +
        'and the ability to master new domains quickly.',
    );
  });

  it('reads as sentences for every stage and transition, filled or not, within the soft limit', () => {
    for (const stage of careerStages)
      for (const transition of transitionTypes)
        for (const filled of [true, false]) {
          const suggestions = summarySuggestions(dataFor(stage, transition, filled), today);
          const label = `${stage} ${transition} ${filled}`;
          expect(suggestions.length, label).toBeGreaterThanOrEqual(2);
          if (stage !== 'changer') expect(suggestions, label).toHaveLength(2);
          for (const summary of suggestions) {
            expect(summary.length, label).toBeLessThanOrEqual(SUMMARY_SOFT_LIMIT);
            expect(summary, label).toMatch(/^[A-Z].*\.$/su);
            expect(summary, label).not.toMatch(/undefined|null|\b0 years|\s[,.]|,,|\s{2}|industry industry/u);
          }
        }
  });

  it('does not say "industry" twice, and leaves out a suggestion a huge value pushes past the limit', () => {
    const data = dataFor('mid', 'same-field', true);
    data.profile.targetIndustry = 'Healthcare industry';
    expect(summarySuggestions(data, today).join(' ')).not.toContain('industry industry');
    data.profile.targetRole = 'x'.repeat(300);
    expect(summarySuggestions(data, today)).toEqual([]);
  });
});
