import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resumeAsText } from '@test/builders/resume-files';
import {
  type SamplePostingName,
  type SampleResumeName,
  samplePosting,
  sampleResume,
} from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import {
  buildOccupationWords,
  majorGroups,
  type OccupationWordsData,
  serializeOccupationWords,
} from './build-occupation-words';
import { leadingGroup, occupationFit, occupationProfile } from './occupation-words';

// The checked-in table equals a fresh build from O*NET: `npm run taxonomy:check` (scripts/build-occupations.ts --check).

/** A few rows in the layout of O*NET's occupation_data.tsv. */
const onetSample = [
  'O*NET-SOC Code\tTitle\tDescription',
  '29-1141.00\tRegistered Nurses\tAssess patient health problems and needs, and administer nursing care to patients.',
  '29-1171.00\tNurse Practitioners\tDiagnose and treat patients; prescribe medication.',
  '15-1252.00\tSoftware Developers\tResearch, design, and develop computer software; analyze user needs.',
  '15-1211.00\tComputer Systems Analysts\tAnalyze data processing problems to develop computer systems.',
  '13-2011.00\tAccountants and Auditors\tExamine, analyze, and interpret accounting records; prepare reports for patients.',
  '99-9999.00\tZookeeper Wranglers\tZookeeper wranglers feed the zookeeper animals.',
].join('\n');

const group = (name: string) => Object.values(majorGroups).indexOf(name);

describe('buildOccupationWords', () => {
  const built = buildOccupationWords(onetSample);

  it('names the 23 SOC major groups, in code order', () => {
    expect(built.groups).toHaveLength(23);
    expect(built.groups[group('Healthcare Practitioners and Technical')]).toBe(
      'Healthcare Practitioners and Technical',
    );
  });

  it('leans a word met in one group only fully towards it, by its stem', () => {
    expect(built.words.nurs).toEqual([[group('Healthcare Practitioners and Technical'), 1]]);
    expect(built.words.softwar).toEqual([[group('Computer and Mathematical'), 1]]);
  });

  it('leans a word met in several groups less towards each', () => {
    const pairs = built.words.patient ?? [];
    expect(pairs.map(([index]) => built.groups[index])).toEqual([
      'Business and Financial Operations',
      'Healthcare Practitioners and Technical',
    ]);
    for (const [, weight] of pairs) expect(weight).toBeLessThan(0.5);
  });

  it('counts a title word three times, and drops a description word met once', () => {
    // "Auditors" is only in a title; "medication" only once in a description.
    expect(built.words.auditor).toBeDefined();
    expect(Object.keys(built.words).some((key) => key.startsWith('medic'))).toBe(false);
  });

  it('leaves out duty verbs and the rows of an unknown group', () => {
    expect(Object.keys(built.words).some((key) => key.startsWith('analyz'))).toBe(false);
    expect(
      Object.keys(built.words).some((key) => key.startsWith('zookeep') || key.startsWith('wrangler')),
    ).toBe(false);
  });

  it('writes one word a line, in key order, the same every time', () => {
    const text = serializeOccupationWords(built);
    expect(text).toBe(serializeOccupationWords(buildOccupationWords(onetSample)));
    expect(JSON.parse(text)).toEqual(built);
    const keys = text.split('\n').flatMap((line) => /^ {4}"([^"]+)": \[/.exec(line)?.[1] ?? []);
    expect(keys).toEqual(Object.keys(built.words).sort());
  });
});

describe('the checked-in occupation-words.json', () => {
  const text = readFileSync(path.resolve(import.meta.dirname, 'occupation-words.json'), 'utf8');
  const data = JSON.parse(text) as OccupationWordsData;

  it('is laid out as the build script writes it', () => {
    expect(serializeOccupationWords(data)).toBe(text);
  });

  it('holds the SOC major groups and, for each word, weights between 0 and 1', () => {
    expect(data.groups).toEqual(Object.values(majorGroups));
    expect(Object.keys(data.words).length).toBeGreaterThan(1000);
    for (const [key, pairs] of Object.entries(data.words)) {
      expect(pairs.length, key).toBeGreaterThan(0);
      for (const [index, weight] of pairs) {
        expect(data.groups[index], key).toBeDefined();
        expect(weight, key).toBeGreaterThan(0);
        expect(weight, key).toBeLessThanOrEqual(1);
      }
    }
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
  ])('reads "%s" as %s work', (text, expected) => {
    expect(leadingGroup(occupationProfile(text))).toBe(expected);
  });

  it('reads nothing from a text without known words', () => {
    expect(leadingGroup(occupationProfile('xyzzy 42'))).toBeUndefined();
    expect(occupationFit(occupationProfile(''), occupationProfile('nurse'))).toBe(0);
  });

  it.each([
    ['backend-engineer', 'Computer and Mathematical'],
    ['icu-nurse', 'Healthcare Practitioners and Technical'],
    ['staff-accountant', 'Business and Financial Operations'],
    ['math-teacher', 'Educational Instruction and Library'],
  ] as const)('reads the %s posting as %s work', (name, expected) => {
    expect(leadingGroup(occupationProfile(samplePosting(name)))).toBe(expected);
  });

  it('finds each posting closer to its own resume than to resumes of another kind of work', () => {
    const kinds: [SamplePostingName, SampleResumeName, string][] = [
      ['backend-engineer', 'software-engineer', 'tech'],
      ['software-intern', 'student-intern', 'tech'],
      ['data-analyst', 'data-analyst', 'tech'],
      ['icu-nurse', 'registered-nurse', 'health'],
      ['staff-accountant', 'staff-accountant', 'finance'],
      ['math-teacher', 'teacher', 'teaching'],
    ];
    const resumeProfile = (name: SampleResumeName) => occupationProfile(resumeAsText(sampleResume(name)));
    for (const [posting, own, kind] of kinds) {
      const profile = occupationProfile(samplePosting(posting));
      const ownFit = occupationFit(profile, resumeProfile(own));
      for (const [, other, otherKind] of kinds) {
        if (otherKind === kind) continue;
        expect(ownFit, `${posting}: ${own} vs ${other}`).toBeGreaterThan(
          occupationFit(profile, resumeProfile(other)),
        );
      }
    }
  });
});
