import path from 'node:path';
import { z } from 'zod';

/**
 * The only module that reads process.env. Every setting is validated here, once, at start:
 * a bad value stops start-up with a message naming the variable. README documents each one.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  // ── server ──
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
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
});

export type Config = Readonly<{
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Hosts the job fetcher may reach even on private addresses (tests, intranets). Empty by default. */
  jobFetchAllowHosts: readonly string[];
  /** Where the built web client is; unset in API-only tests. */
  webRoot: string | undefined;
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
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    jobFetchAllowHosts: Object.freeze(values.JOB_FETCH_ALLOW_HOSTS),
    webRoot: path.resolve('dist/web'),
  });
}
