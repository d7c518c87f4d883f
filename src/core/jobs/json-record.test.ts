import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { jobFieldsFromJsonRecord } from './json-record';

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(corpusDir, file), 'utf8'));

const description = 'We are looking for a line cook with two years of experience in a busy kitchen.';

describe('jobFieldsFromJsonRecord', () => {
  it('reads a Glassdoor row, dropping the rating appended to the company name', () => {
    const fields = jobFieldsFromJsonRecord(
      readJson('jobs/json/ds-salary-proj-glassdoor-row013-data_analyst_yesler.json'),
    );
    expect(fields?.title).toBe('Data Analyst');
    expect(fields?.company).toBe('Yesler');
    expect(fields?.description).toMatch(/^Are you an experienced Data Analyst/);
  });

  it('reads a LinkedIn row', () => {
    const fields = jobFieldsFromJsonRecord(readJson('jobs/json/linkedin-4139186774.json'));
    expect(fields).toMatchObject({ title: 'Assistant Preschool Teacher', company: 'The Goddard School' });
    expect(fields?.description).toMatch(/^About the job/);
  });

  it('accepts other key spellings, envelopes and HTML descriptions', () => {
    const record = {
      data: {
        jobTitle: 'Line Cook',
        employer: { name: 'Harbor Diner' },
        job_description: `<p>${description}</p>`,
      },
    };
    expect(jobFieldsFromJsonRecord(record)).toEqual({
      title: 'Line Cook',
      company: 'Harbor Diner',
      description,
    });
  });

  it('ignores JSON that is not a posting (the JSON Resume job schema, a short note)', () => {
    expect(jobFieldsFromJsonRecord(readJson('jobs/json/jsonresume-job-schema.json'))).toBeUndefined();
    expect(jobFieldsFromJsonRecord({ title: 'Hello', description: 'short' })).toBeUndefined();
    expect(jobFieldsFromJsonRecord([1, 2])).toBeUndefined();
  });
});
