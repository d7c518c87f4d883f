import { extractJobResponseSchema } from '@shared/api/job-descriptions';
import { BUILT_IN_MODEL } from '@shared/models';
import { setUpAiTestApp } from '@test/ai/ai-test-app';
import { asVisitor, newSessionId } from '@test/server/test-app';
import { describe, expect, it } from 'vitest';
import { noJobFoundMessage } from './jobs.service';

/** A job board's own JSON, in no format the built-in extractors know: only a model can read it. */
const page = JSON.stringify({
  listing: {
    heading: 'Data Analyst',
    org: 'Northwind Traders',
    blocks: [
      'We are hiring a Data Analyst to turn sales data into weekly reports for the commercial team.',
      'You will build dashboards in Tableau, write SQL against our warehouse and present findings.',
      'Requirements: 2+ years of experience with SQL and Excel; a degree in a quantitative field.',
      'Benefits: hybrid work, 25 days of leave, a yearly training budget.',
    ],
  },
});

const server = setUpAiTestApp(
  ['openrouter'],
  {},
  {},
  {
    fetchPage: async (url) => ({
      url,
      status: 200,
      contentType: 'application/json',
      body: page,
      truncated: false,
    }),
  },
);
const extract = (model?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/extract-job-description',
    headers: asVisitor(newSessionId()),
    payload: { url: 'https://jobs.example.com/listing/42', ...(model ? { model } : {}) },
  });

describe('POST /api/extract-job-description, the AI step', () => {
  it('keeps what the model read where the page says it word for word, and drops what it made up', async () => {
    server.fake.on(
      { provider: 'openrouter' },
      {
        kind: 'answer',
        content: {
          title: 'Data Analyst',
          company: 'Northwind Traders',
          description: [
            'We are hiring a Data Analyst to turn sales data into weekly reports for the commercial team.',
            '- You will build dashboards in Tableau, write SQL against our warehouse and present findings.',
            'Requirements: 2+ years of experience with SQL and Excel; a degree in a quantitative field.',
            'Salary: $120,000 to $150,000.',
          ].join('\n'),
        },
      },
    );
    const response = await extract();
    expect(response.statusCode, response.body).toBe(200);
    const { data } = extractJobResponseSchema.parse(response.json());
    expect(data).toMatchObject({ title: 'Data Analyst', company: 'Northwind Traders' });
    expect(data.description).toContain('turn sales data into weekly reports');
    expect(data.description).toContain('• You will build dashboards in Tableau');
    expect(data.description).not.toContain('Salary');
  });

  it('says no job description was found when the model fails or the visitor chose the built-in engine', async () => {
    server.fake.setDefault({ kind: 'error', status: 500 });
    const failed = await extract();
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toBe(noJobFoundMessage);
    server.fake.reset();
    const builtIn = await extract(BUILT_IN_MODEL);
    expect(builtIn.statusCode).toBe(422);
    expect(server.fake.requests).toHaveLength(0);
  });
});
