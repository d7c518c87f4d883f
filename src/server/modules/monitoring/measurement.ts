import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorClassOf, methodLabelOf, statusTextOf } from './error-class';
import { type RequestSample, UNMATCHED_ROUTE } from './request-aggregator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The class of the error this request was answered with (see error-class.ts), when one was thrown. */
    monitoringErrorClass: string | null;
  }
}

/** How long a request took, in ms; tests give their own. Default: Fastify's measure, from arrival to answer. */
export type ElapsedMs = (request: FastifyRequest, reply: FastifyReply) => number;

export const replyElapsedMs: ElapsedMs = (_request, reply) => reply.elapsedTime;

interface MeasurementOptions {
  record: (sample: RequestSample) => void;
  now: () => number;
  elapsedMs: ElapsedMs;
}

const isApi = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

/**
 * Measures every /api request once its answer is sent (issue 21): the route pattern (never the raw URL; a path
 * no route matched counts as `unmatched`), the method, the status, the error class of an error answer and the
 * duration. Synchronous hooks, constant work per request.
 */
export const measurementPlugin = fp(
  async (app: FastifyInstance, { record, now, elapsedMs }: MeasurementOptions) => {
    app.decorateRequest('monitoringErrorClass', null);
    app.addHook('onError', (request, _reply, error, done) => {
      request.monitoringErrorClass = errorClassOf(error);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (isApi(request.url)) {
        const status = reply.statusCode;
        record({
          at: now(),
          method: methodLabelOf(request.method),
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status,
          errorClass: status < 400 ? '' : (request.monitoringErrorClass ?? statusTextOf(status)),
          durationMs: elapsedMs(request, reply),
        });
      }
      done();
    });
  },
  { name: 'monitoring-measurement' },
);
