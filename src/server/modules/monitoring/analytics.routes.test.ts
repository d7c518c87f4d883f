import { analyticsEvents, analyticsSalts } from '@server/db/schema';
import { ownerOf } from '@server/http/session';
import { monitoringDashboardSchema } from '@shared/api/monitoring';
import { asVisitor, newSessionId } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS_PER_MINUTE } from './analytics.service';
import { buildMonitoringApp, resetMonitoringTables, testClock } from './test-support/monitoring-test-app';

let database: TestDatabase;
let app: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildMonitoringApp(database, clock.now);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  await resetMonitoringTables(database);
});

async function consent(sessionId: string, analytics: boolean) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/consent',
    headers: asVisitor(sessionId),
    payload: {
      purposes: ['resume_analysis', 'file_processing', 'job_description_processing', 'ai_processing'],
      optionalConsents: { analytics, marketing: false, improvements: true },
      privacyPolicy: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const sendEvent = (sessionId: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: sessionId ? asVisitor(sessionId) : {},
    payload,
  });

async function analytics() {
  const response = await app.inject({ method: 'GET', url: '/api/monitoring/dashboard?hours=1' });
  return monitoringDashboardSchema.parse(response.json()).analytics;
}

describe('POST /api/analytics/events', () => {
  it('records events only with analytics consent: counted by name and unique sessions', async () => {
    const [withConsent, other, declined, silent] = [
      newSessionId(),
      newSessionId(),
      newSessionId(),
      newSessionId(),
    ];
    await consent(withConsent, true);
    await consent(other, true);
    await consent(declined, false);
    for (const [sessionId, event, path] of [
      [withConsent, 'page_view', '/templates'],
      [withConsent, 'page_view', '/resume-builder'],
      [withConsent, 'analysis_run', undefined],
      [other, 'page_view', '/'],
      [other, 'resume_uploaded', undefined],
    ] as const) {
      const response = await sendEvent(sessionId, { event, ...(path ? { path } : {}) });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ recorded: true });
    }
    for (const sessionId of [declined, silent]) {
      const response = await sendEvent(sessionId, { event: 'page_view', path: '/templates' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ recorded: false });
    }
    expect(await analytics()).toEqual({
      totalEvents: 5,
      uniqueSessions: 2,
      topEvents: [
        { event: 'page_view', count: 3 },
        { event: 'analysis_run', count: 1 },
        { event: 'resume_uploaded', count: 1 },
      ],
    });
  });

  it('keeps no session id or owner key: only a marker salted per day', async () => {
    const sessionId = newSessionId();
    await consent(sessionId, true);
    await sendEvent(sessionId, { event: 'template_chosen', path: '/templates' });
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(sessionId);
    expect(stored).not.toContain(ownerOf(sessionId));
    expect(rows[0]?.sessionMarker).toMatch(/^[0-9a-f]{32}$/);
    const salts = await database.db.select().from(analyticsSalts);
    expect(salts.map((salt) => salt.day)).toEqual([new Date(clock.now()).toISOString().slice(0, 10)]);
  });

  it(`records at most ${ANALYTICS_EVENTS_PER_MINUTE} events per visitor and minute`, async () => {
    const sessionId = newSessionId();
    await consent(sessionId, true);
    const answers: boolean[] = [];
    for (let n = 0; n <= ANALYTICS_EVENTS_PER_MINUTE; n++)
      answers.push((await sendEvent(sessionId, { event: 'page_view' })).json().recorded);
    expect(answers.filter(Boolean)).toHaveLength(ANALYTICS_EVENTS_PER_MINUTE);
    expect(answers.at(-1)).toBe(false);
    clock.advance(60_000);
    expect((await sendEvent(sessionId, { event: 'page_view' })).json().recorded).toBe(true);
  });

  it('needs an x-session-id and a known event on an app route', async () => {
    expect((await sendEvent(undefined, { event: 'page_view' })).statusCode).toBe(400);
    const sessionId = newSessionId();
    for (const payload of [
      { event: 'clicked_ad' },
      { event: 'page_view', path: '/resumes/12?tab=x' },
      { event: 'page_view', path: 'https://example.com/' },
    ]) {
      const response = await sendEvent(sessionId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
