import { AppError } from '@core/errors';
import { idParamsSchema } from '@shared/api/resumes';
import {
  versionDiffQuerySchema,
  versionDiffResponseSchema,
  versionFieldsSchema,
  versionListResponseSchema,
  versionParamsSchema,
  versionResponseSchema,
  versionTextResponseSchema,
} from '@shared/api/versions';
import { VALIDATE_MAX_BYTES } from '@shared/constants';
import { fileManagerMessages } from '@shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { visitorOf } from '../../http/session';
import { readUploadedForm } from '../../http/upload';
import { type VisitorLimitHook, visitorLimitHooks } from '../../http/visitor-limit-hook';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import type { VersionFields, VersionsService } from './versions.service';

/** The multipart text fields, checked as a JSON body would be (the same answer as a schema failure). */
function parseFields(fields: Record<string, string>): VersionFields {
  const parsed = versionFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => ({
    path: `/${issue.path.join('/')}`,
    message: issue.message,
  }));
  const summary = problems.map(({ path, message }) => `${path.slice(1)}: ${message}`).join('; ');
  throw new AppError('VALIDATION_FAILED', `Invalid body: ${summary}`, problems);
}

/**
 * Resume versions (platform spec §3, §7; issue 17): create, list, make active, file, text, delete, diff. A new
 * version's upload counts against the visitor's `upload` limit (issue 22 §5).
 */
export const versionsRoutes: FastifyPluginAsyncZod<{
  versions: VersionsService;
  checkVisitorLimit: CheckVisitorLimit;
  /** Answers 503 before the body is read when the visitor's file would get no worker (work-room-hook.ts). */
  hasWorkRoom: VisitorLimitHook;
}> = async (app, { versions, checkVisitorLimit, hasWorkRoom }) => {
  const limitedAs = visitorLimitHooks(checkVisitorLimit);
  app.post(
    '/resumes/:id/versions',
    {
      onRequest: [hasWorkRoom, limitedAs('upload')],
      schema: { params: idParamsSchema, response: { 201: versionResponseSchema } },
    },
    async (request, reply) => {
      const { file, fields } = await readUploadedForm(request, {
        field: 'resume',
        maxBytes: VALIDATE_MAX_BYTES,
        tooLargeMessage: fileManagerMessages.fileTooLarge,
      });
      const owner = visitorOf(request).owner;
      const version = await versions.create(owner, request.params.id, file, parseFields(fields));
      return reply.code(201).send({ version });
    },
  );

  app.get(
    '/resumes/:id/versions',
    { schema: { params: idParamsSchema, response: { 200: versionListResponseSchema } } },
    async (request) => ({ versions: await versions.list(visitorOf(request).owner, request.params.id) }),
  );

  app.get(
    '/resumes/:id/versions/diff',
    {
      schema: {
        params: idParamsSchema,
        querystring: versionDiffQuerySchema,
        response: { 200: versionDiffResponseSchema },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      return versions.diff(visitorOf(request).owner, request.params.id, from, to);
    },
  );

  app.post(
    '/resumes/:id/versions/:versionId/activate',
    { schema: { params: versionParamsSchema, response: { 200: versionResponseSchema } } },
    async (request) => {
      const { id, versionId } = request.params;
      return { version: await versions.activate(visitorOf(request).owner, id, versionId) };
    },
  );

  // The stored bytes, always as a download: nothing here may run in our origin (no sniffing, a sandbox CSP).
  app.get(
    '/resumes/:id/versions/:versionId/file',
    { schema: { params: versionParamsSchema } },
    async (request, reply) => {
      const { id, versionId } = request.params;
      const file = await versions.getFile(visitorOf(request).owner, id, versionId);
      return reply
        .type(file.mimeType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.data));
    },
  );

  app.get(
    '/resumes/:id/versions/:versionId/text',
    { schema: { params: versionParamsSchema, response: { 200: versionTextResponseSchema } } },
    async (request) => {
      const { id, versionId } = request.params;
      return { text: await versions.getText(visitorOf(request).owner, id, versionId) };
    },
  );

  app.delete(
    '/resumes/:id/versions/:versionId',
    { schema: { params: versionParamsSchema } },
    async (request, reply) => {
      const { id, versionId } = request.params;
      await versions.delete(visitorOf(request).owner, id, versionId);
      return reply.code(204).send();
    },
  );
};
