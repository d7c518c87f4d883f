/**
 * The sign-in journey's two servers (playwright.config.ts starts them): a test OpenID provider
 * (test/auth/oidc-provider-main.ts) and a second app in sign-in mode (AUTH_MODE=oidc) with its own data.
 * scripts/run-tests.ts picks free ports; these defaults serve a manual run.
 */
const appPort = Number(process.env.E2E_PORT ?? 5055);

export const oidcProviderPort = Number(process.env.E2E_OIDC_PROVIDER_PORT ?? appPort + 2);
export const oidcAppPort = Number(process.env.E2E_OIDC_APP_PORT ?? appPort + 3);
export const oidcIssuer = `http://127.0.0.1:${oidcProviderPort}`;
export const oidcAppUrl = `http://127.0.0.1:${oidcAppPort}`;
export const oidcClient = { id: 'vitae-e2e', secret: 'vitae-e2e-secret' };
