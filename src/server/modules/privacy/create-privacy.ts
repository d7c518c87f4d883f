import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createResumesRepository } from '../resumes/resumes.repository';
import { createPrivacyRepository } from './privacy.repository';
import { createPrivacyService } from './privacy.service';
import { createPrivacyRecorder } from './privacy-recorder';
import { createDeletedRowsPurge } from './purge-deleted-rows';
import { createRetentionJob } from './retention-job';
import { createVisitorActivity } from './visitor-activity';

/**
 * The privacy module's parts on one database (issue 19): the recorder the other modules report processing and
 * scans to, the last-seen tracker, the service behind the routes, and the retention job.
 */
export function createPrivacy(
  db: Database,
  config: Pick<Config, 'retention'>,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  const repository = createPrivacyRepository(db);
  const recorder = createPrivacyRecorder({ repository, now, log });
  const visitorActivity = createVisitorActivity({ repository, now });
  // One for the erasures and the retention job, so that their purges share a queue (and a warning).
  const purgeDeleted = createDeletedRowsPurge({ db, log });
  const service = createPrivacyService({
    repository,
    resumes: createResumesRepository(db),
    recorder,
    retention: config.retention,
    purgeDeleted,
    onErased: visitorActivity.forget,
    now,
  });
  const retentionJob = createRetentionJob({ db, retention: config.retention, log, purgeDeleted, now });
  return { recorder, visitorActivity, service, retentionJob };
}
