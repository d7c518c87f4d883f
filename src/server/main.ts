import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { makeStopper } from './shutdown';
import { startupWarnings } from './startup-warnings';

/** Starts Vitae: settings, database (migrated), server; stops gracefully on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir, onThread: true },
  );
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  const signIn = config.auth?.mode === 'oidc' ? `, sign-in: ${config.auth.issuerUrl}` : '';
  console.info(`Vitae is running at http://${shownHost}:${port} (database: ${database.kind}${signIn})`);
  for (const warning of startupWarnings(config)) console.warn(warning);

  const stop = makeStopper(app, database, {
    timeoutMs: config.shutdownTimeoutMs,
    onTimeout: () => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    },
  });
  const stopAndExit = (signal: string) => stop(signal).then(() => process.exit(0));
  process.once('SIGTERM', () => void stopAndExit('SIGTERM'));
  process.once('SIGINT', () => void stopAndExit('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Vitae could not start:', error);
  process.exit(1);
});
