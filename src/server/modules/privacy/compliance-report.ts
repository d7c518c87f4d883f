import {
  type ComplianceReport,
  PRIVACY_POLICY_VERSION,
  type ProcessingActivityKind,
  processingActivityKinds,
  type ScheduledDeletion,
} from '@shared/api/privacy';
import type { RetentionConfig } from '../../config';
import { complianceIssues, deletionLabels } from './privacy.messages';
import type { VisitorHistory } from './privacy.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const isActivityKind = (kind: string): kind is ProcessingActivityKind =>
  (processingActivityKinds as readonly string[]).includes(kind);

/**
 * When the retention job deletes data made (or last visited) at `from`, at the latest: once its period has
 * passed, at the job's next pass.
 */
export function dueAt(from: Date, days: number, retention: RetentionConfig): Date {
  return new Date(from.getTime() + days * DAY_MS + retention.intervalMinutes * MINUTE_MS);
}

/** The UTC day of a time, "2026-03-01": analyses made the same day are deleted together. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The visitor's scheduled deletions, soonest first: their resumes and job descriptions (from their last visit),
 * their analyses (grouped by the day they were made), their scan records of files not kept and their activity
 * log (from the oldest of each), and their consent records with the last-visit record.
 */
export function scheduledDeletionsOf(
  history: VisitorHistory,
  retention: RetentionConfig,
  now: Date,
): ScheduledDeletion[] {
  const { periods } = retention;
  const lastSeen = history.lastSeenAt ?? now;
  const deletions: { data: string; due: Date }[] = [];
  if (history.hasUserData)
    deletions.push({
      data: deletionLabels.userData(periods.userData),
      due: dueAt(lastSeen, periods.userData, retention),
    });
  const analysesByDay = new Map<string, Date[]>();
  for (const at of history.analysesCreatedAt)
    analysesByDay.set(dayOf(at), [...(analysesByDay.get(dayOf(at)) ?? []), at]);
  for (const made of analysesByDay.values()) {
    const first = made.reduce((a, b) => (a < b ? a : b));
    deletions.push({
      data: deletionLabels.analyses(made.length, periods.analysis),
      due: dueAt(first, periods.analysis, retention),
    });
  }
  if (history.unkeptScans.oldest)
    deletions.push({
      data: deletionLabels.unkeptScans(history.unkeptScans.count, periods.temporary),
      due: dueAt(history.unkeptScans.oldest, periods.temporary, retention),
    });
  if (history.activityLog.oldest)
    deletions.push({
      data: deletionLabels.activityLog(history.activityLog.count, periods.auditLogs),
      due: dueAt(history.activityLog.oldest, periods.auditLogs, retention),
    });
  if (history.consents.count > 0)
    deletions.push({
      data: deletionLabels.consents(history.consents.count, periods.auditLogs),
      due: dueAt(lastSeen, periods.auditLogs, retention),
    });
  return deletions
    .sort((a, b) => a.due.getTime() - b.due.getTime())
    .map(({ data, due }) => ({ data, dueAt: due.toISOString() }));
}

/**
 * The compliance checks, each failing one an issue: consent recorded, given to the current policy version,
 * nothing of the visitor kept past its deletion time (the job should have run by then), the cleanup job on.
 */
export function complianceIssuesOf(history: VisitorHistory, retention: RetentionConfig, now: Date): string[] {
  const { periods } = retention;
  const issues: string[] = [];
  const { latestPolicyVersion } = history.consents;
  if (latestPolicyVersion === null) issues.push(complianceIssues.noConsent);
  else if (latestPolicyVersion !== PRIVACY_POLICY_VERSION)
    issues.push(complianceIssues.outdatedConsent(latestPolicyVersion, PRIVACY_POLICY_VERSION));
  const isPast = (from: Date, days: number) => dueAt(from, days, retention) < now;
  const what = complianceIssues.pastRetentionWhat;
  if (history.hasUserData && isPast(history.lastSeenAt ?? now, periods.userData))
    issues.push(complianceIssues.pastRetention(what.userData));
  const oldAnalyses = history.analysesCreatedAt.filter((at) => isPast(at, periods.analysis)).length;
  if (oldAnalyses > 0) issues.push(complianceIssues.pastRetention(what.analyses(oldAnalyses)));
  if (history.unkeptScans.oldest && isPast(history.unkeptScans.oldest, periods.temporary))
    issues.push(complianceIssues.pastRetention(what.unkeptScans(history.unkeptScans.count)));
  if (history.activityLog.oldest && isPast(history.activityLog.oldest, periods.auditLogs))
    issues.push(complianceIssues.pastRetention(what.activityLog(history.activityLog.count)));
  if (!retention.enabled) issues.push(complianceIssues.cleanupDisabled);
  return issues;
}

/** GET /api/compliance/report (platform spec §3 "Compliance report"): every figure from the visitor's history. */
export function complianceReportOf(
  history: VisitorHistory,
  retention: RetentionConfig,
  now: Date,
): ComplianceReport {
  const issues = complianceIssuesOf(history, retention, now);
  return {
    privacy: {
      userData: {
        processingActivities: history.activities.flatMap((row) =>
          isActivityKind(row.kind)
            ? [
                {
                  activity: row.kind,
                  purpose: row.purpose,
                  detail: row.detail,
                  at: row.createdAt.toISOString(),
                },
              ]
            : [],
        ),
        scheduledDeletions: scheduledDeletionsOf(history, retention, now),
      },
      complianceStatus: { gdprCompliant: issues.length === 0, issues },
    },
    dataRetention: {
      retentionPeriods: { ...retention.periods },
      automaticCleanupEnabled: retention.enabled,
    },
    security: {
      totalScans: history.scans.total,
      threatsDetected: history.scans.threats,
      averageRiskScore: Math.round(history.scans.averageRiskScore * 10) / 10,
    },
  };
}
