import type { Config } from './config';

/** Whether a listening host serves this machine only. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * What start-up should warn the operator of (issue 29 §5): the monitoring dashboard and /metrics are open when
 * MONITORING_TOKEN is unset, which is fine on loopback and not once the server listens beyond this machine.
 */
export function startupWarnings(config: Pick<Config, 'host' | 'monitoring'>): string[] {
  const warnings: string[] = [];
  if (!isLoopbackHost(config.host) && !config.monitoring?.token)
    warnings.push(
      `Warning: HOST=${config.host} serves other machines and MONITORING_TOKEN is unset, so the monitoring ` +
        'dashboard and /metrics are public. Set MONITORING_TOKEN (16 or more characters) to require it.',
    );
  return warnings;
}
