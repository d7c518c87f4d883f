import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readJsonResume } from '@core/json-resume/read-json-resume';
import { fullBuilderData, sparseBuilderData } from '@test/builders/builder-data';
import { describe, expect, it } from 'vitest';
import type { BuilderData, BuilderProfile } from './builder-data';
import { builderToJsonResume, importBuilderJson } from './builder-json-resume';
import { keptExperience } from './kept-entries';
import { emptyBuilderData } from './new-builder-data';

const fixture = readFileSync(
  resolve(import.meta.dirname, '../../../test/fixtures/json-resume/full-sample.json'),
  'utf8',
);

const otherProfile: BuilderProfile = {
  careerStage: 'changer',
  transitionType: 'role-change',
  backgroundCategory: 'creative',
  targetIndustry: 'Media',
  targetRole: 'Art Director',
};
const other = (): BuilderData => ({ ...emptyBuilderData(), profile: otherProfile });

/** The data without its generated ids. */
const withoutIds = (data: BuilderData) => ({
  ...data,
  experience: data.experience.map(({ id: _id, ...entry }) => entry),
  education: data.education.map(({ id: _id, ...entry }) => entry),
});

function imported(text: string, current: BuilderData = other()): BuilderData {
  const result = importBuilderJson(text, current);
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

const roundTrip = (data: BuilderData) => imported(JSON.stringify(builderToJsonResume(data)));

describe('builderToJsonResume', () => {
  it('writes a valid JSON Resume with the spoken languages in `languages` and the profile in meta', () => {
    const resume = builderToJsonResume(fullBuilderData());
    expect(readJsonResume(JSON.stringify(resume)).ok).toBe(true);
    expect(resume.basics).toMatchObject({
      name: 'Priya Raman',
      label: 'Staff Data Engineer',
      url: 'https://priyaraman.dev',
      location: { city: 'Austin', region: 'TX' },
    });
    expect(resume.work[0]).toEqual({
      name: 'Meridian Freight',
      position: 'Senior Data Engineer',
      location: 'Austin, TX',
      startDate: '2021-03',
      highlights: [
        'Rebuilt the nightly shipment pipeline on Spark Structured Streaming, bringing data freshness from 24 hours to 5 minutes',
        'Moved 40 TB of warehouse tables to Delta Lake, cutting query costs by 35%',
      ],
    });
    expect(resume.education[0]).toMatchObject({
      studyType: 'M.S.',
      area: 'Computer Science',
      score: '3.9',
      endDate: '2017-05',
    });
    expect(resume.skills.map((group) => group.name)).toEqual(['Technical', 'Soft Skills']);
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'Tamil', fluency: 'Fluent' },
    ]);
    expect(resume.meta.vitaeBuilderProfile).toEqual(fullBuilderData().profile);
    expect(resume.meta.vitae.sections.map((part) => part.key)).toEqual([
      'header',
      'summary',
      'work',
      'education',
      'skills',
      'languages',
      'certificates',
    ]);
  });
});

describe('importBuilderJson', () => {
  it('gives back every field of what the builder exported, ids aside', () => {
    const data = fullBuilderData();
    expect(withoutIds(roundTrip(data))).toEqual(withoutIds(data));
  });

  it('gives back the kept entries of a sparse resume, and an empty card for an empty list', () => {
    const data = sparseBuilderData();
    const back = roundTrip(data);
    expect(withoutIds(back)).toEqual(withoutIds({ ...data, experience: keptExperience(data.experience) }));
    expect(back.education).toHaveLength(1);
    expect(withoutIds(roundTrip(emptyBuilderData()))).toEqual(withoutIds(emptyBuilderData()));
  });

  it('keeps dates of every kind: current, ended, an end alone', () => {
    const data = fullBuilderData();
    const [first, second] = data.experience;
    if (!first || !second) throw new Error('the sample has two roles');
    data.experience = [
      { ...first, startDate: '2022-01', current: true },
      { ...second, startDate: '', endDate: '2019-08' },
    ];
    expect(withoutIds(roundTrip(data)).experience).toEqual(withoutIds(data).experience);
  });

  it('gives new ids to the entries', () => {
    const data = fullBuilderData();
    const back = roundTrip(data);
    expect(back.experience.map((entry) => entry.id)).not.toContain('exp-meridian');
    expect(back.experience[0]?.id).toMatch(/^[\w-]{21}$/u);
  });

  it('reads the JSON Resume sample, keeping the current profile', () => {
    const current = other();
    const data = imported(fixture, current);
    expect(data.profile).toEqual(current.profile);
    expect(data.contact).toEqual({
      fullName: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '(512) 555-0147',
      location: 'Austin, TX, US',
      linkedin: 'https://www.linkedin.com/in/priyaraman',
      github: 'https://github.com/praman-data',
      portfolio: '',
      website: 'https://priyaraman.example.com',
    });
    expect(data.summary.text).toMatch(/^Data engineer with eight years[^\n]+\nLed the move/u);
    expect(withoutIds(data).experience).toEqual([
      {
        jobTitle: 'Senior Data Engineer',
        company: 'Meridian Freight',
        location: 'Austin, TX',
        startDate: '2021-03',
        endDate: '',
        current: true,
        achievements: [
          'Rebuilt the nightly shipment pipeline on Spark Structured Streaming, bringing data freshness from 24 hours to 5 minutes',
          'Moved 40 TB of warehouse tables to Delta Lake, cutting query costs by 35%',
          'Mentored four engineers through their first on-call rotation',
        ],
      },
      expect.objectContaining({
        jobTitle: 'Data Engineer',
        startDate: '2017-06',
        endDate: '2021-02',
        current: false,
      }),
    ]);
    expect(withoutIds(data).education).toEqual([
      {
        degree: 'M.S. in Computer Science',
        institution: 'University of Texas at Austin',
        location: '',
        graduationDate: '2017-05',
        gpa: '3.9/4.0',
        honors: [],
        relevantCoursework: ['Distributed Systems', 'Database Management', 'Machine Learning'],
      },
      // A year alone is January of that year.
      expect.objectContaining({ degree: 'B.Tech. in Information Technology', graduationDate: '2014-01' }),
    ]);
    expect(data.skills).toEqual({
      technical: [
        'Python',
        'SQL',
        'Scala',
        'Spark',
        'Delta Lake',
        'Kafka',
        'Airflow',
        'dbt',
        'AWS',
        'Terraform',
        'Docker',
      ],
      soft: [],
      languages: ['English (Native speaker)', 'Tamil (Fluent)'],
      certifications: [
        'Databricks Certified Data Engineer Professional',
        'AWS Certified Data Analytics – Specialty',
      ],
    });
  });

  it('reads a role’s summary as its achievement when it lists none, soft skills and honors by their names', () => {
    const data = imported(
      JSON.stringify({
        work: [
          {
            position: 'Barista',
            name: 'Blue Bottle',
            startDate: '2020',
            endDate: '2021-06-30',
            summary: 'Ran the\nmorning shift',
          },
        ],
        education: [
          {
            institution: 'Denver Community College',
            area: 'Hospitality',
            summary: 'Honors: Dean’s List, Phi Theta Kappa',
          },
        ],
        skills: [
          { name: 'Soft skills', keywords: ['Teamwork'] },
          { name: 'Latte art' },
          { name: 'Spoken languages', keywords: ['Spanish'] },
        ],
      }),
    );
    expect(withoutIds(data).experience).toEqual([
      {
        jobTitle: 'Barista',
        company: 'Blue Bottle',
        location: '',
        startDate: '2020-01',
        endDate: '2021-06',
        current: false,
        achievements: ['Ran the morning shift'],
      },
    ]);
    expect(data.education[0]).toMatchObject({
      degree: 'Hospitality',
      honors: ['Dean’s List', 'Phi Theta Kappa'],
    });
    expect(data.skills).toMatchObject({
      technical: ['Latte art'],
      soft: ['Teamwork'],
      languages: ['Spanish'],
    });
  });

  it('keeps the current profile when the file’s is not valid', () => {
    const resume = builderToJsonResume(fullBuilderData());
    const broken = { ...resume, meta: { ...resume.meta, vitaeBuilderProfile: { careerStage: 'guru' } } };
    expect(imported(JSON.stringify(broken)).profile).toEqual(otherProfile);
  });

  it('refuses a file that is no JSON Resume, naming the first wrong field', () => {
    const current = other();
    expect(
      importBuilderJson(
        JSON.stringify({ basics: { name: 'Jo' }, work: [{ startDate: 'March 2021' }] }),
        current,
      ),
    ).toEqual({ ok: false, message: 'work[0].startDate: expected a date like 2021-03 (got "March 2021")' });
    const badName = importBuilderJson('{"basics": {"name": 42}}', current);
    expect(badName).toEqual({ ok: false, message: 'basics.name: expected text (got the number 42)' });
    const notJson = importBuilderJson('{"basics": ', current);
    expect(notJson.ok).toBe(false);
    expect(!notJson.ok && notJson.message).toMatch(/^The file is not valid JSON/u);
    expect(importBuilderJson('', current)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/empty/u),
    });
  });
});
