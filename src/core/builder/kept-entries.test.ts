import { describe, expect, it } from 'vitest';
import type { BuilderEducation, BuilderExperience } from './builder-data';
import { commaList, commaText, keptEducation, keptExperience } from './kept-entries';

const role = (fields: Partial<BuilderExperience>): BuilderExperience => ({
  id: 'exp-1',
  jobTitle: 'Marketing Manager',
  company: 'Northwind Traders',
  location: 'Chicago, IL',
  startDate: '2020-02',
  endDate: '',
  current: true,
  achievements: ['Grew newsletter sign-ups by 40%'],
  ...fields,
});

const degree = (fields: Partial<BuilderEducation>): BuilderEducation => ({
  id: 'edu-1',
  degree: 'B.A. in Communications',
  institution: 'University of Illinois',
  location: 'Urbana, IL',
  graduationDate: '2016-05',
  gpa: '3.7',
  honors: [],
  relevantCoursework: [],
  ...fields,
});

describe('keptExperience', () => {
  it('keeps entries with a title, a company and an achievement, trimmed, blank rows dropped', () => {
    const entry = role({
      jobTitle: '  Marketing Manager ',
      company: 'Northwind Traders  ',
      location: ' Chicago, IL ',
      achievements: ['', '  Grew newsletter sign-ups by 40% ', '   ', 'Ran 12 campaigns'],
    });
    expect(keptExperience([entry])).toEqual([
      role({ achievements: ['Grew newsletter sign-ups by 40%', 'Ran 12 campaigns'] }),
    ]);
  });

  it('drops entries missing a title, a company or any achievement', () => {
    const kept = role({ id: 'kept' });
    expect(
      keptExperience([
        role({ jobTitle: ' ' }),
        kept,
        role({ company: '' }),
        role({ achievements: ['', '  '] }),
        role({ achievements: [] }),
      ]),
    ).toEqual([kept]);
  });
});

describe('keptEducation', () => {
  it('keeps entries with a degree and an institution, trimmed, blank honors and courses dropped', () => {
    const entry = degree({
      degree: ' B.A. in Communications',
      gpa: ' 3.7 ',
      honors: [' Dean’s List ', ''],
      relevantCoursework: ['Public Relations', ' '],
    });
    expect(keptEducation([entry, degree({ degree: '' }), degree({ institution: '  ' })])).toEqual([
      degree({ honors: ['Dean’s List'], relevantCoursework: ['Public Relations'] }),
    ]);
  });
});

describe('commaList and commaText', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(commaList(' Data Structures, Algorithms ,, Operating Systems, ')).toEqual([
      'Data Structures',
      'Algorithms',
      'Operating Systems',
    ]);
    expect(commaList('  ')).toEqual([]);
  });

  it('writes a list back for the input box, and reads back the same', () => {
    const list = ['Magna Cum Laude', "Dean's List"];
    expect(commaText(list)).toBe("Magna Cum Laude, Dean's List");
    expect(commaList(commaText(list))).toEqual(list);
    expect(commaText([])).toBe('');
  });
});
