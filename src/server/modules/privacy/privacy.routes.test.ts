import * as schema from '@server/db/schema';
import { ownerOf } from '@server/http/session';
import {
  complianceReportSchema,
  consentStatusSchema,
  PRIVACY_POLICY_VERSION,
  privacyErasureResponseSchema,
} from '@shared/api/privacy';
import { serverMessages } from '@shared/messages';
import { multipartBody } from '@test/server/multipart';
import { visitorWithEverything } from '@test/server/privacy-visitor';
import { docxWithMacro } from '@test/server/sample-files';
import { asVisitor, newSessionId, setUpTestApp, testConfig } from '@test/server/test-app';
import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPrivacy } from './create-privacy';
import { type OwnerTable, ownerTables } from './owner-tables';
import { activityPurposes, complianceIssues } from './privacy.messages';

// Visitor limits on, so that the visitor's rate-limit counters exist and the erasure must find them.
const server = setUpTestApp({ rateLimits: { aiPerMinute: 100, analyzePerMinute: 100 } });
let visitor: Record<string, string>;
beforeEach(async () => {
  await server.database.reset();
  visitor = asVisitor(newSessionId());
});

const allPurposes = ['resume_analysis', 'file_processing', 'job_description_processing', 'ai_processing'];
const consentBody = {
  purposes: allPurposes,
  optionalConsents: { analytics: false, marketing: false, improvements: true },
  privacyPolicy: true,
};

const get = (url: string, headers = visitor) => server.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers = visitor) =>
  server.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** Every table of the schema with an `owner` column: what belongs to a visitor. */
const schemaOwnerTables = (Object.values(schema) as unknown[]).filter(
  (value): value is OwnerTable => is(value, PgTable) && 'owner' in getTableColumns(value),
);

async function rowsOf(table: OwnerTable, owner: string): Promise<number> {
  const [row] = await server.database.db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(table)
    .where(eq(table.owner, owner));
  return row?.count ?? 0;
}

describe('GET /api/consent/status and POST /api/consent', () => {
  it('answers no consent before any record, with nothing optional consented to', async () => {
    const response = await get('/api/consent/status');
    expect(response.statusCode).toBe(200);
    expect(consentStatusSchema.parse(response.json())).toEqual({
      hasConsent: false,
      consentDate: null,
      optionalConsents: { analytics: false, marketing: false, improvements: false },
      purposes: [],
      privacyPolicyVersion: null,
    });
  });

  it('records each change as a new record, the latest being the status, and logs each as a consent activity', async () => {
    const first = await post('/api/consent', consentBody);
    expect(first.statusCode, first.body).toBe(201);
    expect(consentStatusSchema.parse(first.json())).toMatchObject({
      hasConsent: true,
      optionalConsents: consentBody.optionalConsents,
      purposes: allPurposes,
      privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    });
    const changed = {
      ...consentBody,
      optionalConsents: { analytics: true, marketing: true, improvements: false },
    };
    expect((await post('/api/consent', changed)).statusCode).toBe(201);
    const status = consentStatusSchema.parse((await get('/api/consent/status')).json());
    expect(status.optionalConsents).toEqual(changed.optionalConsents);
    expect(Date.parse(status.consentDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const owner = ownerOf(visitor['x-session-id'] ?? '');
    expect(await rowsOf(schema.consentRecords, owner)).toBe(2);
    const report = complianceReportSchema.parse((await get('/api/compliance/report')).json());
    expect(report.privacy.userData.processingActivities).toEqual([
      expect.objectContaining({
        activity: 'consent',
        purpose: activityPurposes.consent,
        detail: 'Analytics: yes, Marketing: yes, Service improvements: no',
      }),
      expect.objectContaining({ activity: 'consent' }),
    ]);
  });

  it('refuses unknown purposes, no purpose, a policy not accepted and a missing choice (400, the rule named)', async () => {
    const cases: [object, string][] = [
      [
        { ...consentBody, purposes: ['resume_analysis', 'selling_data'] },
        `purposes must be among ${allPurposes.join(', ')}`,
      ],
      [{ ...consentBody, purposes: [] }, 'purposes must name at least one purpose'],
      [
        { ...consentBody, privacyPolicy: false },
        'privacyPolicy must be true: accept the Privacy Policy to consent',
      ],
      [{ purposes: allPurposes, privacyPolicy: true }, 'optionalConsents'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/consent', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(consentStatusSchema.parse((await get('/api/consent/status')).json()).hasConsent).toBe(false);
  });

  it('tells optional features whether the visitor consented to them (nothing without a record)', async () => {
    const { service } = createPrivacy(server.database.db, testConfig, server.app.log);
    const owner = ownerOf(visitor['x-session-id'] ?? '');
    expect(await service.hasOptionalConsent(owner, 'analytics')).toBe(false);
    await post('/api/consent', {
      ...consentBody,
      optionalConsents: { analytics: true, marketing: false, improvements: false },
    });
    expect(await service.hasOptionalConsent(owner, 'analytics')).toBe(true);
    expect(await service.hasOptionalConsent(owner, 'marketing')).toBe(false);
  });

  it('asks every privacy call for a session id (400 without one)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/consent/status', undefined],
      ['POST', '/api/consent', consentBody],
      ['GET', '/api/compliance/report', undefined],
      ['POST', '/api/privacy/export', { format: 'json' }],
      ['POST', '/api/privacy/erasure', undefined],
    ] as const) {
      const response = await server.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(serverMessages.missingSession);
    }
  });
});

describe('GET /api/compliance/report', () => {
  it('reports a new visitor: no activity, no consent (an issue), the configured periods, no scans', async () => {
    const response = await get('/api/compliance/report');
    expect(response.statusCode).toBe(200);
    expect(complianceReportSchema.parse(response.json())).toEqual({
      privacy: {
        userData: { processingActivities: [], scheduledDeletions: [] },
        complianceStatus: { gdprCompliant: false, issues: [complianceIssues.noConsent] },
      },
      dataRetention: {
        retentionPeriods: { userData: 30, analysis: 90, temporary: 1, auditLogs: 365 },
        automaticCleanupEnabled: true,
      },
      security: { totalScans: 0, threatsDetected: 0, averageRiskScore: 0 },
    });
  });

  it('reports a known history: its activities, deletions, scans and a clean compliance status', async () => {
    const full = await visitorWithEverything(server.app, server.database.db);
    const report = complianceReportSchema.parse((await get('/api/compliance/report', full.headers)).json());
    expect(report.privacy.userData.processingActivities.map((entry) => entry.activity).sort()).toEqual(
      ['upload', 'version', 'job_description', 'analysis', 'optimization', 'export', 'consent'].sort(),
    );
    const byKind = Object.fromEntries(
      report.privacy.userData.processingActivities.map((e) => [e.activity, e]),
    );
    expect(byKind.export?.detail).toBe('txt');
    expect(byKind.upload?.detail).toBe('txt');
    expect(byKind.analysis?.detail).toBe('Provider: Built-in engine');
    expect(report.privacy.complianceStatus).toEqual({ gdprCompliant: true, issues: [] });
    // Four scans: the upload (kept), the version (kept), a clean validation and a PDF running JavaScript.
    expect(report.security.totalScans).toBe(4);
    expect(report.security.threatsDetected).toBe(1);
    expect(report.security.averageRiskScore).toBe((10 + 10 + 10 + 100) / 4);
    const deletions = report.privacy.userData.scheduledDeletions;
    // Soonest first (the last two are a year out, from the first request and the first activity).
    expect(deletions.map((deletion) => deletion.data).slice(0, 3)).toEqual([
      '2 security scan records of files not kept (1 day after each scan)',
      'Resumes, their files, sections and versions, and job descriptions (after 30 days without a visit)',
      '1 analysis result (90 days after each was made)',
    ]);
    expect(
      deletions
        .map((deletion) => deletion.data)
        .slice(3)
        .sort(),
    ).toEqual([
      '1 consent record and your last-visit record (after 365 days without a visit)',
      '7 activity log entries (each 365 days after it was made; the oldest first)',
    ]);
    const dueInDays = deletions.map((deletion) => (Date.parse(deletion.dueAt) - Date.now()) / 86_400_000);
    for (const [index, days] of [1, 30, 90, 365, 365].entries()) {
      // Due once the period has passed, at the job's next pass (an hour at most) after it.
      expect(dueInDays[index]).toBeGreaterThan(days - 0.01);
      expect(dueInDays[index]).toBeLessThan(days + 1 / 24 + 0.01);
    }
  });

  it('counts a resume upload refused for a macro as a scan with a threat, kept nowhere', async () => {
    const body = multipartBody('resume', 'cv.docx', await docxWithMacro());
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { ...visitor, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(422);
    const report = complianceReportSchema.parse((await get('/api/compliance/report')).json());
    expect(report.security).toEqual({ totalScans: 1, threatsDetected: 1, averageRiskScore: 95 });
    const [scan] = await server.database.db.select().from(schema.securityScans);
    expect(scan).toMatchObject({
      source: 'resume_upload',
      resumeId: null,
      riskLevel: 'high',
      fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('names each failing check: consent to an older policy, and data past its deletion time', async () => {
    await post('/api/consent', consentBody);
    const owner = ownerOf(visitor['x-session-id'] ?? '');
    const { db } = server.database;
    await db
      .update(schema.consentRecords)
      .set({ privacyPolicyVersion: '0.9' })
      .where(eq(schema.consentRecords.owner, owner));
    const longAgo = new Date(Date.now() - 2 * 86_400_000);
    await db.insert(schema.securityScans).values({
      owner,
      source: 'validation',
      riskLevel: 'low',
      riskScore: 10,
      threatFound: false,
      fileType: 'text/plain',
      fileSize: 1200,
      createdAt: longAgo,
    });
    const report = complianceReportSchema.parse((await get('/api/compliance/report')).json());
    expect(report.privacy.complianceStatus).toEqual({
      gdprCompliant: false,
      issues: [
        complianceIssues.outdatedConsent('0.9', PRIVACY_POLICY_VERSION),
        complianceIssues.pastRetention(complianceIssues.pastRetentionWhat.unkeptScans(1)),
      ],
    });
  });
});

describe('POST /api/privacy/export', () => {
  it('answers everything held about the visitor as a JSON download, and nothing of another visitor', async () => {
    const full = await visitorWithEverything(server.app, server.database.db);
    const other = await visitorWithEverything(server.app, server.database.db);
    const response = await post('/api/privacy/export', { format: 'json' }, full.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="privacy-data-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('\n  "exportedAt"');
    const data = response.json();
    expect(data).toMatchObject({ format: 'json', privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    expect(Date.parse(data.visitor.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    const [resume] = data.resumes;
    expect(data.resumes).toHaveLength(1);
    // The resume reads its active version: the second file.
    expect(resume).toMatchObject({ id: full.resumeId, fileName: 'resume-2.txt', fileType: 'text/plain' });
    expect(resume.text).toContain('Python');
    expect(resume.document.basics).toBeDefined();
    expect(resume.sections[0]).toMatchObject({ isModified: true, modifiedContent: ['An edited line'] });
    expect(resume.file.mimeType).toBe('text/plain');
    expect(Buffer.from(resume.file.base64, 'base64').toString('utf8')).toContain('Python');
    expect(resume.file.size).toBe(Buffer.from(resume.file.base64, 'base64').byteLength);
    expect(resume.versions.map((version: { version: number }) => version.version)).toEqual([1, 2]);
    expect(resume.versions[1]).toMatchObject({ id: full.versionId, title: 'Version 2', isActive: true });
    expect(resume.versions[1].text).toContain('Python');
    expect(resume.versions[1].file.size).toBeGreaterThan(0);
    expect(data.jobDescriptions).toEqual([
      expect.objectContaining({ id: full.jobDescriptionId, title: 'Senior Backend Engineer' }),
    ]);
    expect(data.analyses).toEqual([
      expect.objectContaining({ id: full.analysisId, resumeId: full.resumeId, provider: 'built-in' }),
    ]);
    expect(data.analyses[0].optimizedText).toContain('Kafka');
    expect(data.candidateProfiles).toEqual([expect.objectContaining({ extractedData: { skills: ['SQL'] } })]);
    expect(data.consents).toEqual([
      expect.objectContaining({
        optionalConsents: { analytics: true, marketing: false, improvements: true },
      }),
    ]);
    expect(data.processingActivities.map((entry: { activity: string }) => entry.activity)).toEqual([
      'upload',
      'version',
      'job_description',
      'analysis',
      'optimization',
      'export',
      'consent',
      'privacy_export',
    ]);
    expect(data.securityScans).toHaveLength(4);
    expect(data.securityScans.filter((scan: { threatFound: boolean }) => scan.threatFound)).toHaveLength(1);
    expect(data.usageCounters.length).toBeGreaterThan(0);
    // Nothing of the other visitor, and neither visitor's owner key.
    expect(response.body).not.toContain(String(other.owner));
    expect(response.body).not.toContain(String(full.owner));
    expect(JSON.stringify(data.resumes.map((r: { id: number }) => r.id))).not.toContain(
      String(other.resumeId),
    );
  });

  it('refuses any format but json (400)', async () => {
    const response = await post('/api/privacy/export', { format: 'csv' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('format must be json');
  });
});

describe('POST /api/privacy/erasure', () => {
  it('knows every owner-keyed table of the schema', () => {
    expect(new Set(ownerTables)).toEqual(new Set(schemaOwnerTables));
  });

  it('deletes every row of the visitor in every table, leaves another visitor untouched, and keeps a receipt', async () => {
    const erased = await visitorWithEverything(server.app, server.database.db);
    const other = await visitorWithEverything(server.app, server.database.db);
    const before = new Map<OwnerTable, number>();
    let held = 0;
    for (const table of schemaOwnerTables) {
      const rows = await rowsOf(table, erased.owner);
      expect(rows, `the visitor has rows in ${String(table)}`).toBeGreaterThan(0);
      held += rows;
      before.set(table, await rowsOf(table, other.owner));
    }
    const response = await post('/api/privacy/erasure', undefined, erased.headers);
    expect(response.statusCode, response.body).toBe(200);
    const answer = privacyErasureResponseSchema.parse(response.json());
    // The request itself touched nothing new: its last-seen row was there already.
    expect(answer).toEqual({ erased: true, rowsDeleted: held });
    for (const table of schemaOwnerTables) {
      expect(await rowsOf(table, erased.owner)).toBe(0);
      expect(await rowsOf(table, other.owner)).toBe(before.get(table));
    }
    const receipts = await server.database.db.select().from(schema.erasureReceipts);
    expect(receipts).toEqual([{ id: expect.any(Number), rowsDeleted: held, createdAt: expect.any(Date) }]);
    // The other visitor still reads their resume; the erased one finds nothing.
    expect((await get(`/api/resumes/${other.resumeId}`, other.headers)).statusCode).toBe(200);
    expect((await get(`/api/resumes/${erased.resumeId}`, erased.headers)).statusCode).toBe(404);
  });

  it('answers once every table it deleted from is rewritten to new files (issue 29 §4)', async () => {
    const erased = await visitorWithEverything(server.app, server.database.db);
    const fileNumbers = async () => {
      const result = await server.database.db.execute(
        sql`select relname as name, relfilenode::text as node from pg_class where relkind = 'r' and relnamespace = current_schema()::regnamespace`,
      );
      const rows = (result as unknown as { rows: { name: string; node: string }[] }).rows;
      return new Map(rows.map((row) => [row.name, row.node]));
    };
    const before = await fileNumbers();
    expect((await post('/api/privacy/erasure', undefined, erased.headers)).statusCode).toBe(200);
    const after = await fileNumbers();
    const rewritten = [...before.keys()].filter((name) => after.get(name) !== before.get(name));
    expect(rewritten.sort()).toEqual(ownerTables.map((table) => getTableName(table)).sort());
  });

  it('answers an erasure of a visitor with nothing stored: only the last-seen row of this request', async () => {
    const response = await post('/api/privacy/erasure');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erased: true, rowsDeleted: 1 });
  });
});
