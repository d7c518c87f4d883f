import { exportBodySchema } from '@shared/api/export';
import { idParamsSchema } from '@shared/api/resumes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { visitorOf } from '../../http/session';
import { visitorLimitHooks } from '../../http/visitor-limit-hook';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import type { ExportsService } from './exports.service';

/**
 * POST /api/resumes/{id}/export (platform spec §7): the resume as a pdf, docx, txt, html or json file, answered
 * as a download named "resume-export.<format>". Nothing in it may run in our origin: no sniffing, a sandbox CSP.
 * Counts against the visitor's `export` limit (issue 22 §5).
 */
export const exportsRoutes: FastifyPluginAsyncZod<{
  exports: ExportsService;
  checkVisitorLimit: CheckVisitorLimit;
}> = async (app, { exports, checkVisitorLimit }) => {
  const limitedAs = visitorLimitHooks(checkVisitorLimit);
  app.post(
    '/resumes/:id/export',
    { onRequest: limitedAs('export'), schema: { params: idParamsSchema, body: exportBodySchema } },
    async (request, reply) => {
      const file = await exports.export(visitorOf(request).owner, request.params.id, request.body);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
};
