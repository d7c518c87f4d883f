import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no settings at all: port 5000, PGlite under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('treats a blank value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(5000);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SHUTDOWN_TIMEOUT_MS: '2000',
      DATA_DIR: '/var/lib/vitae',
      DATABASE_URL: 'postgres://vitae:secret@db.internal:5432/vitae',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'warn',
      trustProxy: true,
      shutdownTimeoutMs: 2000,
      dataDir: '/var/lib/vitae',
      databaseUrl: 'postgres://vitae:secret@db.internal:5432/vitae',
    });
  });

  it('stops with one message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'TRUST_PROXY'])
        expect(message).toContain(name);
    }
  });

  it('limits each address to four times the visitor limit of the same kind unless told otherwise', () => {
    expect(loadConfig({}).rateLimits.perAddress).toEqual({
      ai: 80,
      analyze: 2400,
      upload: 120,
      extract: 80,
      optimize: 480,
      export: 480,
      bullets: 480,
      login: 20,
    });
    const config = loadConfig({
      RATE_LIMIT_UPLOAD_PER_MINUTE: '10',
      RATE_LIMIT_AI_PER_ADDRESS_PER_MINUTE: '7',
      RATE_LIMIT_EXPORT_PER_MINUTE: '0',
      RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '0',
    });
    expect(config.rateLimits.perAddress).toMatchObject({ upload: 40, ai: 7, export: 0, login: 0 });
  });

  it("ceils the deployment's remote model calls at the free tiers of the providers with a key", () => {
    expect(loadConfig({}).ai.remoteCeilingPerMinute).toBe(0);
    expect(loadConfig({ GROQ_API_KEY: 'g', MISTRAL_API_KEY: 'm' }).ai.remoteCeilingPerMinute).toBe(90);
    // A provider's own limit raised for a paid plan does not raise the ceiling; the setting does.
    expect(
      loadConfig({ GROQ_API_KEY: 'g', GROQ_REQUESTS_PER_MINUTE: '1000' }).ai.remoteCeilingPerMinute,
    ).toBe(30);
    expect(loadConfig({ GROQ_API_KEY: 'g', AI_GLOBAL_PER_MINUTE: '500' }).ai.remoteCeilingPerMinute).toBe(
      500,
    );
  });

  it('waits at most ten seconds for a worker and thirty for a request body by default', () => {
    expect(loadConfig({}).work?.queueWaitMs).toBe(10_000);
    expect(loadConfig({}).bodyTimeoutMs).toBe(30_000);
    expect(loadConfig({ WORK_QUEUE_WAIT_MS: '2500', BODY_TIMEOUT_MS: '5000' })).toMatchObject({
      work: { queueWaitMs: 2500 },
      bodyTimeoutMs: 5000,
    });
  });

  it('reads the retention settings, defaulting to the policy periods (platform spec §9)', () => {
    expect(loadConfig({}).retention).toEqual({
      enabled: true,
      intervalMinutes: 60,
      periods: { userData: 30, analysis: 90, temporary: 1, auditLogs: 365 },
    });
    const config = loadConfig({
      RETENTION_ENABLED: 'false',
      RETENTION_INTERVAL_MINUTES: '15',
      RETENTION_USER_DATA_DAYS: '14',
      RETENTION_ANALYSIS_DAYS: '60',
      RETENTION_TEMPORARY_DAYS: '2',
      RETENTION_AUDIT_LOG_DAYS: '730',
    });
    expect(config.retention).toEqual({
      enabled: false,
      intervalMinutes: 15,
      periods: { userData: 14, analysis: 60, temporary: 2, auditLogs: 730 },
    });
    expect(Object.isFrozen(config.retention.periods)).toBe(true);
  });

  it('refuses a retention period under a day or an interval of zero', () => {
    const attempt = () => loadConfig({ RETENTION_USER_DATA_DAYS: '0', RETENTION_INTERVAL_MINUTES: '0' });
    expect(attempt).toThrow(
      /RETENTION_USER_DATA_DAYS[\s\S]*RETENTION_INTERVAL_MINUTES|RETENTION_INTERVAL_MINUTES[\s\S]*RETENTION_USER_DATA_DAYS/,
    );
  });
});

describe('loadConfig: monitoring (issue 21)', () => {
  it('measures, stays open and saves every minute by default', () => {
    expect(loadConfig({}).monitoring).toEqual({ enabled: true, token: undefined, flushSeconds: 60 });
  });

  it('reads the monitoring settings', () => {
    const config = loadConfig({
      MONITORING_ENABLED: 'false',
      MONITORING_TOKEN: '  s3cret-token-for-prometheus  ',
      MONITORING_FLUSH_SECONDS: '15',
    });
    expect(config.monitoring).toEqual({
      enabled: false,
      token: 's3cret-token-for-prometheus',
      flushSeconds: 15,
    });
  });

  it('refuses a short token and a flush interval of zero, naming both', () => {
    const attempt = () => loadConfig({ MONITORING_TOKEN: 'short', MONITORING_FLUSH_SECONDS: '0' });
    expect(attempt).toThrow(/MONITORING_TOKEN: expected at least 16 characters/);
    expect(attempt).toThrow(/MONITORING_FLUSH_SECONDS/);
  });
});

describe('loadConfig: sign-in (issue 20)', () => {
  const oidc = {
    AUTH_MODE: 'oidc',
    OIDC_ISSUER_URL: 'https://tenant.eu.auth0.com/',
    OIDC_CLIENT_ID: 'vitae',
    OIDC_CLIENT_SECRET: 'a-client-secret',
    PUBLIC_URL: 'https://vitae.example.com/',
  };

  it('is anonymous by default', () => {
    expect(loadConfig({}).auth).toEqual({ mode: 'anonymous' });
  });

  it('reads the oidc settings: the issuer exactly as given, PUBLIC_URL without its slash, a week of session', () => {
    expect(loadConfig(oidc).auth).toEqual({
      mode: 'oidc',
      issuerUrl: 'https://tenant.eu.auth0.com/',
      clientId: 'vitae',
      clientSecret: 'a-client-secret',
      clientAuthMethod: 'client_secret_basic',
      publicUrl: 'https://vitae.example.com',
      sessionTtlHours: 168,
    });
    const custom = loadConfig({
      ...oidc,
      SESSION_TTL_HOURS: '12',
      OIDC_CLIENT_AUTH_METHOD: 'client_secret_post',
    });
    expect(custom.auth).toMatchObject({ sessionTtlHours: 12, clientAuthMethod: 'client_secret_post' });
  });

  it('stops naming each setting oidc mode is missing', () => {
    const attempt = () => loadConfig({ AUTH_MODE: 'oidc' });
    for (const name of ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PUBLIC_URL'])
      expect(attempt).toThrow(new RegExp(`${name}: required with AUTH_MODE=oidc`));
  });

  it('allows a plain http issuer only on a loopback address', () => {
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER_URL: 'http://login.example.com' })).toThrow(
      /OIDC_ISSUER_URL: expected an https:\/\/ URL/,
    );
    for (const issuer of ['http://127.0.0.1:5057', 'http://localhost:8080/realms/vitae', 'http://[::1]:9000'])
      expect(loadConfig({ ...oidc, OIDC_ISSUER_URL: issuer }).auth).toMatchObject({ issuerUrl: issuer });
  });

  it('refuses an unknown mode, a PUBLIC_URL with a path and a session of no hours', () => {
    expect(() => loadConfig({ AUTH_MODE: 'saml' })).toThrow(/AUTH_MODE: expected anonymous or oidc/);
    expect(() => loadConfig({ ...oidc, PUBLIC_URL: 'https://example.com/vitae' })).toThrow(
      /PUBLIC_URL: expected only/,
    );
    expect(() => loadConfig({ ...oidc, SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
  });

  it('ignores the oidc settings in anonymous mode', () => {
    expect(loadConfig({ ...oidc, AUTH_MODE: 'anonymous' }).auth).toEqual({ mode: 'anonymous' });
  });
});
