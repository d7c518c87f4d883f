import {
  type ComplianceReport,
  type ConsentBody,
  type ConsentStatus,
  consentPurposes,
  type OptionalConsents,
  privacyExportFileName,
} from '@shared/api/privacy';
import type { RetentionConfig } from '../../config';
import type { ResumesRepository } from '../resumes/resumes.repository';
import { complianceReportOf } from './compliance-report';
import { accountTables, ownerTables } from './owner-tables';
import { consentDetail } from './privacy.messages';
import type { ConsentRow, PrivacyRepository } from './privacy.repository';
import { type PrivacyExport, privacyExportOf, type ResumeContent } from './privacy-export';
import type { PrivacyRecorder } from './privacy-recorder';
import type { PurgeDeletedRows } from './purge-deleted-rows';

interface Dependencies {
  repository: PrivacyRepository;
  resumes: Pick<ResumesRepository, 'documentOf' | 'listSections'>;
  recorder: PrivacyRecorder;
  retention: RetentionConfig;
  /** Rewrites the files of the tables an erasure deleted from, so no file of the database holds the rows. */
  purgeDeleted: PurgeDeletedRows;
  /** Tells the last-seen tracker that a visitor was erased. */
  onErased?: (owner: string) => void;
  now?: () => Date;
}

/** A consent record as the consent status reads it (platform spec §3 "Consent status"). */
function statusOf(row: ConsentRow | undefined): ConsentStatus {
  if (!row) {
    return {
      hasConsent: false,
      consentDate: null,
      // Nothing optional is consented to without a record (the banner's own defaults are only a suggestion).
      optionalConsents: { analytics: false, marketing: false, improvements: false },
      purposes: [],
      privacyPolicyVersion: null,
    };
  }
  return {
    hasConsent: true,
    consentDate: row.createdAt.toISOString(),
    optionalConsents: { analytics: row.analytics, marketing: row.marketing, improvements: row.improvements },
    purposes: consentPurposes.filter((purpose) => row.purposes.includes(purpose)),
    privacyPolicyVersion: row.privacyPolicyVersion,
  };
}

/** Consent, the compliance report, the data export and the erasure (platform spec §7; issue 19). */
export function createPrivacyService({
  repository,
  resumes,
  recorder,
  retention,
  purgeDeleted,
  onErased,
  now = () => new Date(),
}: Dependencies) {
  return {
    status: async (owner: string) => statusOf(await repository.latestConsent(owner)),

    /** A new record (the latest is the status), logged as a `consent` activity. */
    async recordConsent(owner: string, body: ConsentBody): Promise<ConsentStatus> {
      const row = await repository.recordConsent(owner, body, now());
      await recorder.activity(owner, 'consent', consentDetail(body.optionalConsents));
      return statusOf(row);
    },

    /**
     * Whether the visitor consented to an optional use (analytics, marketing, improvements) in their latest
     * record: what optional features (analytics events) check before recording anything.
     */
    async hasOptionalConsent(owner: string, use: keyof OptionalConsents): Promise<boolean> {
      const row = await repository.latestConsent(owner);
      return row ? row[use] : false;
    },

    async report(owner: string): Promise<ComplianceReport> {
      return complianceReportOf(await repository.history(owner), retention, now());
    },

    /** Everything stored about the visitor (see privacyExportOf), logged first as a `privacy_export`. */
    async exportData(owner: string): Promise<{ data: PrivacyExport; fileName: string }> {
      await recorder.activity(owner, 'privacy_export', 'json');
      const rows = await repository.exportRows(owner);
      const contents = new Map<number, ResumeContent>();
      for (const resume of rows.resumes) {
        const found = await resumes.documentOf(owner, resume.id);
        if (found)
          contents.set(resume.id, {
            document: found.document,
            sections: await resumes.listSections(owner, resume.id),
          });
      }
      const at = now();
      return { data: privacyExportOf(rows, contents, at), fileName: privacyExportFileName(at) };
    },

    /**
     * Deletes every row and file of the visitor in one transaction, and for a signed-in user (`userId`, sign-in
     * mode) their account and sessions too; answers how many rows went, once the tables' files no longer hold
     * them (issue 29 §4; see purge-deleted-rows.ts).
     */
    async erase(owner: string, userId: string | null = null): Promise<{ erased: true; rowsDeleted: number }> {
      const rowsDeleted = await repository.erase(owner, now(), userId);
      onErased?.(owner);
      // Nothing deleted, nothing to rewrite: an erasure of an unknown visitor costs no table rewrite.
      if (rowsDeleted > 0)
        await purgeDeleted(userId === null ? ownerTables : [...ownerTables, ...accountTables]);
      return { erased: true, rowsDeleted };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
