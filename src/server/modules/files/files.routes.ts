import { validateFileResponseSchema } from '@shared/api/files';
import { VALIDATE_MAX_BYTES } from '@shared/constants';
import { fileManagerMessages } from '@shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorOf } from '../../http/session';
import { readUploadedFile } from '../../http/upload';
import { visitorLimitHooks } from '../../http/visitor-limit-hook';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import { workRoomHook } from '../../http/work-room-hook';
import type { WorkPool } from '../../work/work-pool';
import type { PrivacyRecorder } from '../privacy/privacy-recorder';

/**
 * POST /api/files/validate: format and security checks for the file manager. Keeps nothing of the file: only
 * the scan's verdict with the file's type and size, for the privacy settings' security figures (issue 19).
 * Counts against the visitor's `upload` limit (issue 22 §5).
 */
export const filesRoutes: FastifyPluginAsyncZod<{
  work: WorkPool;
  checkVisitorLimit: CheckVisitorLimit;
  privacy?: PrivacyRecorder;
}> = async (app, { work, checkVisitorLimit, privacy }) => {
  const limitedAs = visitorLimitHooks(checkVisitorLimit);
  app.post(
    '/files/validate',
    {
      onRequest: [workRoomHook(work), limitedAs('upload')],
      schema: { response: { 200: validateFileResponseSchema } },
    },
    async (request) => {
      const file = await readUploadedFile(request, {
        field: 'file',
        maxBytes: VALIDATE_MAX_BYTES,
        tooLargeMessage: fileManagerMessages.fileTooLarge,
      });
      const { owner } = visitorOf(request);
      const validation = await work.run('validate', { bytes: file.bytes, fileName: file.fileName }, owner);
      await privacy?.scan(owner, {
        source: 'validation',
        summary: validation.securityScan,
        fileType: validation.metadata.mimeType,
        fileSize: validation.metadata.fileSize,
        resumeId: null,
      });
      return { validation };
    },
  );
};
