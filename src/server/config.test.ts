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
