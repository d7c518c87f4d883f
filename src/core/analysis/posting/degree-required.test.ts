import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractJobPosting } from '@core/jobs/extract-job-posting';
import { corpusDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { degreeHeld, degreeRequired } from './degree-required';

const level = (text: string) => degreeRequired(text)?.level;

describe('degreeRequired', () => {
  it.each([
    ["Bachelor's degree in Accounting", 'bachelor'],
    ['BS/BA in Computer Science or related field', 'bachelor'],
    ['BSc in Engineering', 'bachelor'],
    ['B.S. Computer Science', 'bachelor'],
    ['4-year Bachelor of Nursing Science or equivalent', 'bachelor'],
    ['Possession of a baccalaureate degree from a regionally accepted institution.', 'bachelor'],
    ['Degree in Finance or a related field', 'bachelor'],
    ["Master's degree in Public Health", 'master'],
    ['MSc in Data Science', 'master'],
    ['MBA preferred but not essential', 'master'],
    ['MS in Statistics', 'master'],
    ['PhD in cell biology or related discipline', 'doctorate'],
    ['Doctorate in Psychology', 'doctorate'],
    ['Degree: Doctoral Degree.', 'doctorate'],
    ['High school diploma or GED required', 'high-school'],
    ['Associate degree in Nursing', 'associate'],
    ['Abgeschlossenes Studium der Informatik', 'bachelor'],
    ['Bachelor in Wirtschaftsinformatik', 'bachelor'],
    ['Licenciatura en Administración', 'bachelor'],
    ['Título universitario en Ingeniería', 'bachelor'],
    ['Grado en Economía', 'bachelor'],
    ['Maestría en Finanzas', 'master'],
  ])('%s -> %s', (text, expected) => {
    expect(level(text)).toBe(expected);
  });

  it.each([
    'Proficient in MS Office',
    'Cambridge, MA',
    'Certified Scrum Master',
    'Associate Director of Sales',
    'A 360-degree view of the customer',
    'No degree required',
    'Multi-Factor Authentication (MFA)',
    'LLM deployments and agent frameworks',
  ])('finds no degree in "%s"', (text) => {
    expect(degreeRequired(text)).toBeUndefined();
  });

  it('asks the lowest level of a line offering several', () => {
    expect(level('BS/MS/PhD in Computer Science, Math or Statistics')).toBe('bachelor');
    expect(level('Advanced degree required: Masters degree with 2-3 years experience or PhD')).toBe('master');
  });

  it('prefers what the requirements ask over what is nice to have, and says where', () => {
    const text =
      'Teacher\nQualifications\nHigh school diploma required\nBachelor of Arts in Education preferred';
    expect(degreeRequired(text)).toEqual({
      level: 'high-school',
      line: 2,
      text: 'High school diploma required',
    });
  });

  it('reads real postings', () => {
    const read = (file: string) => {
      const body = readFileSync(path.join(corpusDir, file), 'utf8');
      const contentType = file.endsWith('.json') ? 'application/json' : 'text/html';
      return file.startsWith('jobs/txt/')
        ? body
        : (extractJobPosting({ url: 'https://example.com/job', contentType, body }).description ?? '');
    };
    expect(level(read('jobs/json/linkedin-4139186774.json'))).toBe('high-school');
    expect(level(read('jobs/json/linkedin-4175747001.json'))).toBe('bachelor');
    expect(level(read('jobs/txt/flint-ien-registered-nurse-emergency-room-austin-tx.md'))).toBe('bachelor');
    expect(
      level(
        read('jobs/json/ds-salary-proj-glassdoor-row016-scientist_i_ii_biology_blueprint_medicines.json'),
      ),
    ).toBe('doctorate');
    expect(level(read('jobs/html/samkirk-zscaler-sr-principal-solutions-architect-ai.html'))).toBeUndefined();
    expect(level(read('jobs/txt/resume-matcher-german_job_long.md'))).toBeUndefined();
  });
});

describe('degreeHeld', () => {
  it('gives the highest level a resume shows', () => {
    const resume =
      'Education\nHigh School Diploma, 2008\nB.S. in Biology, 2012\nM.S. in Information Systems, 2015';
    expect(degreeHeld(resume)).toBe('master');
  });

  it('counts a degree still in progress as the level below', () => {
    expect(degreeHeld('Master student in Electronics Engineering, expected March 2026')).toBe('bachelor');
    expect(degreeHeld('PhD candidate in Chemistry')).toBe('master');
  });

  it('reads professional doctorates and German and Spanish degrees', () => {
    expect(degreeHeld('Juris Doctor, Georgia State University')).toBe('doctorate');
    expect(degreeHeld('B.Sc. Informatik, Hochschule Beispielstadt, 2016–2019')).toBe('bachelor');
    expect(degreeHeld('Licenciado en Derecho')).toBe('bachelor');
  });

  it('finds nothing in a resume without a degree', () => {
    expect(
      degreeHeld('Cashier\nProficient in MS Office\nLearns and masters new skills quickly'),
    ).toBeUndefined();
  });
});
