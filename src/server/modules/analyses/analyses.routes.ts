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
import { visitorLimitHooks } from '../../http/visitor-limit-hook';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import type { AnalysesService } from './analyses.service';

/**
 * Analysis, optimization and bullet variations (core spec §7). Analyses count in the service (`analyze`, or `ai`
 * when a model is asked); optimizations and bullet variations against their own limits here (issue 22 §5), and
 * variations a model is asked for count as `ai` too.
 */
export const analysesRoutes: FastifyPluginAsyncZod<{
  analyses: AnalysesService;
  checkVisitorLimit: CheckVisitorLimit;
}> = async (app, { analyses, checkVisitorLimit }) => {
  const limitedAs = visitorLimitHooks(checkVisitorLimit);
  app.post(
    '/analyze',
    { schema: { body: analyzeBodySchema, response: { 201: analysisResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({
        analysis: await analyses.analyze(visitorOf(request).owner, request.body, {
          signal: callerGoneSignal(reply),
          address: visitorOf(request).address,
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
    {
      onRequest: limitedAs('optimize'),
      schema: { body: optimizeBodySchema, response: { 200: optimizeResponseSchema } },
    },
    async (request) => analyses.optimize(visitorOf(request).owner, request.body),
  );

  app.post(
    '/generate-bullet-variations',
    {
      onRequest: limitedAs('bullets'),
      schema: { body: bulletVariationsBodySchema, response: { 200: bulletVariationsResponseSchema } },
    },
    async (request, reply) =>
      analyses.bulletVariations(visitorOf(request).owner, request.body, {
        signal: callerGoneSignal(reply),
        address: visitorOf(request).address,
      }),
  );
};
