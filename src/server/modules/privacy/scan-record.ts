import { AppError } from '@core/errors';
import { extensionOf } from '@core/ingest/file-name';
import { blockingKinds, type Finding, riskLevelOf } from '@core/ingest/scan/finding';
import type { FileValidationResult } from '@shared/file-validation';

/** A scan's verdict as validation answers it (platform spec §3 "File validation result" securityScan). */
export type SecuritySummary = FileValidationResult['securityScan'];

/** Where a scan happened: the file manager's check, a resume upload, or a new version's upload. */
export type ScanSource = 'validation' | 'resume_upload' | 'version_upload';

/** What is kept of one scan: the verdict, the file's type and size, never its name or content. */
export interface ScanEntry {
  source: ScanSource;
  summary: SecuritySummary;
  /** The file's MIME type as detected (or claimed by its extension when the file was refused). */
  fileType: string;
  fileSize: number;
  /** The resume the file was kept as (or a version of); null when the file was not kept. */
  resumeId: number | null;
}

const baseScore = { low: 10, medium: 50, high: 90 } as const;

/**
 * A scan's risk score, 0-100 (higher is riskier): 10 for a low risk level, 50 for medium, 90 for high, plus 5
 * for code that can run (scripts, macros) and 5 for content that is dangerous in itself, at most 100.
 */
export function riskScoreOf(summary: SecuritySummary): number {
  const score =
    baseScore[summary.riskLevel] + (summary.hasScripts ? 5 : 0) + (summary.hasMaliciousContent ? 5 : 0);
  return Math.min(100, score);
}

/** A threat is content that can run or is dangerous in itself (what a refusal of the file names). */
export const isThreat = (summary: SecuritySummary) => summary.hasMaliciousContent || summary.hasScripts;

/** The summary of a scan's findings, computed as file validation computes it (core/ingest/validate-file.ts). */
export function summaryOfFindings(findings: readonly Finding[]): SecuritySummary {
  return {
    riskLevel: riskLevelOf(findings),
    hasMaliciousContent: findings.some((finding) => finding.severity === 'high'),
    hasScripts: findings.some((finding) => finding.isScript === true),
  };
}

/**
 * The scan verdict of an upload refused for what its scan found (macros, JavaScript, a zip bomb...): a high
 * risk. Undefined for any other refusal (wrong type, too large, empty, locked or damaged): no threat to record.
 */
export function summaryOfRefusal(error: unknown): SecuritySummary | undefined {
  if (!(error instanceof AppError) || error.code !== 'UNPROCESSABLE') return undefined;
  const kind = (error.details as { kind?: unknown } | undefined)?.kind;
  if (typeof kind !== 'string' || blockingKinds.has(kind)) return undefined;
  return { riskLevel: 'high', hasMaliciousContent: true, hasScripts: false };
}

/** By the extension of the visitor's file name, which may be anything. */
const typeOfExtension = new Map([
  ['.pdf', 'application/pdf'],
  ['.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['.doc', 'application/msword'],
  ['.rtf', 'application/rtf'],
  ['.txt', 'text/plain'],
  ['.html', 'text/html'],
  ['.htm', 'text/html'],
]);

/** The type a refused file's name claims (its content was not read to the end): the scan record's file type. */
export const claimedFileTypeOf = (fileName: string) =>
  typeOfExtension.get(extensionOf(fileName)) ?? 'application/octet-stream';
