import { describe, expect, it } from 'vitest';
import type { RetentionConfig } from '../../config';
import { complianceReportOf } from './compliance-report';
import { complianceIssues, deletionLabels } from './privacy.messages';
import type { VisitorHistory } from './privacy.repository';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const retention: RetentionConfig = {
  enabled: true,
  intervalMinutes: 60,
  periods: { userData: 30, analysis: 90, temporary: 1, auditLogs: 365 },
};

const history: VisitorHistory = {
  activities: [
    { kind: 'export', purpose: 'Writing a resume', detail: 'pdf', createdAt: at('2026-05-31T10:00:00Z') },
    { kind: 'upload', purpose: 'Reading a resume', detail: 'txt', createdAt: at('2026-05-01T09:00:00Z') },
  ],
  activityLog: { count: 2, oldest: at('2026-05-01T09:00:00Z') },
  lastSeenAt: at('2026-06-01T11:30:00Z'),
  hasUserData: true,
  analysesCreatedAt: [at('2026-05-02T08:00:00Z'), at('2026-05-02T20:00:00Z'), at('2026-05-20T08:00:00Z')],
  unkeptScans: { count: 1, oldest: at('2026-06-01T06:00:00Z') },
  scans: { total: 3, threats: 1, averageRiskScore: 36.6667 },
  consents: { count: 2, latestPolicyVersion: '1.0' },
};

describe('complianceReportOf', () => {
  it('computes every figure of a known history', () => {
    expect(complianceReportOf(history, retention, NOW)).toEqual({
      privacy: {
        userData: {
          processingActivities: [
            {
              activity: 'export',
              purpose: 'Writing a resume',
              detail: 'pdf',
              at: '2026-05-31T10:00:00.000Z',
            },
            {
              activity: 'upload',
              purpose: 'Reading a resume',
              detail: 'txt',
              at: '2026-05-01T09:00:00.000Z',
            },
          ],
          // Each due once its period has passed, at the job's next pass (an interval later at most), soonest first.
          scheduledDeletions: [
            { data: deletionLabels.unkeptScans(1, 1), dueAt: '2026-06-02T07:00:00.000Z' },
            { data: deletionLabels.userData(30), dueAt: '2026-07-01T12:30:00.000Z' },
            { data: deletionLabels.analyses(2, 90), dueAt: '2026-07-31T09:00:00.000Z' },
            { data: deletionLabels.analyses(1, 90), dueAt: '2026-08-18T09:00:00.000Z' },
            { data: deletionLabels.activityLog(2, 365), dueAt: '2027-05-01T10:00:00.000Z' },
            { data: deletionLabels.consents(2, 365), dueAt: '2027-06-01T12:30:00.000Z' },
          ],
        },
        complianceStatus: { gdprCompliant: true, issues: [] },
      },
      dataRetention: {
        retentionPeriods: { userData: 30, analysis: 90, temporary: 1, auditLogs: 365 },
        automaticCleanupEnabled: true,
      },
      security: { totalScans: 3, threatsDetected: 1, averageRiskScore: 36.7 },
    });
  });

  it('counts data as past its retention only once the job should have deleted it', () => {
    const scanAt = new Date(NOW.getTime() - DAY - HOUR);
    const onTime = { ...history, unkeptScans: { count: 1, oldest: scanAt } };
    expect(complianceReportOf(onTime, retention, NOW).privacy.complianceStatus.issues).toEqual([]);
    const late = { ...history, unkeptScans: { count: 2, oldest: new Date(scanAt.getTime() - 1) } };
    expect(complianceReportOf(late, retention, NOW).privacy.complianceStatus).toEqual({
      gdprCompliant: false,
      issues: [complianceIssues.pastRetention(complianceIssues.pastRetentionWhat.unkeptScans(2))],
    });
  });

  it('names every failing check: no consent, an older policy, old analyses and log entries, cleanup off', () => {
    const old = new Date(NOW.getTime() - 400 * DAY);
    const failing: VisitorHistory = {
      ...history,
      analysesCreatedAt: [old, old],
      activityLog: { count: 5, oldest: old },
      consents: { count: 1, latestPolicyVersion: '0.9' },
    };
    const off = { ...retention, enabled: false };
    expect(complianceReportOf(failing, off, NOW).privacy.complianceStatus.issues).toEqual([
      complianceIssues.outdatedConsent('0.9', '1.0'),
      complianceIssues.pastRetention('2 analysis results are'),
      complianceIssues.pastRetention('5 activity log entries are'),
      complianceIssues.cleanupDisabled,
    ]);
    const none = { ...history, consents: { count: 0, latestPolicyVersion: null } };
    expect(complianceReportOf(none, off, NOW).privacy.complianceStatus.issues).toEqual([
      complianceIssues.noConsent,
      complianceIssues.cleanupDisabled,
    ]);
    expect(complianceReportOf(none, off, NOW).dataRetention.automaticCleanupEnabled).toBe(false);
  });

  it('schedules nothing for a visitor with nothing stored', () => {
    const empty: VisitorHistory = {
      activities: [],
      activityLog: { count: 0, oldest: null },
      lastSeenAt: null,
      hasUserData: false,
      analysesCreatedAt: [],
      unkeptScans: { count: 0, oldest: null },
      scans: { total: 0, threats: 0, averageRiskScore: 0 },
      consents: { count: 0, latestPolicyVersion: null },
    };
    const report = complianceReportOf(empty, retention, NOW);
    expect(report.privacy.userData.scheduledDeletions).toEqual([]);
    expect(report.security).toEqual({ totalScans: 0, threatsDetected: 0, averageRiskScore: 0 });
  });
});
