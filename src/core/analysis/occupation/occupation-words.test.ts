import { readFileSync } from 'node:fs';
import path from 'node:path';
import { skillsDataDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { readCorpus } from '../../jobs/fixtures/corpus-postings';
import { ingestedResume } from '../rewrite/test-corpus';
import { buildOccupationWords, serializeOccupationWords } from './build-occupation-words';
import { leadingGroup, occupationFit, occupationProfile } from './occupation-words';

const source = path.join(skillsDataDir, 'onet-29.2-occupation_data.tsv');

describe('buildOccupationWords', () => {
  it('gives the file that is checked in', () => {
    const checkedIn = readFileSync(path.resolve(import.meta.dirname, 'occupation-words.json'), 'utf8');
    // If this fails, the word rules changed without `npx tsx scripts/build-occupations.ts`.
    expect(serializeOccupationWords(buildOccupationWords(readFileSync(source, 'utf8')))).toBe(checkedIn);
  });
});

describe('occupationProfile', () => {
  it.each([
    [
      'Pharmacist: dispensed prescriptions and advised physicians on drug therapy',
      'Healthcare Practitioners and Technical',
    ],
    [
      'Prepared month-end journal entries, reconciled ledgers and filed tax returns',
      'Business and Financial Operations',
    ],
    [
      'Answered phones, greeted visitors and scheduled appointments at the front desk',
      'Office and Administrative Support',
    ],
    [
      'Software developer: designed, coded and tested web applications and databases',
      'Computer and Mathematical',
    ],
  ])('reads "%s" as %s work', (text, group) => {
    expect(leadingGroup(occupationProfile(text))).toBe(group);
  });

  it('reads nothing from a text without known words', () => {
    expect(leadingGroup(occupationProfile('xyzzy 42'))).toBeUndefined();
    expect(occupationFit(occupationProfile(''), occupationProfile('nurse'))).toBe(0);
  });

  it('finds a healthcare resume closer to a nursing posting than an accountant resume is', async () => {
    const posting = occupationProfile(
      readCorpus('jobs/txt/flint-ien-registered-nurse-emergency-room-austin-tx.md'),
    );
    const nurse = occupationProfile((await ingestedResume('pdf/livecareer-healthcare-18714571.pdf')).text);
    const accountant = occupationProfile(
      (await ingestedResume('pdf/livecareer-accountant-10674770.pdf')).text,
    );
    expect(occupationFit(posting, nurse)).toBeGreaterThan(occupationFit(posting, accountant));
  });
});
