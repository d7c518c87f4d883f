import { type PostingFixture, postingFixture } from '@test/fixtures/jobs/posting-fixture';
import { describe, expect, it } from 'vitest';
import { jobFieldsFromJsonRecord } from './json-record';

const readJson = (file: PostingFixture): unknown => JSON.parse(postingFixture(file));

const description = 'We are looking for a line cook with two years of experience in a busy kitchen.';

describe('jobFieldsFromJsonRecord', () => {
  it('reads a Glassdoor row ("Job Title", "Company Name"), dropping the rating appended to the company name', () => {
    const fields = jobFieldsFromJsonRecord(readJson('glassdoor-row.json'));
    expect(fields?.title).toBe('Data Analyst');
    expect(fields?.company).toBe('Harborline');
    // A plain-text description keeps its lines (they are the posting's list items).
    expect(fields?.description).toMatch(/^Are you an experienced Data Analyst/);
    expect(fields?.description).toContain(
      'Responsibilities\n\nBuild weekly reports on campaign performance\n',
    );
  });

  it('reads a LinkedIn row, keeping the description from its first line', () => {
    const fields = jobFieldsFromJsonRecord(readJson('linkedin-row.json'));
    expect(fields).toMatchObject({
      title: 'Assistant Preschool Teacher',
      company: 'Little Oaks Learning Center',
    });
    expect(fields?.description).toMatch(/^About the job\n\nBenefits:\n\n401\(k\) matching/);
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
    // A JSON Schema describing a job has "title" and "description" keys, but neither is a posting.
    const jobSchema = {
      $schema: 'http://json-schema.org/draft-04/schema#',
      title: 'Job Description Schema',
      type: 'object',
      properties: {
        title: { type: 'string', description: 'e.g. Web Developer' },
        company: { type: 'string', description: 'Microsoft' },
        description: { type: 'string', description: 'Write a short description about the job' },
        responsibilities: { type: 'array', items: { type: 'string' } },
      },
    };
    expect(jobFieldsFromJsonRecord(jobSchema)).toBeUndefined();
    expect(jobFieldsFromJsonRecord({ title: 'Hello', description: 'short' })).toBeUndefined();
    expect(jobFieldsFromJsonRecord([1, 2])).toBeUndefined();
  });
});
