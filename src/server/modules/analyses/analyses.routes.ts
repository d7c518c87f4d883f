import {
  analysisListResponseSchema,
  analysisResponseSchema,
  analyzeBodySchema,
  bulletVariationsBodySchema,
  bulletVariationsResponseSchema,
  optimizeBodySchema,
  optimizeResponseSchema,
} from '@shared/api/analysis';
import { idParamsSchema } from '@shared/api/resumes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerGoneSignal } from '../../http/caller-signal';
import { visitorOf } from '../../http/session';
import type { AnalysesService } from './analyses.service';

/** Analysis, optimization and bullet variations (core spec §7). */
export const analysesRoutes: FastifyPluginAsyncZod<{ analyses: AnalysesService }> = async (
  app,
  { analyses },
) => {
  app.post(
    '/analyze',
    { schema: { body: analyzeBodySchema, response: { 201: analysisResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({
        analysis: await analyses.analyze(visitorOf(request).owner, request.body, {
          signal: callerGoneSignal(reply),
        }),
      }),
  );

  app.get('/analyses', { schema: { response: { 200: analysisListResponseSchema } } }, async (request) => ({
    analyses: await analyses.list(visitorOf(request).owner),
  }));

  app.get(
    '/analyses/:id',
    { schema: { params: idParamsSchema, response: { 200: analysisResponseSchema } } },
    async (request) => ({ analysis: await analyses.get(visitorOf(request).owner, request.params.id) }),
  );

  app.post(
    '/optimize-resume',
    { schema: { body: optimizeBodySchema, response: { 200: optimizeResponseSchema } } },
    async (request) => analyses.optimize(visitorOf(request).owner, request.body),
  );

  app.post(
    '/generate-bullet-variations',
    { schema: { body: bulletVariationsBodySchema, response: { 200: bulletVariationsResponseSchema } } },
    async (request, reply) =>
      analyses.bulletVariations(visitorOf(request).owner, request.body, { signal: callerGoneSignal(reply) }),
  );
};
