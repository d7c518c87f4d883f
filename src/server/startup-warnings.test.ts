import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupWarnings } from './startup-warnings';

describe('startupWarnings', () => {
  it('warns that monitoring is public when the server listens beyond loopback without MONITORING_TOKEN', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'vitae.internal']) {
      const [warning] = startupWarnings(loadConfig({ HOST: host }));
      expect(warning, host).toMatch(
        /MONITORING_TOKEN is unset, so the monitoring dashboard and \/metrics are public/,
      );
    }
  });

  it('says nothing on loopback, or when the token is set', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2'])
      expect(startupWarnings(loadConfig({ HOST: host })), host).toEqual([]);
    expect(startupWarnings(loadConfig({ HOST: '0.0.0.0', MONITORING_TOKEN: 'a'.repeat(20) }))).toEqual([]);
  });
});
