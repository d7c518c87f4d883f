import type { ResumeDocument } from '@shared/resume-document';
import { describe, expect, it } from 'vitest';
import { foldField, type LabelledEntry, scoreEntries } from './entry-score';

const entry = (title?: string, organisation?: string, dates?: string) => ({
  kind: 'entry' as const,
  title,
  organisation,
  dates: dates ? { text: dates, isCurrent: false } : undefined,
  headerLines: [],
  lines: [],
});

const label = (
  section: string,
  title: string | null,
  organisation: string | null,
  dates: string | null,
): LabelledEntry => ({
  section,
  title,
  organisation,
  location: null,
  dates,
});

describe('scoreEntries', () => {
  it('folds case, spaces and dashes', () => {
    expect(foldField('Jan 2019 – Present')).toBe(foldField('jan  2019-present'));
    expect(foldField(' Staff   Nurse ')).toBe('staff nurse');
  });

  it('pairs entries in order by section and counts each field', () => {
    const document: ResumeDocument = {
      basics: { profiles: [] },
      sections: [
        {
          type: 'experience',
          heading: 'Experience',
          line: 0,
          isEdited: false,
          items: [
            entry('Extra', 'Nobody'),
            entry('Engineer', 'Acme', '2019 – 2021'),
            entry('Analyst', 'Wrong Co', '2017-2019'),
          ],
        },
        {
          type: 'education',
          heading: 'Education',
          line: 9,
          isEdited: false,
          items: [entry('B.S.', 'MIT', '2015')],
        },
      ],
    };
    const score = scoreEntries(
      [
        label('experience', 'Engineer', 'Acme', '2019-2021'),
        label('experience', 'Analyst', 'Globex', '2017 - 2019'),
        label('education', 'B.S.', null, '2015'),
      ],
      document,
    );
    expect(score).toMatchObject({ labelledEntries: 3, foundEntries: 4, pairs: 3 });
    expect(score.fields.title).toEqual({ labelled: 3, recalled: 3, found: 4, correct: 3 });
    expect(score.fields.organisation).toEqual({ labelled: 2, recalled: 1, found: 4, correct: 1 });
    expect(score.fields.dates).toEqual({ labelled: 3, recalled: 3, found: 3, correct: 3 });
    expect(score.misses).toEqual([
      { section: 'experience', field: 'organisation', labelled: 'globex', found: 'wrong co' },
    ]);
  });
});
