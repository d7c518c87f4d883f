import os from 'node:os';
import path from 'node:path';
import { type AuthMode, authModes } from '@shared/api/auth';
import { defaultRetentionDays, type RetentionPeriods } from '@shared/api/privacy';
import { DEFAULT_MODEL } from '@shared/models';
import { z } from 'zod';

/**
 * The only module that reads process.env. Every setting is validated here, once, at start:
 * a bad value stops start-up with a message naming the variable. README documents each one.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const count = z.coerce.number().int().min(0).max(1_000_000_000);
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));
const modelName = z.string().trim().min(1).max(200);
/** An OpenID issuer exactly as the provider names itself (a trailing slash is part of some, e.g. Auth0's). */
const issuerUrl = z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' });
/** Sign-in mode's required settings, each named when missing. */
const oidcRequired = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PUBLIC_URL'] as const;
/** A retention period: a whole number of days, at least one, at most ten years. */
const retentionDays = z.coerce.number().int().min(1).max(3650);

/** The remote providers' free tiers: the default of each one's limits, and of the deployment's ceiling. */
const freeTiers = {
  OPENROUTER: { requestsPerMinute: 20, requestsPerHour: 50, tokensPerMinute: 0 },
  GROQ: { requestsPerMinute: 30, requestsPerHour: 600, tokensPerMinute: 6000 },
  GEMINI: { requestsPerMinute: 15, requestsPerHour: 40, tokensPerMinute: 250_000 },
  MISTRAL: { requestsPerMinute: 60, requestsPerHour: 3600, tokensPerMinute: 500_000 },
} as const satisfies Record<string, ProviderLimits>;

/** A provider's limits: `<P>_REQUESTS_PER_MINUTE`, `<P>_REQUESTS_PER_HOUR`, `<P>_TOKENS_PER_MINUTE`; 0 is off. */
function limitSettings<P extends string>(prefix: P, defaults: ProviderLimits) {
  return {
    [`${prefix}_REQUESTS_PER_MINUTE`]: count.default(defaults.requestsPerMinute),
    [`${prefix}_REQUESTS_PER_HOUR`]: count.default(defaults.requestsPerHour),
    [`${prefix}_TOKENS_PER_MINUTE`]: count.default(defaults.tokensPerMinute),
  } as Record<
    `${P}_${'REQUESTS_PER_MINUTE' | 'REQUESTS_PER_HOUR' | 'TOKENS_PER_MINUTE'}`,
    z.ZodDefault<typeof count>
  >;
}

/**
 * The kinds of call limited per visitor (core of issue 16 and 22), each also limited per client address: a
 * visitor is a session id the client makes up, so a new one would reset the visitor's count, not the address's.
 */
const visitorLimitNames = ['AI', 'ANALYZE', 'UPLOAD', 'EXTRACT', 'OPTIMIZE', 'EXPORT', 'BULLETS'] as const;
/** An address's limit when unset: this many times the visitor's (people behind one office or school address). */
const ADDRESS_LIMIT_FACTOR = 4;
const addressLimitSettings = Object.fromEntries(
  visitorLimitNames.map((name) => [`RATE_LIMIT_${name}_PER_ADDRESS_PER_MINUTE`, count.optional()]),
) as Record<
  `RATE_LIMIT_${(typeof visitorLimitNames)[number]}_PER_ADDRESS_PER_MINUTE`,
  z.ZodOptional<typeof count>
>;

const envSchema = z
  .object({
    // ── server ──
    PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** How long a client may take to send a whole request (headers and body); then 408 and the connection ends. */
    BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    // ── CPU work (issue 22): reading uploads and analysing run in a pool of worker threads ──
    /** Worker threads; unset: one per core. 0 runs the work on the event loop (debugging only). */
    WORKERS: z.coerce.number().int().min(0).max(64).optional(),
    /** Jobs waiting for a worker before new ones are refused with 503 and Retry-After. */
    WORK_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(64),
    /** How long a job may wait for a worker before it is refused with 503 and Retry-After. */
    WORK_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** One job's time limit: past it the job is abandoned (422) and its worker replaced. */
    WORK_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /** One worker's heap ceiling; a file that needs more is refused (422) and the worker replaced. */
    WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(16_384).default(512),
    // ── database ──
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, message: 'expected a postgres:// or postgresql:// URL' })
      .optional(),
    // ── job posting fetcher ──
    JOB_FETCH_ALLOW_HOSTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    // ── AI providers (each enabled by its key, or for the local server its base URL; README "Settings") ──
    OPENROUTER_API_KEY: z.string().optional(),
    OPENROUTER_BASE_URL: httpUrl.default('https://openrouter.ai/api/v1'),
    ...limitSettings('OPENROUTER', freeTiers.OPENROUTER),
    GROQ_API_KEY: z.string().optional(),
    GROQ_BASE_URL: httpUrl.default('https://api.groq.com/openai/v1'),
    GROQ_MODEL: modelName.default('llama-3.1-8b-instant'),
    ...limitSettings('GROQ', freeTiers.GROQ),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_BASE_URL: httpUrl.default('https://generativelanguage.googleapis.com/v1beta'),
    GEMINI_MODEL: modelName.default('gemini-2.5-flash-lite'),
    ...limitSettings('GEMINI', freeTiers.GEMINI),
    MISTRAL_API_KEY: z.string().optional(),
    MISTRAL_BASE_URL: httpUrl.default('https://api.mistral.ai/v1'),
    MISTRAL_MODEL: modelName.default('mistral-small-latest'),
    ...limitSettings('MISTRAL', freeTiers.MISTRAL),
    LOCAL_LLM_BASE_URL: httpUrl.optional(),
    LOCAL_LLM_MODEL: modelName.optional(),
    LOCAL_LLM_API_KEY: z.string().optional(),
    LOCAL_LLM_PRIORITY: z.enum(['first', 'last'], { message: 'expected first or last' }).default('last'),
    ...limitSettings('LOCAL_LLM', { requestsPerMinute: 0, requestsPerHour: 0, tokensPerMinute: 0 }),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    AI_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(50_000),
    AI_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
    AI_BREAKER_HALF_OPEN_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
    /** Calls to remote models per minute for the whole deployment; unset: the free tiers of those with a key. */
    AI_GLOBAL_PER_MINUTE: count.optional(),
    // ── limits per visitor (0 turns one off) ──
    RATE_LIMIT_AI_PER_MINUTE: count.default(20),
    RATE_LIMIT_ANALYZE_PER_MINUTE: count.default(600),
    RATE_LIMIT_UPLOAD_PER_MINUTE: count.default(30),
    RATE_LIMIT_EXTRACT_PER_MINUTE: count.default(20),
    RATE_LIMIT_OPTIMIZE_PER_MINUTE: count.default(120),
    RATE_LIMIT_EXPORT_PER_MINUTE: count.default(120),
    RATE_LIMIT_BULLETS_PER_MINUTE: count.default(120),
    // ── limits per client address (issue 29 §3; unset: ADDRESS_LIMIT_FACTOR times the visitor's) ──
    ...addressLimitSettings,
    RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: count.default(20),
    // ── data retention (issue 19; periods in days, platform spec §9) ──
    RETENTION_ENABLED: booleanFlag.default(true),
    RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    RETENTION_USER_DATA_DAYS: retentionDays.default(defaultRetentionDays.userData),
    RETENTION_ANALYSIS_DAYS: retentionDays.default(defaultRetentionDays.analysis),
    RETENTION_TEMPORARY_DAYS: retentionDays.default(defaultRetentionDays.temporary),
    RETENTION_AUDIT_LOG_DAYS: retentionDays.default(defaultRetentionDays.auditLogs),
    // ── sign-in (issue 20): anonymous visitors by default, or accounts through an OpenID Connect provider ──
    AUTH_MODE: z.enum(authModes, { message: 'expected anonymous or oidc' }).default('anonymous'),
    OIDC_ISSUER_URL: issuerUrl.optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** How the client authenticates at the token endpoint; as registered at the provider. */
    OIDC_CLIENT_AUTH_METHOD: z
      .enum(['client_secret_basic', 'client_secret_post'], {
        message: 'expected client_secret_basic or client_secret_post',
      })
      .default('client_secret_basic'),
    /** The address users reach Vitae at: the callback and the allowed Origin are built from it. */
    PUBLIC_URL: httpUrl.optional(),
    SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(8760).default(168),
    // ── monitoring (issue 21): request measurement, the dashboard, its exports and /metrics ──
    MONITORING_ENABLED: booleanFlag.default(true),
    /** Unset: the monitoring routes and /metrics are open. Set: required as `Authorization: Bearer <token>`. */
    MONITORING_TOKEN: z.string().trim().min(16, 'expected at least 16 characters').max(512).optional(),
    MONITORING_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  })
  .superRefine((values, context) => {
    if (values.AUTH_MODE === 'oidc') {
      for (const name of oidcRequired)
        if (values[name] === undefined)
          context.addIssue({ code: 'custom', path: [name], message: 'required with AUTH_MODE=oidc' });
      if (values.OIDC_ISSUER_URL && !isHttpsOrLoopback(values.OIDC_ISSUER_URL))
        context.addIssue({
          code: 'custom',
          path: ['OIDC_ISSUER_URL'],
          message: 'expected an https:// URL (plain http only on a loopback address, for tests)',
        });
      if (values.PUBLIC_URL && new URL(values.PUBLIC_URL).pathname !== '/')
        context.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'expected only the scheme, host and port, e.g. https://vitae.example.com',
        });
    }
    if (values.LOCAL_LLM_BASE_URL && !values.LOCAL_LLM_MODEL)
      context.addIssue({
        code: 'custom',
        path: ['LOCAL_LLM_MODEL'],
        message: 'required with LOCAL_LLM_BASE_URL: the model the local server runs',
      });
  });

/** Plain http is allowed only for a provider on this machine (the test provider); anything else needs TLS. */
export function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:') return false;
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function isHttpsOrLoopback(url: string): boolean {
  return new URL(url).protocol === 'https:' || isLoopbackHttp(url);
}

/** How much a provider may be asked; each 0 means no limit of that kind. */
export interface ProviderLimits {
  requestsPerMinute: number;
  requestsPerHour: number;
  tokensPerMinute: number;
}

/** One remote provider. Its key is a secret: it goes into the provider's requests and nowhere else. */
export interface RemoteProviderConfig {
  apiKey: string | undefined;
  baseUrl: string;
  /** The model used when the visitor chose one of another provider. */
  model: string;
  limits: ProviderLimits;
}

export interface AiConfig {
  openrouter: RemoteProviderConfig;
  groq: RemoteProviderConfig;
  gemini: RemoteProviderConfig;
  mistral: RemoteProviderConfig;
  /** An OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio): enabled by its base URL and model. */
  local: {
    baseUrl: string | undefined;
    model: string | undefined;
    apiKey: string | undefined;
    priority: 'first' | 'last';
    limits: ProviderLimits;
  };
  /** One call to a provider (a stream: until its first chunk, then between chunks). */
  timeoutMs: number;
  /** The whole chain's time for one JSON answer (every provider, retries and repair): then the built-in engine. */
  totalTimeoutMs: number;
  /** Retries of a transient failure (5xx, connection reset) on one provider before the next is tried. */
  retries: number;
  /** Consecutive failed uses of a provider that open its circuit breaker. */
  breakerFailures: number;
  /** How long an open breaker waits before letting one trial call through. */
  breakerHalfOpenMs: number;
  /**
   * Calls to remote providers per minute for the whole deployment, after which the built-in engine answers;
   * 0 (or absent, in a hand-made test config) is no ceiling.
   */
  remoteCeilingPerMinute?: number;
}

export type Config = Readonly<{
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** How long a client may take to send a whole request; absent (a hand-made test config): 30 s. */
  bodyTimeoutMs?: number;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Hosts the job fetcher may reach even on private addresses (tests, intranets). Empty by default. */
  jobFetchAllowHosts: readonly string[];
  /** Where the built web client is; unset in API-only tests. */
  webRoot: string | undefined;
  ai: AiConfig;
  /**
   * Calls per visitor and minute; 0 is no limit. `ai`: calls that reach a remote model; `analyze`: analyses the
   * built-in engine answers; the others: uploads (resumes, versions, file checks), job extraction from a URL,
   * optimizations, exports and bullet variations. Absent in a hand-made test config: off.
   */
  rateLimits: Readonly<{ aiPerMinute: number; analyzePerMinute: number }> &
    Partial<ExpensiveRouteLimits> &
    Readonly<{ perAddress?: AddressLimits }>;
  /** The worker pool of CPU work (issue 22). loadConfig always sets it; absent (a test config): the defaults. */
  work?: WorkConfig;
  /** The retention job (issue 19): whether it runs, how often, and how long each kind of data is kept. */
  retention: RetentionConfig;
  /**
   * Sign-in (issue 20). loadConfig always sets it; absent (a hand-made test config) means anonymous mode.
   */
  auth?: AuthConfig;
  /** Monitoring (issue 21). loadConfig always sets it; absent (a hand-made test config) means the defaults. */
  monitoring?: MonitoringConfig;
}>;

/** Per-visitor limits of the expensive routes (issue 22), calls per minute; 0 is off. */
export type ExpensiveRouteLimits = Readonly<{
  uploadPerMinute: number;
  extractPerMinute: number;
  optimizePerMinute: number;
  exportPerMinute: number;
  bulletsPerMinute: number;
}>;

/**
 * Issue 29 §3: calls per client address and minute, beside each visitor's limit of the same kind, and sign-ins
 * started (`login`); 0 is off. Absent in a hand-made test config: off.
 */
export type AddressLimits = Readonly<{
  ai: number;
  analyze: number;
  upload: number;
  extract: number;
  optimize: number;
  export: number;
  bullets: number;
  login: number;
}>;

/** Issue 22: the worker threads that read uploads and analyse. */
export type WorkConfig = Readonly<{
  /** Threads in the pool; 0 runs the work on the event loop. */
  workers: number;
  /** Jobs allowed to wait for a thread; beyond it, 503 with Retry-After. */
  queueMax: number;
  /** How long a job may wait for a thread before it is refused with 503 and Retry-After; absent: 10 s. */
  queueWaitMs?: number;
  /** One job's time limit in milliseconds: then 422 and the thread is replaced. */
  timeLimitMs: number;
  /** One thread's heap ceiling in MB (worker resourceLimits). */
  memoryMb: number;
}>;

/** The pool when none is configured: one thread per core, the defaults of the settings. */
export function defaultWorkConfig(): WorkConfig {
  return Object.freeze({
    workers: os.availableParallelism(),
    queueMax: 64,
    queueWaitMs: 10_000,
    timeLimitMs: 15_000,
    memoryMb: 512,
  });
}

/** Issue 21: whether API requests are measured, the token of the monitoring routes, how often counts are saved. */
export type MonitoringConfig = Readonly<{
  /** Off: requests are not measured (the dashboard and /metrics still answer with what is stored). */
  enabled: boolean;
  /** A secret: when set, the monitoring routes and /metrics require it as a bearer token. */
  token: string | undefined;
  /** Seconds between two saves of the in-memory counts to the database. */
  flushSeconds: number;
}>;

/** The monitoring settings when none are given: measured, open, saved every minute. */
export const defaultMonitoringConfig: MonitoringConfig = Object.freeze({
  enabled: true,
  token: undefined,
  flushSeconds: 60,
});

/** Accounts through an OpenID Connect provider (AUTH_MODE=oidc). */
export type OidcAuthConfig = Readonly<{
  mode: 'oidc';
  /** Discovered at start (`<issuer>/.well-known/openid-configuration`). */
  issuerUrl: string;
  clientId: string;
  /** A secret: it goes to the provider's token endpoint and nowhere else. */
  clientSecret: string;
  clientAuthMethod: 'client_secret_basic' | 'client_secret_post';
  /** Where users reach Vitae, without a trailing slash: the callback is `<publicUrl>/api/callback`. */
  publicUrl: string;
  /** How long a sign-in lasts (a fixed lifetime from sign-in, not sliding). */
  sessionTtlHours: number;
}>;

/** Anonymous visitors (the default) or accounts through an OpenID Connect provider. */
export type AuthConfig = Readonly<{ mode: Extract<AuthMode, 'anonymous'> }> | OidcAuthConfig;

export type RetentionConfig = Readonly<{
  enabled: boolean;
  intervalMinutes: number;
  periods: Readonly<RetentionPeriods>;
}>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return Object.freeze({
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    bodyTimeoutMs: values.BODY_TIMEOUT_MS,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    jobFetchAllowHosts: Object.freeze(values.JOB_FETCH_ALLOW_HOSTS),
    webRoot: path.resolve('dist/web'),
    ai: aiConfigOf(values),
    rateLimits: Object.freeze({
      aiPerMinute: values.RATE_LIMIT_AI_PER_MINUTE,
      analyzePerMinute: values.RATE_LIMIT_ANALYZE_PER_MINUTE,
      uploadPerMinute: values.RATE_LIMIT_UPLOAD_PER_MINUTE,
      extractPerMinute: values.RATE_LIMIT_EXTRACT_PER_MINUTE,
      optimizePerMinute: values.RATE_LIMIT_OPTIMIZE_PER_MINUTE,
      exportPerMinute: values.RATE_LIMIT_EXPORT_PER_MINUTE,
      bulletsPerMinute: values.RATE_LIMIT_BULLETS_PER_MINUTE,
      perAddress: addressLimitsOf(values),
    }),
    work: Object.freeze({
      workers: values.WORKERS ?? os.availableParallelism(),
      queueMax: values.WORK_QUEUE_MAX,
      queueWaitMs: values.WORK_QUEUE_WAIT_MS,
      timeLimitMs: values.WORK_TIME_LIMIT_MS,
      memoryMb: values.WORKER_MEMORY_MB,
    }),
    retention: Object.freeze({
      enabled: values.RETENTION_ENABLED,
      intervalMinutes: values.RETENTION_INTERVAL_MINUTES,
      periods: Object.freeze({
        userData: values.RETENTION_USER_DATA_DAYS,
        analysis: values.RETENTION_ANALYSIS_DAYS,
        temporary: values.RETENTION_TEMPORARY_DAYS,
        auditLogs: values.RETENTION_AUDIT_LOG_DAYS,
      }),
    }),
    auth: authConfigOf(values),
    monitoring: Object.freeze({
      enabled: values.MONITORING_ENABLED,
      token: values.MONITORING_TOKEN,
      flushSeconds: values.MONITORING_FLUSH_SECONDS,
    }),
  });
}

function authConfigOf(values: Values): AuthConfig {
  const { OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL } = values;
  if (
    values.AUTH_MODE === 'anonymous' ||
    !OIDC_ISSUER_URL ||
    !OIDC_CLIENT_ID ||
    !OIDC_CLIENT_SECRET ||
    !PUBLIC_URL
  )
    return Object.freeze({ mode: 'anonymous' as const });
  return Object.freeze({
    mode: 'oidc' as const,
    issuerUrl: OIDC_ISSUER_URL,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    clientAuthMethod: values.OIDC_CLIENT_AUTH_METHOD,
    publicUrl: PUBLIC_URL,
    sessionTtlHours: values.SESSION_TTL_HOURS,
  });
}

type Values = z.infer<typeof envSchema>;

function addressLimitsOf(values: Values): AddressLimits {
  const perAddress = (name: (typeof visitorLimitNames)[number]) =>
    values[`RATE_LIMIT_${name}_PER_ADDRESS_PER_MINUTE`] ??
    ADDRESS_LIMIT_FACTOR * values[`RATE_LIMIT_${name}_PER_MINUTE`];
  return Object.freeze({
    ai: perAddress('AI'),
    analyze: perAddress('ANALYZE'),
    upload: perAddress('UPLOAD'),
    extract: perAddress('EXTRACT'),
    optimize: perAddress('OPTIMIZE'),
    export: perAddress('EXPORT'),
    bullets: perAddress('BULLETS'),
    login: values.RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE,
  });
}

function limitsOf(values: Values, prefix: 'OPENROUTER' | 'GROQ' | 'GEMINI' | 'MISTRAL' | 'LOCAL_LLM') {
  return Object.freeze({
    requestsPerMinute: values[`${prefix}_REQUESTS_PER_MINUTE`],
    requestsPerHour: values[`${prefix}_REQUESTS_PER_HOUR`],
    tokensPerMinute: values[`${prefix}_TOKENS_PER_MINUTE`],
  });
}

/**
 * The deployment's ceiling of remote model calls per minute: AI_GLOBAL_PER_MINUTE, else what the free tiers of
 * the remote providers that have a key allow together (a provider's own limit raised for a paid plan does not
 * raise it: set AI_GLOBAL_PER_MINUTE too). No ceiling when no remote provider has a key.
 */
function remoteCeilingOf(values: Values): number {
  if (values.AI_GLOBAL_PER_MINUTE !== undefined) return values.AI_GLOBAL_PER_MINUTE;
  const keys = {
    OPENROUTER: values.OPENROUTER_API_KEY,
    GROQ: values.GROQ_API_KEY,
    GEMINI: values.GEMINI_API_KEY,
    MISTRAL: values.MISTRAL_API_KEY,
  };
  return (Object.keys(freeTiers) as (keyof typeof freeTiers)[])
    .filter((provider) => keys[provider] !== undefined)
    .reduce((sum, provider) => sum + freeTiers[provider].requestsPerMinute, 0);
}

function aiConfigOf(values: Values): AiConfig {
  return Object.freeze({
    openrouter: Object.freeze({
      apiKey: values.OPENROUTER_API_KEY,
      baseUrl: values.OPENROUTER_BASE_URL,
      model: DEFAULT_MODEL,
      limits: limitsOf(values, 'OPENROUTER'),
    }),
    groq: Object.freeze({
      apiKey: values.GROQ_API_KEY,
      baseUrl: values.GROQ_BASE_URL,
      model: values.GROQ_MODEL,
      limits: limitsOf(values, 'GROQ'),
    }),
    gemini: Object.freeze({
      apiKey: values.GEMINI_API_KEY,
      baseUrl: values.GEMINI_BASE_URL,
      model: values.GEMINI_MODEL,
      limits: limitsOf(values, 'GEMINI'),
    }),
    mistral: Object.freeze({
      apiKey: values.MISTRAL_API_KEY,
      baseUrl: values.MISTRAL_BASE_URL,
      model: values.MISTRAL_MODEL,
      limits: limitsOf(values, 'MISTRAL'),
    }),
    local: Object.freeze({
      baseUrl: values.LOCAL_LLM_BASE_URL,
      model: values.LOCAL_LLM_MODEL,
      apiKey: values.LOCAL_LLM_API_KEY,
      priority: values.LOCAL_LLM_PRIORITY,
      limits: limitsOf(values, 'LOCAL_LLM'),
    }),
    timeoutMs: values.AI_TIMEOUT_MS,
    retries: values.AI_RETRIES,
    totalTimeoutMs: values.AI_TOTAL_TIMEOUT_MS,
    breakerFailures: values.AI_BREAKER_FAILURES,
    breakerHalfOpenMs: values.AI_BREAKER_HALF_OPEN_MS,
    remoteCeilingPerMinute: remoteCeilingOf(values),
  });
}
