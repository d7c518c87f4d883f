import {
  createResumeFromDocumentBodySchema,
  createResumeFromJsonResumeBodySchema,
  idParamsSchema,
  resumeListResponseSchema,
  resumeResponseSchema,
  sectionParamsSchema,
  sectionResponseSchema,
  sectionsResponseSchema,
  updateSectionBodySchema,
} from '@shared/api/resumes';
import { RESUME_MAX_BYTES } from '@shared/constants';
import { validationMessages } from '@shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { visitorOf } from '../../http/session';
import { readUploadedFile } from '../../http/upload';
import { type VisitorLimitHook, visitorLimitHooks } from '../../http/visitor-limit-hook';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import type { ResumesService } from './resumes.service';

/**
 * Resume upload, text, sections and the original file (core spec §7; ingestion issue). The three ways a resume
 * is made count against the visitor's `upload` limit (issue 22 §5).
 */
export const resumesRoutes: FastifyPluginAsyncZod<{
  resumes: ResumesService;
  checkVisitorLimit: CheckVisitorLimit;
  /** Answers 503 before the body is read when the visitor's file would get no worker (work-room-hook.ts). */
  hasWorkRoom: VisitorLimitHook;
}> = async (app, { resumes, checkVisitorLimit, hasWorkRoom }) => {
  const limitedAs = visitorLimitHooks(checkVisitorLimit);
  app.post(
    '/resumes',
    { onRequest: [hasWorkRoom, limitedAs('upload')], schema: { response: { 201: resumeResponseSchema } } },
    async (request, reply) => {
      const file = await readUploadedFile(request, {
        field: 'resume',
        maxBytes: RESUME_MAX_BYTES,
        tooLargeMessage: validationMessages.fileTooLarge,
      });
      const resume = await resumes.upload(visitorOf(request).owner, file);
      return reply.code(201).send({ resume });
    },
  );

  // Issue 18 (builder, JSON Resume import): a document made a resume of the visitor, as an upload would be.
  app.post(
    '/resumes/from-document',
    {
      onRequest: limitedAs('upload'),
      schema: { body: createResumeFromDocumentBodySchema, response: { 201: resumeResponseSchema } },
    },
    async (request, reply) => {
      const { document, fileName } = request.body;
      const resume = await resumes.fromDocument(visitorOf(request).owner, document, fileName);
      return reply.code(201).send({ resume });
    },
  );

  app.post(
    '/resumes/from-json-resume',
    {
      onRequest: limitedAs('upload'),
      schema: { body: createResumeFromJsonResumeBodySchema, response: { 201: resumeResponseSchema } },
    },
    async (request, reply) => {
      const { jsonResume, fileName } = request.body;
      const resume = await resumes.fromJsonResume(visitorOf(request).owner, jsonResume, fileName);
      return reply.code(201).send({ resume });
    },
  );

  app.get('/resumes', { schema: { response: { 200: resumeListResponseSchema } } }, async (request) => ({
    resumes: await resumes.list(visitorOf(request).owner),
  }));

  app.get(
    '/resumes/:id',
    { schema: { params: idParamsSchema, response: { 200: resumeResponseSchema } } },
    async (request) => ({ resume: await resumes.get(visitorOf(request).owner, request.params.id) }),
  );

  app.get(
    '/resumes/:id/sections',
    { schema: { params: idParamsSchema, response: { 200: sectionsResponseSchema } } },
    async (request) => ({
      sections: await resumes.listSections(visitorOf(request).owner, request.params.id),
    }),
  );

  app.patch(
    '/resumes/:id/sections/:index',
    {
      schema: {
        params: sectionParamsSchema,
        body: updateSectionBodySchema,
        response: { 200: sectionResponseSchema },
      },
    },
    async (request) => {
      const { id, index } = request.params;
      return { section: await resumes.updateSection(visitorOf(request).owner, id, index, request.body) };
    },
  );

  // The original bytes. A PDF is shown inline (the section editor's preview frame); anything else is a
  // download, and nothing here may run in our origin: no sniffing, and a sandbox CSP on the response.
  app.get('/resumes/:id/file', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const file = await resumes.getFile(visitorOf(request).owner, request.params.id);
    const isPdf = file.mimeType === 'application/pdf';
    return reply
      .type(file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType)
      .header('content-disposition', contentDisposition(isPdf ? 'inline' : 'attachment', file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header(
        'content-security-policy',
        isPdf ? "default-src 'none'; frame-ancestors 'self'" : "default-src 'none'; sandbox",
      )
      .send(Buffer.from(file.data));
  });

  app.delete('/resumes/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await resumes.delete(visitorOf(request).owner, request.params.id);
    return reply.code(204).send();
  });
};
