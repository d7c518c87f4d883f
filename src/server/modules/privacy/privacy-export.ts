import { PRIVACY_POLICY_VERSION } from '@shared/api/privacy';
import type { ResumeSection } from '@shared/api/resumes';
import type { ResumeDocument } from '@shared/resume-document';
import type { PrivacyRepository } from './privacy.repository';

type Rows = Awaited<ReturnType<PrivacyRepository['exportRows']>>;

/** A stored file in the export: its type, its size in bytes, and its bytes in base64. */
export interface ExportedFile {
  mimeType: string;
  size: number;
  base64: string;
}

/** What a resume's document and sections read, as the resumes module answers them. */
export interface ResumeContent {
  document: ResumeDocument;
  sections: ResumeSection[];
}

const fileOf = (mimeType: string, data: Uint8Array): ExportedFile => ({
  mimeType,
  size: data.byteLength,
  base64: Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64'),
});

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** structured_data is JSON text we wrote; shown parsed, or as it is if it ever is not JSON. */
function parsedOrText(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POST /api/privacy/export: everything stored about the visitor, as one JSON document (issue 19). Its shape:
 *
 * ```
 * { exportedAt, format: 'json', privacyPolicyVersion,
 *   visitor: { lastSeenAt },
 *   resumes: [{ id, fileName, fileType, fileSize, uploadedAt, text, structuredData (contact, warnings, document),
 *               document (as the visitor left it), sections: [{ index, type, title, content, modifiedContent, ... }],
 *               file: { mimeType, size, base64 } | null,
 *               versions: [{ id, version, title, description, tags, fileName, fileSize, mimeType, text, warnings,
 *                            isActive, createdAt, file: { mimeType, size, base64 } | null }] }],
 *   jobDescriptions: [{ id, title, company, description, url, companyUrl, companyResearch, createdAt }],
 *   analyses: [{ id, resumeId, jobDescriptionId, jobTitle, scores, suggestions, skillsAnalysis, evidence,
 *                optimizedText, optimizedDocument, provider, model, createdAt }],
 *   candidateProfiles: [{ id, userId, extractedData, preferences, lastResumeUpdate, createdAt, updatedAt }],
 *   consents: [{ purposes, optionalConsents: { analytics, marketing, improvements }, privacyPolicyVersion, createdAt }],
 *   processingActivities: [{ activity, purpose, detail, at }],
 *   securityScans: [{ source, riskLevel, riskScore, threatFound, fileType, fileSize, resumeId, createdAt }],
 *   usageCounters: [{ kind, windowStart, hits }] }
 * ```
 *
 * File bytes are base64 (with their size and type), so the export alone holds everything. Times are ISO 8601.
 */
export function privacyExportOf(rows: Rows, contents: Map<number, ResumeContent>, now: Date) {
  const filesByResume = new Map(rows.resumeFiles.map((file) => [file.resumeId, file]));
  const filesByVersion = new Map(rows.versionFiles.map((file) => [file.versionId, file]));
  return {
    exportedAt: now.toISOString(),
    format: 'json' as const,
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    visitor: { lastSeenAt: iso(rows.visitorActivity[0]?.lastSeenAt) },
    resumes: rows.resumes.map((resume) => {
      const file = filesByResume.get(resume.id);
      const content = contents.get(resume.id);
      return {
        id: resume.id,
        fileName: resume.fileName,
        fileType: resume.fileType,
        fileSize: resume.fileSize,
        uploadedAt: iso(resume.uploadedAt),
        text: resume.originalText,
        structuredData: parsedOrText(resume.structuredData),
        document: content?.document ?? null,
        sections: content?.sections ?? [],
        file: file ? fileOf(file.mimeType, file.data) : null,
        versions: rows.versions
          .filter((version) => version.resumeId === resume.id)
          .map(({ owner: _owner, extractedText, createdAt, ...version }) => {
            const versionFile = filesByVersion.get(version.id);
            return {
              ...version,
              text: extractedText,
              createdAt: iso(createdAt),
              file: versionFile ? fileOf(version.mimeType, versionFile.data) : null,
            };
          }),
      };
    }),
    jobDescriptions: rows.jobDescriptions.map(({ owner: _owner, createdAt, ...job }) => ({
      ...job,
      createdAt: iso(createdAt),
    })),
    analyses: rows.analyses.map(({ owner: _owner, createdAt, ...analysis }) => ({
      ...analysis,
      createdAt: iso(createdAt),
    })),
    candidateProfiles: rows.candidateProfiles.map(
      ({ owner: _owner, createdAt, updatedAt, lastResumeUpdate, ...profile }) => ({
        ...profile,
        lastResumeUpdate: iso(lastResumeUpdate),
        createdAt: iso(createdAt),
        updatedAt: iso(updatedAt),
      }),
    ),
    consents: rows.consents.map((consent) => ({
      purposes: consent.purposes,
      optionalConsents: {
        analytics: consent.analytics,
        marketing: consent.marketing,
        improvements: consent.improvements,
      },
      privacyPolicyVersion: consent.privacyPolicyVersion,
      createdAt: iso(consent.createdAt),
    })),
    processingActivities: rows.activities.map((entry) => ({
      activity: entry.kind,
      purpose: entry.purpose,
      detail: entry.detail,
      at: iso(entry.createdAt),
    })),
    securityScans: rows.scans.map(({ owner: _owner, id: _id, createdAt, ...scan }) => ({
      ...scan,
      createdAt: iso(createdAt),
    })),
    usageCounters: rows.rateLimits.map((counter) => ({
      kind: counter.kind,
      windowStart: iso(counter.windowStart),
      hits: counter.hits,
    })),
  };
}

export type PrivacyExport = ReturnType<typeof privacyExportOf>;
