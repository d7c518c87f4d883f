import { analysisResponseSchema, bulletVariationsResponseSchema } from '@shared/api/analysis';
import { BUILT_IN_MODEL, DEFAULT_MODEL } from '@shared/models';
import { setUpAiTestApp } from '@test/ai/ai-test-app';
import { testKeys } from '@test/ai/ai-test-config';
import { multipartBody } from '@test/server/multipart';
import { asVisitor, newSessionId } from '@test/server/test-app';
import { strToU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';

/** A short resume whose lines the model's answers quote. */
const resumeText = [
  'Jordan Lee',
  'jordan.lee@example.com | (555) 010-2030',
  '',
  'EXPERIENCE',
  'Backend Engineer, Acme Corp, 2019 - Present',
  '• Responsible for building REST APIs in Node.js and TypeScript',
  '• Ran PostgreSQL migrations for the billing service',
  '• Helped the team move services to Docker',
  '',
  'SKILLS',
  'TypeScript, Node.js, PostgreSQL, Docker',
].join('\n');
const posting = [
  'Senior Backend Engineer',
  'We build payment APIs. You will design REST APIs in TypeScript and Node.js, own PostgreSQL schemas and',
  'run services on Kubernetes. Requirements: 5+ years of backend experience, TypeScript, PostgreSQL, Kafka.',
].join('\n');

const server = setUpAiTestApp(['openrouter', 'groq']);
let visitor: Record<string, string>;
beforeEach(() => {
  visitor = asVisitor(newSessionId());
});
const post = (url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, headers: visitor, payload });

async function resumeAndJob() {
  const body = multipartBody('resume', 'jordan.txt', strToU8(resumeText));
  const upload = await server.app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...visitor, ...body.headers },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const job = await post('/api/job-descriptions', { title: 'Senior Backend Engineer', description: posting });
  expect(job.statusCode, job.body).toBe(201);
  return {
    resumeId: upload.json().resume.id as number,
    jobDescriptionId: job.json().jobDescription.id as number,
  };
}

async function analyse(model = DEFAULT_MODEL) {
  const response = await post('/api/analyze', { ...(await resumeAndJob()), model });
  expect(response.statusCode, response.body).toBe(201);
  for (const key of Object.values(testKeys)) expect(response.body).not.toContain(key);
  return analysisResponseSchema.parse(response.json()).analysis;
}

const suggestion = (original: string, replacement: string | null, title = 'Lead with what you built') => ({
  title,
  description: 'The posting asks for REST API design; say it first.',
  priority: 'high',
  type: 'wording',
  original,
  replacement,
});

describe('POST /api/analyze with a model', () => {
  it('merges the model’s checked suggestions, keeps the engine’s scores, and records who answered', async () => {
    const builtIn = await analyse(BUILT_IN_MODEL);
    server.fake.on(
      { provider: 'openrouter' },
      {
        kind: 'answer',
        content: {
          suggestions: [
            suggestion(
              '• Responsible for building REST APIs in Node.js and TypeScript',
              '• Built REST APIs in Node.js and TypeScript',
            ),
            // Invents a figure: kept only with the figure as a placeholder.
            suggestion(
              '• Ran PostgreSQL migrations for the billing service',
              '• Ran PostgreSQL migrations for the billing service, cutting downtime by 40%',
              'Show the result',
            ),
            // Invents a tool: dropped.
            suggestion(
              '• Helped the team move services to Docker',
              '• Moved services to Docker and Kubernetes',
            ),
            // Quotes a line the resume does not have: dropped.
            suggestion('• Led a team of 12 engineers at Google', '• Led 12 engineers at Google'),
          ],
        },
      },
    );
    const analysis = await analyse();
    expect(analysis).toMatchObject({ provider: 'openrouter', model: DEFAULT_MODEL });
    expect({
      overall: analysis.overallScore,
      skills: analysis.skillsScore,
      keywords: analysis.keywordsScore,
      experience: analysis.experienceScore,
    }).toEqual({
      overall: builtIn.overallScore,
      skills: builtIn.skillsScore,
      keywords: builtIn.keywordsScore,
      experience: builtIn.experienceScore,
    });
    const fromModel = analysis.suggestions.filter((item) => item.source === 'model');
    expect(fromModel.map((item) => item.replacement)).toContain(
      '• Built REST APIs in Node.js and TypeScript',
    );
    const replacements = analysis.suggestions.map((item) => item.replacement ?? '').join('\n');
    expect(replacements).not.toMatch(/40%|Kubernetes|Google/);
    for (const item of fromModel) expect(resumeText).toContain(item.original);
  });

  it('answers with the built-in engine when every provider fails: never a 5xx', async () => {
    server.fake.setDefault({ kind: 'error', status: 500 });
    const analysis = await analyse();
    expect(analysis.provider).toBe('built-in');
    expect(analysis.suggestions.every((item) => item.source !== 'model')).toBe(true);
  });

  it('asks the chosen model’s provider first, and the next when its answer stays malformed', async () => {
    server.fake.on({ provider: 'groq' }, { kind: 'malformed' });
    server.fake.on(
      { provider: 'openrouter' },
      {
        kind: 'answer',
        content: { suggestions: [suggestion('• Ran PostgreSQL migrations for the billing service', null)] },
      },
    );
    const analysis = await analyse('groq:llama-3.1-8b-instant');
    expect(server.fake.requests.map((request) => request.provider)).toEqual(['groq', 'groq', 'openrouter']);
    expect(analysis.provider).toBe('openrouter');
  });

  it('asks no model for the built-in engine', async () => {
    const analysis = await analyse(BUILT_IN_MODEL);
    expect(analysis.provider).toBe('built-in');
    expect(server.fake.requests).toHaveLength(0);
  });
});

describe('POST /api/generate-bullet-variations with a model', () => {
  it('keeps the model’s variations that invent nothing, and says who answered', async () => {
    const original = '• Responsible for building REST APIs in Node.js and TypeScript';
    server.fake.on(
      { provider: 'openrouter' },
      {
        kind: 'answer',
        content: {
          bullets: [
            {
              original,
              variations: [
                '• Built REST APIs in Node.js and TypeScript used by [N] backend services',
                '• Built REST APIs in Node.js and TypeScript serving 3 million users',
                '• Designed and built the REST APIs, in Node.js and TypeScript',
              ],
            },
          ],
        },
      },
    );
    const response = await post('/api/generate-bullet-variations', {
      resumeText,
      jobDescription: 'Senior Backend Engineer',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = bulletVariationsResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ provider: 'openrouter', model: DEFAULT_MODEL });
    const variations = answer.variations.flatMap((bullet) => bullet.variations).join('\n');
    expect(variations).not.toMatch(/3 million/);
    expect(answer.variations.some((bullet) => bullet.source === 'model')).toBe(true);
  });

  it('answers with the engine’s variations when no provider answers', async () => {
    server.fake.setDefault({ kind: 'rate-limit', retryAfter: 60 });
    const response = await post('/api/generate-bullet-variations', {
      resumeText,
      jobDescription: 'Senior Backend Engineer',
    });
    expect(response.statusCode).toBe(200);
    const answer = bulletVariationsResponseSchema.parse(response.json());
    expect(answer.provider).toBe('built-in');
    expect(answer.variations.length).toBeGreaterThan(0);
  });
});
