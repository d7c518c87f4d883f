import { complianceReportSchema } from '@shared/api/privacy';
import { DEFAULT_MODEL } from '@shared/models';
import { setUpAiTestApp } from '@test/ai/ai-test-app';
import { multipartBody } from '@test/server/multipart';
import { sampleResumeText } from '@test/server/sample-files';
import { asVisitor, newSessionId } from '@test/server/test-app';
import { beforeEach, describe, expect, it } from 'vitest';

const posting =
  'We build payment APIs. You will design REST APIs in TypeScript and Node.js, own PostgreSQL schemas and run services on Kubernetes.';

const server = setUpAiTestApp(['openrouter', 'groq']);
let visitor: Record<string, string>;
beforeEach(() => {
  visitor = asVisitor(newSessionId());
});

const activities = async () =>
  complianceReportSchema.parse(
    (await server.app.inject({ method: 'GET', url: '/api/compliance/report', headers: visitor })).json(),
  ).privacy.userData.processingActivities;

describe('the activity log of AI provider calls', () => {
  it('records an analysis a provider answered as an AI call naming the provider, and the analysis', async () => {
    server.fake.on({ provider: 'openrouter' }, { kind: 'answer', content: { suggestions: [] } });
    const body = multipartBody('resume', 'cv.txt', sampleResumeText('software-engineer'));
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { ...visitor, ...body.headers },
      payload: body.payload,
    });
    const job = await server.app.inject({
      method: 'POST',
      url: '/api/job-descriptions',
      headers: visitor,
      payload: { title: 'Backend Engineer', description: posting },
    });
    const analysis = await server.app.inject({
      method: 'POST',
      url: '/api/analyze',
      headers: visitor,
      payload: {
        resumeId: upload.json().resume.id,
        jobDescriptionId: job.json().jobDescription.id,
        model: DEFAULT_MODEL,
      },
    });
    expect(analysis.json().analysis.provider).toBe('openrouter');
    const logged = await activities();
    expect(logged.filter((entry) => entry.activity === 'ai_call')).toEqual([
      expect.objectContaining({ detail: 'Provider: OpenRouter' }),
    ]);
    expect(logged.find((entry) => entry.activity === 'analysis')?.detail).toBe('Provider: OpenRouter');
  });

  it('records a streamed analysis once, naming the provider that streamed it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/ai-provider/stream-analysis',
      headers: visitor,
      payload: {
        resumeText: new TextDecoder().decode(sampleResumeText('software-engineer')),
        jobDescription: posting,
        jobTitle: 'Backend Engineer',
        model: DEFAULT_MODEL,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await activities()).toEqual([
      expect.objectContaining({ activity: 'ai_call', detail: 'Provider: OpenRouter' }),
    ]);
  });
});
