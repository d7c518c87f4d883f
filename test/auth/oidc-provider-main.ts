/**
 * The test OpenID provider as a process, for the browser tests (a Playwright webServer):
 *   OIDC_TEST_PORT=5057 OIDC_TEST_CLIENT_ID=vitae-e2e OIDC_TEST_CLIENT_SECRET=… \
 *   OIDC_TEST_REDIRECT_URI=http://127.0.0.1:5058/api/callback OIDC_TEST_POST_LOGOUT_URI=http://127.0.0.1:5058 \
 *   npx tsx test/auth/oidc-provider-main.ts
 * Its issuer is http://127.0.0.1:<OIDC_TEST_PORT> (what the app's OIDC_ISSUER_URL must be); readiness:
 * GET <issuer>/.well-known/openid-configuration. The pages are described in oidc-test-provider.ts. Stops on
 * SIGTERM/SIGINT.
 */
import { startOidcTestProvider } from './oidc-test-provider';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required`);
    process.exit(1);
  }
  return value;
}

const provider = await startOidcTestProvider({
  port: Number(process.env.OIDC_TEST_PORT ?? 5057),
  clientId: required('OIDC_TEST_CLIENT_ID'),
  clientSecret: required('OIDC_TEST_CLIENT_SECRET'),
  redirectUris: [required('OIDC_TEST_REDIRECT_URI')],
  postLogoutRedirectUris: [required('OIDC_TEST_POST_LOGOUT_URI')],
});
console.info(`test OpenID provider on ${provider.issuer}`);

const stop = () => void provider.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
