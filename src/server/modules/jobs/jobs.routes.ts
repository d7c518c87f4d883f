import {
  createJobDescriptionBodySchema,
  extractJobBodySchema,
  extractJobResponseSchema,
  jobDescriptionListResponseSchema,
  jobDescriptionResponseSchema,
} from '@shared/api/job-descriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerGoneSignal } from '../../http/caller-signal';
import { visitorOf } from '../../http/session';
import { visitorLimitHooks } from '../../http/visitor-limit-hook';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import type { JobsService } from './jobs.service';

/**
 * Job descriptions and extraction from a posting URL (core spec §7). An extraction counts against the visitor's
 * `extract` limit (issue 22 §5), and as `ai` too when a model reads the page.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{
  jobs: JobsService;
  checkVisitorLimit: CheckVisitorLimit;
}> = async (app, { jobs, checkVisitorLimit }) => {
  const limitedAs = visitorLimitHooks(checkVisitorLimit);
  app.post(
    '/job-descriptions',
    { schema: { body: createJobDescriptionBodySchema, response: { 201: jobDescriptionResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ jobDescription: await jobs.create(visitorOf(request).owner, request.body) }),
  );

  app.get(
    '/job-descriptions',
    { schema: { response: { 200: jobDescriptionListResponseSchema } } },
    async (request) => ({
      jobDescriptions: await jobs.list(visitorOf(request).owner),
    }),
  );

  app.post(
    '/extract-job-description',
    {
      onRequest: limitedAs('extract'),
      schema: { body: extractJobBodySchema, response: { 200: extractJobResponseSchema } },
    },
    async (request, reply) => ({
      data: await jobs.extract(request.body.url, {
        model: request.body.model,
        owner: visitorOf(request).owner,
        address: visitorOf(request).address,
        signal: callerGoneSignal(reply),
      }),
    }),
  );
};
