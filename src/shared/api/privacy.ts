import { z } from 'zod';

/**
 * Platform spec §3, §7 and issue 19: consent, the compliance report, the data export and the erasure. One source
 * for the server's validation and the client's reading.
 */

/** The privacy policy's version (platform spec §9 "policy version 1.0"): each consent record names it. */
export const PRIVACY_POLICY_VERSION = '1.0';

/** Platform spec §7: the purposes the client consents to (the required processing). */
export const consentPurposes = [
  'resume_analysis',
  'file_processing',
  'job_description_processing',
  'ai_processing',
] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export const optionalConsentsSchema = z.object({
  analytics: z.boolean(),
  marketing: z.boolean(),
  improvements: z.boolean(),
});
export type OptionalConsents = z.infer<typeof optionalConsentsSchema>;

/** Platform spec §4: what the detailed view of the banner starts with. */
export const defaultOptionalConsents: OptionalConsents = {
  analytics: false,
  marketing: false,
  improvements: true,
};

/**
 * POST /api/consent (platform spec §3 "Consent record sent"): the purposes (from `consentPurposes`, at least one,
 * unknown ones refused), the optional consents and the privacy policy's acceptance, which must be true: consent
 * without accepting the policy is no consent.
 */
export const consentBodySchema = z.object({
  purposes: z
    .array(z.enum(consentPurposes, { message: `purposes must be among ${consentPurposes.join(', ')}` }))
    .min(1, 'purposes must name at least one purpose')
    .max(consentPurposes.length * 2),
  optionalConsents: optionalConsentsSchema,
  privacyPolicy: z.literal(true, {
    message: 'privacyPolicy must be true: accept the Privacy Policy to consent',
  }),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

/** GET /api/consent/status (platform spec §3 "Consent status"): the latest record, or none. */
export const consentStatusSchema = z.object({
  hasConsent: z.boolean(),
  /** ISO 8601; null when no consent is recorded. */
  consentDate: z.string().nullable(),
  optionalConsents: optionalConsentsSchema,
  /** Beyond the spec: the purposes and policy version of the latest record (empty and null without one). */
  purposes: z.array(z.enum(consentPurposes)),
  privacyPolicyVersion: z.string().nullable(),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/** What was processed for the visitor (issue 19): the processing-activity log's kinds. */
export const processingActivityKinds = [
  'upload',
  'version',
  'job_description',
  'analysis',
  'optimization',
  'export',
  'ai_call',
  'consent',
  'privacy_export',
] as const;
export type ProcessingActivityKind = (typeof processingActivityKinds)[number];

export const processingActivitySchema = z.object({
  activity: z.enum(processingActivityKinds),
  /** Why, in words: "Resume analysis against a job description". */
  purpose: z.string(),
  /** What, without personal data: "pdf", "Provider: Groq". */
  detail: z.string().nullable(),
  /** ISO 8601. */
  at: z.string(),
});
export type ProcessingActivity = z.infer<typeof processingActivitySchema>;

export const scheduledDeletionSchema = z.object({
  /** What goes: "Resumes and job descriptions (30 days without a visit)", "Analyses", "Activity log". */
  data: z.string(),
  /** ISO 8601: when the retention job deletes it at the latest. */
  dueAt: z.string(),
});
export type ScheduledDeletion = z.infer<typeof scheduledDeletionSchema>;

/** Retention periods in days (platform spec §9; each a setting on the server). */
export const retentionPeriodsSchema = z.object({
  userData: z.number().int().positive(),
  analysis: z.number().int().positive(),
  temporary: z.number().int().positive(),
  /** Beyond the spec: the activity log ("audit logs 1 year"). */
  auditLogs: z.number().int().positive(),
});
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;

/** Platform spec §9: the policy's retention periods, in days; the server's defaults. */
export const defaultRetentionDays: RetentionPeriods = {
  temporary: 1,
  userData: 30,
  analysis: 90,
  auditLogs: 365,
};

/** Platform spec §9: rights requests are answered within 30 days. */
export const RIGHTS_ANSWER_DAYS = 30;

/** GET /api/compliance/report (platform spec §3 "Compliance report"), every figure from stored data. */
export const complianceReportSchema = z.object({
  privacy: z.object({
    userData: z.object({
      processingActivities: z.array(processingActivitySchema),
      scheduledDeletions: z.array(scheduledDeletionSchema),
    }),
    complianceStatus: z.object({ gdprCompliant: z.boolean(), issues: z.array(z.string()) }),
  }),
  dataRetention: z.object({
    retentionPeriods: retentionPeriodsSchema,
    automaticCleanupEnabled: z.boolean(),
  }),
  security: z.object({
    totalScans: z.number().int().nonnegative(),
    threatsDetected: z.number().int().nonnegative(),
    /** 0-100, higher is riskier; 0 without scans. The settings page shows 100 minus it as the security score. */
    averageRiskScore: z.number().min(0).max(100),
  }),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

/** POST /api/privacy/export (platform spec §7): JSON only. */
export const privacyExportBodySchema = z.object({
  format: z.literal('json', { message: 'format must be json' }),
});

/** Platform spec §7: the client saves the export as 'privacy-data-export' plus the date (YYYY-MM-DD) and .json. */
export const privacyExportFileName = (date: Date) =>
  `privacy-data-export-${date.toISOString().slice(0, 10)}.json`;

/**
 * POST /api/privacy/erasure answers 200 with this (beyond the spec, which shows no body): every row and file of
 * the visitor is gone, `rowsDeleted` of them.
 */
export const privacyErasureResponseSchema = z.object({
  erased: z.literal(true),
  rowsDeleted: z.number().int().nonnegative(),
});
export type PrivacyErasureResponse = z.infer<typeof privacyErasureResponseSchema>;
