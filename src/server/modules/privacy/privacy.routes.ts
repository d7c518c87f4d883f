import {
  complianceReportSchema,
  consentBodySchema,
  consentStatusSchema,
  privacyErasureResponseSchema,
  privacyExportBodySchema,
} from '@shared/api/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { visitorOf } from '../../http/session';
import type { PrivacyService } from './privacy.service';

/** Consent, the compliance report, the data export and the erasure (platform spec §7; issue 19). */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  app.get('/consent/status', { schema: { response: { 200: consentStatusSchema } } }, async (request) =>
    privacy.status(visitorOf(request).owner),
  );

  // A new consent record; answers the status it makes.
  app.post(
    '/consent',
    { schema: { body: consentBodySchema, response: { 201: consentStatusSchema } } },
    async (request, reply) =>
      reply.code(201).send(await privacy.recordConsent(visitorOf(request).owner, request.body)),
  );

  app.get('/compliance/report', { schema: { response: { 200: complianceReportSchema } } }, async (request) =>
    privacy.report(visitorOf(request).owner),
  );

  // A download of everything stored about the visitor: pretty-printed JSON, never cached.
  app.post('/privacy/export', { schema: { body: privacyExportBodySchema } }, async (request, reply) => {
    const { data, fileName } = await privacy.exportData(visitorOf(request).owner);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  // No body. Everything of the visitor is deleted in one transaction.
  app.post(
    '/privacy/erasure',
    { schema: { response: { 200: privacyErasureResponseSchema } } },
    async (request) => {
      const { owner, userId } = visitorOf(request);
      return privacy.erase(owner, userId);
    },
  );
};
