import type { ProcessingActivityKind } from '@shared/api/privacy';
import type { FastifyBaseLogger } from 'fastify';
import { activityPurposes } from './privacy.messages';
import type { PrivacyRepository } from './privacy.repository';
import type { ScanEntry } from './scan-record';

/**
 * What the other modules tell the privacy module (issue 19): each processing of the visitor's data, and each
 * security scan of a file they sent. Recording never fails the visitor's request: a record that cannot be
 * written is logged as a warning (without the owner) and the request goes on.
 */
export interface PrivacyRecorder {
  /** Logs one processing activity; `detail` says what without personal data ("pdf", "Provider: Groq"). */
  activity(owner: string, kind: ProcessingActivityKind, detail?: string | null): Promise<void>;
  /** Keeps one scan's verdict, the file's type and size (see ScanEntry). */
  scan(owner: string, entry: ScanEntry): Promise<void>;
}

export function createPrivacyRecorder({
  repository,
  now = () => new Date(),
  log,
}: {
  repository: Pick<PrivacyRepository, 'recordActivity' | 'recordScan'>;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): PrivacyRecorder {
  return {
    async activity(owner, kind, detail = null) {
      try {
        await repository.recordActivity(owner, { kind, purpose: activityPurposes[kind], detail }, now());
      } catch (error) {
        log?.warn({ err: error, kind }, 'processing activity not recorded');
      }
    },
    async scan(owner, entry) {
      try {
        await repository.recordScan(owner, entry, now());
      } catch (error) {
        log?.warn({ err: error, source: entry.source }, 'security scan not recorded');
      }
    },
  };
}
