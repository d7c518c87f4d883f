import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { JSON_BODY_LIMIT_BYTES, VALIDATE_MAX_BYTES } from '@shared/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAiChain } from './ai/ai-chain';
import { type Config, defaultWorkConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { handleError } from './http/error-handler';
import { handleNotFound } from './http/not-found';
import { type PageFetcher, safeFetch } from './http/safe-fetch';
import { securityHeadersPlugin } from './http/security-headers';
import { sessionPlugin } from './http/session';
import { createVisitorLimits } from './http/visitor-limits';
import { webClientPlugin } from './http/web-client';
import { workRoomHook } from './http/work-room-hook';
import { aiRoutes } from './modules/ai/ai.routes';
import { createAnalysesRepository } from './modules/analyses/analyses.repository';
import { analysesRoutes } from './modules/analyses/analyses.routes';
import { createAnalysesService } from './modules/analyses/analyses.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createSignIn } from './modules/auth/create-sign-in';
import { exportsRoutes } from './modules/exports/exports.routes';
import { createExportsService } from './modules/exports/exports.service';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { createJobsService } from './modules/jobs/jobs.service';
import {
  createMonitoring,
  type MonitoringOptions,
  monitoringPlugin,
} from './modules/monitoring/create-monitoring';
import { instrumentAiChain } from './modules/monitoring/instrument-ai-chain';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes';
import { createPrivacy } from './modules/privacy/create-privacy';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { retentionJobPlugin } from './modules/privacy/retention-job';
import { visitorActivityPlugin } from './modules/privacy/visitor-activity';
import { createResumesRepository } from './modules/resumes/resumes.repository';
import { resumesRoutes } from './modules/resumes/resumes.routes';
import { createResumesService } from './modules/resumes/resumes.service';
import { createVersionsRepository } from './modules/versions/versions.repository';
import { versionsRoutes } from './modules/versions/versions.routes';
import { createVersionsService } from './modules/versions/versions.service';
import { createWorkPool } from './work/work-pool';

export interface RegisteredRoute {
  method: string;
  url: string;
  isPublic: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the isolation test and monitoring. */
    routeTable: RegisteredRoute[];
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** How job posting pages are fetched; tests replace the outside network here. Default: safeFetch. */
  fetchPage?: PageFetcher;
  /** The monitoring clock and request durations; tests set them to check the figures. Default: the real ones. */
  monitoring?: MonitoringOptions;
}

/** How long a client may take to send a whole request when BODY_TIMEOUT_MS is not configured. */
const DEFAULT_BODY_TIMEOUT_MS = 30_000;

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp({
  config,
  database,
  fetchPage,
  monitoring: monitoringOptions,
}: AppOptions): Promise<FastifyInstance> {
  // Sign-in mode discovers its provider first: a provider that can not be read stops start-up (a ConfigError).
  const signIn = config.auth?.mode === 'oidc' ? await createSignIn(config.auth, database.db) : null;
  const bodyTimeoutMs = config.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Logs carry ids, never resume text or the visitor's credential.
      redact: ['req.headers["x-session-id"]', 'req.headers.cookie', 'req.headers.authorization'],
    },
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // A request that trickles in is cut (408) once it has taken this long, not after Node's five minutes. Given
    // to Node's server when it is made (set later, Node does not apply it), and checked once a second, not
    // every thirty.
    requestTimeout: bodyTimeoutMs,
    http: { requestTimeout: bodyTimeoutMs, connectionsCheckingInterval: 1000 },
  }).withTypeProvider<ZodTypeProvider>();

  database.onConnectionLost((error) => app.log.warn({ err: error }, 'database connection lost'));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD')
        routeTable.push({ method, url: route.url, isPublic: Boolean(route.config?.isPublic) });
    }
  });
  // While shutting down, answers close their keep-alive connection so close() need not wait for idle clients.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
  });

  await app.register(securityHeadersPlugin, {
    imageOrigins: config.auth?.mode === 'oidc' ? [new URL(config.auth.issuerUrl).origin] : [],
  });
  await app.register(sessionPlugin, { signIn: signIn?.gate ?? null });
  const privacy = createPrivacy(database.db, config, app.log);
  await app.register(visitorActivityPlugin, { activity: privacy.visitorActivity });
  await app.register(retentionJobPlugin, { job: privacy.retentionJob });
  const monitoring = createMonitoring(database.db, config.monitoring, app.log, monitoringOptions);
  await app.register(monitoringPlugin, { monitoring });
  await app.register(multipart, { limits: { fileSize: VALIDATE_MAX_BYTES, files: 1 } });
  const chain = instrumentAiChain(
    createAiChain(config, database.db, app.log),
    monitoring.metrics.countAiCall,
  );
  const checkVisitorLimit = createVisitorLimits(database.db, config.rateLimits);
  // Issue 22: uploads are read and analyses run on worker threads, started once the server listens.
  const work = createWorkPool(config.work ?? defaultWorkConfig(), { log: app.log });
  app.addHook('onListen', async () => work.warmUp());
  app.addHook('onClose', () => work.close());
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { auth: signIn, checkVisitorLimit });
      await api.register(resumesRoutes, {
        resumes: createResumesService(createResumesRepository(database.db), work, privacy.recorder),
        checkVisitorLimit,
        hasWorkRoom: workRoomHook(work),
      });
      await api.register(filesRoutes, { work, checkVisitorLimit, privacy: privacy.recorder });
      await api.register(versionsRoutes, {
        versions: createVersionsService(createVersionsRepository(database.db), work, privacy.recorder),
        checkVisitorLimit,
        hasWorkRoom: workRoomHook(work),
      });
      await api.register(analysesRoutes, {
        analyses: createAnalysesService({
          analyses: createAnalysesRepository(database.db),
          resumes: createResumesRepository(database.db),
          jobs: createJobsRepository(database.db),
          work,
          ai: chain,
          checkVisitorLimit,
          log: app.log,
          privacy: privacy.recorder,
        }),
        checkVisitorLimit,
      });
      await api.register(jobsRoutes, {
        jobs: createJobsService(
          createJobsRepository(database.db),
          fetchPage ?? ((url) => safeFetch(url, { allowHosts: config.jobFetchAllowHosts })),
          { chain, checkVisitorLimit },
          privacy.recorder,
          (page, owner) => work.run('readJobPage', page, owner ?? 'anonymous'),
        ),
        checkVisitorLimit,
      });
      await api.register(aiRoutes, { chain, work, checkVisitorLimit, privacy: privacy.recorder });
      await api.register(exportsRoutes, {
        exports: createExportsService({
          resumes: createResumesRepository(database.db),
          analyses: createAnalysesRepository(database.db),
          work,
          privacy: privacy.recorder,
        }),
        checkVisitorLimit,
      });
      await api.register(privacyRoutes, { privacy: privacy.service });
      await api.register(monitoringRoutes, {
        monitoring: monitoring.service,
        analytics: monitoring.analyticsWith((owner) =>
          privacy.service.hasOptionalConsent(owner, 'analytics'),
        ),
        token: monitoring.settings.token,
      });
    },
    { prefix: '/api' },
  );
  if (config.webRoot) await app.register(webClientPlugin, { root: config.webRoot });
  return app;
}
