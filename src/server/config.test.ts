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
});
