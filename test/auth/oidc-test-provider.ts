import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, for the sign-in tests and the
 * Playwright journey. Authorization code flow with PKCE required; one confidential client
 * (client_secret_basic). Its own small interaction pages, with no external resource (the package's
 * development pages load a web font):
 *
 * - login (`/interaction/<uid>`, title and heading "Sign-in"): a form posting to `/interaction/<uid>/login`
 *   with inputs `login` (text, label "Login", any value) and `password` (label "Password", any value), and the
 *   button "Sign-in";
 * - consent (title "Authorize"): lists the scopes asked for; a form posting to `/interaction/<uid>/confirm`
 *   with the button "Continue", and a "Cancel" link (`/interaction/<uid>/abort`: the app gets access_denied);
 * - logout confirmation (RP-initiated logout, title "Sign out"): buttons "Yes, sign me out" and
 *   "No, stay signed in"; then back to the post-logout redirect URI.
 *
 * The account is the login name: `sub` = the login; email `<login>@example.test` (lower case, other characters
 * as dots), verified; given and family names from the login's parts ("ada.lovelace" → Ada Lovelace; one part →
 * "<Login> Tester"); `picture` an SVG served here (`/avatars/<login>.svg`). The ID token carries these claims
 * (with `thinIdToken`, only the userinfo endpoint does).
 */
export interface OidcTestProviderOptions {
  /** 0 or unset: any free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /**
   * The ID token carries the subject only and the userinfo endpoint the rest (oidc-provider's conforming
   * default, as some providers do). Default false: the ID token carries the scopes' claims.
   */
  thinIdToken?: boolean;
}

export interface OidcTestProvider {
  /** `http://127.0.0.1:<port>`: what OIDC_ISSUER_URL must be. */
  issuer: string;
  close(): Promise<void>;
}

/** The claims of the account a login name signs in. */
export function accountClaimsOf(login: string, issuer: string) {
  const parts = login
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  const givenName = capital(parts[0] ?? 'User');
  const familyName = parts.length > 1 ? parts.slice(1).map(capital).join(' ') : 'Tester';
  const local =
    login
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '') || 'user';
  return {
    sub: login,
    email: `${local}@example.test`,
    email_verified: true,
    given_name: givenName,
    family_name: familyName,
    name: `${givenName} ${familyName}`,
    picture: `${issuer}/avatars/${encodeURIComponent(local)}.svg`,
  };
}

export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, providerConfiguration(options, issuer));
  const oidcCallback = provider.callback();

  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const interaction = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(url.pathname);
    const avatar = /^\/avatars\/([\w.%-]+)\.svg$/.exec(url.pathname);
    if (interaction) {
      handleInteraction(provider, req, res, interaction[2]).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page('Sign-in failed', `<p>${escapeHtml(String(error))}</p>`));
      });
    } else if (avatar && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' });
      res.end(avatarSvg(decodeURIComponent(avatar[1] ?? 'user')));
    } else {
      oidcCallback(req, res);
    }
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function providerConfiguration(options: OidcTestProviderOptions, issuer: string): Configuration {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' } as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    // The ID token carries the scopes' claims (as Google, Keycloak or Auth0 do), unless thinIdToken.
    conformIdTokenClaims: options.thinIdToken ?? false,
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => accountClaimsOf(sub, issuer) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out',
            `<p>Do you want to sign out from the test provider?</p>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<p>You are signed out of the test provider.</p>');
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Something went wrong',
        Object.entries(out)
          .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
          .join(''),
      );
    },
  };
}

/** The login and consent steps: shows the page of the current prompt, or takes its form. */
async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  action: string | undefined,
) {
  const details = await provider.interactionDetails(req, res);
  const { uid, prompt, params } = details;
  if (action === 'abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (action === 'login' && req.method === 'POST') {
    const login = (await formOf(req)).get('login')?.trim();
    if (!login) throw new Error('A login is required.');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (action === 'confirm' && req.method === 'POST') {
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('No signed-in account to grant access for.');
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('The grant is gone.');
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  if (prompt.name === 'login') {
    res.end(
      page(
        'Sign-in',
        `<form autocomplete="off" action="/interaction/${uid}/login" method="post">
<input required type="text" name="login" aria-label="Login" placeholder="Enter any login" autofocus>
<input required type="password" name="password" aria-label="Password" placeholder="and password">
<button type="submit">Sign-in</button>
</form>
<p><a href="/interaction/${uid}/abort">Cancel</a></p>`,
      ),
    );
    return;
  }
  const scopes = String(params.scope ?? '')
    .split(' ')
    .filter(Boolean)
    .map((scope) => `<li>${escapeHtml(scope)}</li>`)
    .join('');
  res.end(
    page(
      'Authorize',
      `<p>${escapeHtml(String(params.client_id))} asks for:</p><ul>${scopes}</ul>
<form autocomplete="off" action="/interaction/${uid}/confirm" method="post">
<button autofocus type="submit">Continue</button>
</form>
<p><a href="/interaction/${uid}/abort">Cancel</a></p>`,
    ),
  );
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** A whole page with its own styles: nothing loaded from elsewhere. */
function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:20rem;color:#222}
input,button{display:block;width:100%;box-sizing:border-box;margin:0 0 .6rem;padding:.6rem;font-size:1rem}
button{background:#2f5bd3;color:#fff;border:0;cursor:pointer}
button+button{background:#777}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>`;
}

function avatarSvg(name: string): string {
  const initial = escapeHtml(name.charAt(0).toUpperCase() || '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#2f5bd3"/><text x="32" y="42" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
}
