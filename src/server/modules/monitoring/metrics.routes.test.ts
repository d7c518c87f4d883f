import { setUpAiTestApp } from '@test/ai/ai-test-app';
import { samplePosting } from '@test/builders/resume-markup';
import { asVisitor, newSessionId } from '@test/server/test-app';
import { describe, expect, it } from 'vitest';
import { type PrometheusFamily, readPrometheusText } from './test-support/prometheus-text';

const server = setUpAiTestApp(['openrouter', 'groq']);
const visitor = asVisitor(newSessionId());

const sampleValue = (family: PrometheusFamily | undefined, name: string, labels: Record<string, string>) =>
  family?.samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

describe('GET /metrics', () => {
  it('answers the Prometheus text format: requests, errors, AI calls, analyses and the process', async () => {
    const { app, fake } = server;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/resumes/77', headers: visitor });
    await app.inject({ method: 'GET', url: '/api/unknown/path/88' });
    const stream = await app.inject({
      method: 'POST',
      url: '/api/ai-provider/stream-analysis',
      headers: visitor,
      payload: {
        resumeText: 'Jordan Lee\nEXPERIENCE\nBackend Engineer, Acme Corp, 2019 - Present\nSKILLS\nTypeScript',
        jobDescription: samplePosting('backend-engineer'),
        jobTitle: 'Senior Backend Engineer',
      },
    });
    expect(stream.statusCode, stream.body).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/ai-provider/test', headers: visitor })).json().data
        .provider,
    ).toBe('openrouter');
    fake.setDefault({ kind: 'error', status: 503 });
    expect(
      (await app.inject({ method: 'POST', url: '/api/ai-provider/test', headers: visitor })).json().data
        .provider,
    ).toBe('built-in');

    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = readPrometheusText(response.body);

    const durations = families.get('http_request_duration_seconds');
    expect(durations?.type).toBe('histogram');
    expect(
      sampleValue(durations, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/resumes/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(
      sampleValue(durations, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status: '404',
      }),
    ).toBe(1);
    expect(
      sampleValue(durations, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
        status: '200',
      }),
    ).toBe(1);

    const errors = families.get('http_errors_total');
    expect(errors?.type).toBe('counter');
    expect(sampleValue(errors, 'http_errors_total', { route: '/api/resumes/:id', status: '404' })).toBe(1);
    expect(sampleValue(errors, 'http_errors_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(errors?.samples).toHaveLength(2);

    const aiCalls = families.get('ai_provider_calls_total');
    expect(aiCalls?.type).toBe('counter');
    expect(
      sampleValue(aiCalls, 'ai_provider_calls_total', { provider: 'openrouter', outcome: 'success' }),
    ).toBe(2);
    expect(
      sampleValue(aiCalls, 'ai_provider_calls_total', { provider: 'built-in', outcome: 'fallback' }),
    ).toBe(1);

    const analyses = families.get('analysis_duration_seconds');
    expect(analyses?.type).toBe('histogram');
    expect(
      sampleValue(analyses, 'analysis_duration_seconds_count', { route: '/api/ai-provider/stream-analysis' }),
    ).toBe(1);

    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ])
      expect(families.has(name), name).toBe(true);
    expect(families.get('monitoring_aggregation_keys')?.type).toBe('gauge');
    // Route patterns only: no raw path, id or session reaches a label.
    expect(response.body).not.toMatch(/\/77|\/88|unknown\/path|session-/);
  });
});
