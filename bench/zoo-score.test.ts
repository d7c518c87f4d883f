import { fromJsonResume } from '@core/json-resume/from-json-resume';
import { describe, expect, it } from 'vitest';
import type { JsonResume } from '../scripts/zoo/layout';
import { plainTextLayouts } from '../scripts/zoo/layouts/plain-text';
import { truthOf } from '../scripts/zoo/truth';
import { scoreZooFile } from './zoo-score';

const resume: JsonResume = {
  basics: {
    name: 'Ana Ruiz',
    email: 'ana.ruiz@example.com',
    phone: '(312) 555-0142',
    profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/ana-ruiz-example' }],
  },
  work: [
    {
      name: 'Harbor Foods',
      position: 'Shift Lead',
      startDate: '2021-03',
      highlights: ['Trained six new cooks on high-volume service', 'Cut food waste by 12% with a prep log'],
    },
  ],
  education: [{ institution: 'City College', studyType: 'A.A.S.', area: 'Culinary Arts', endDate: '2019' }],
};
const layout = plainTextLayouts[0];
if (!layout) throw new Error('no plain-text layout');
const truth = truthOf(resume, 'ana', layout);

describe('scoreZooFile', () => {
  it('scores a document that holds the truth as all right', () => {
    const score = scoreZooFile(truth, fromJsonResume(resume));
    expect(score.misses).toEqual([]);
    for (const key of ['sections', 'title', 'organisation', 'dates', 'bullets', 'contact', 'words'] as const)
      expect(score[key].right, key).toBe(score[key].total);
  });

  it('counts two bullets merged into one line as neither whole, and no word lost', () => {
    const merged = fromJsonResume({
      ...resume,
      work: [
        {
          ...resume.work?.[0],
          highlights: ['Trained six new cooks on high-volume service Cut food waste by 12% with a prep log'],
        },
      ],
    } as JsonResume);
    const score = scoreZooFile(truth, merged);
    expect(score.bullets).toEqual({ right: 0, total: 2 });
    expect(score.words.right).toBe(score.words.total);
  });

  it('counts a hyphen lost ("highvolume") as words lost, and a wrong date as a dates miss', () => {
    const read = fromJsonResume({
      ...resume,
      work: [
        {
          ...resume.work?.[0],
          startDate: '2021-04',
          highlights: [
            'Trained six new cooks on highvolume service',
            'Cut food waste by 12% with a prep log',
          ],
        },
      ],
    } as JsonResume);
    const score = scoreZooFile(truth, read);
    expect(score.words.total - score.words.right).toBe(2);
    expect(score.dates).toEqual({ right: 1, total: 2 });
  });

  it('counts a missing section on both sides of the alignment', () => {
    const document = fromJsonResume(resume);
    const withoutEducation = {
      ...document,
      sections: document.sections.filter((s) => s.type !== 'education'),
    };
    expect(scoreZooFile(truth, withoutEducation).sections).toEqual({ right: 2, total: 3 });
  });
});
