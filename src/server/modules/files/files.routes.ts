import { validateFile } from '@core/ingest/validate-file';
import { validateFileResponseSchema } from '@shared/api/files';
import { VALIDATE_MAX_BYTES } from '@shared/constants';
import { fileManagerMessages } from '@shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../../http/upload';

/** POST /api/files/validate: format and security checks for the file manager; stores nothing. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/files/validate',
    { schema: { response: { 200: validateFileResponseSchema } } },
    async (request) => {
      const file = await readUploadedFile(request, {
        field: 'file',
        maxBytes: VALIDATE_MAX_BYTES,
        tooLargeMessage: fileManagerMessages.fileTooLarge,
      });
      return { validation: await validateFile({ bytes: file.bytes, fileName: file.fileName }) };
    },
  );
};
