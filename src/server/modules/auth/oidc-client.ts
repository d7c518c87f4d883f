import * as client from 'openid-client';
import { ConfigError, isLoopbackHttp, type OidcAuthConfig } from '../../config';
import { authMessages } from './auth.messages';
import type { ProviderProfile } from './auth.repository';
import type { PendingLogin } from './session-store';

/** Scopes asked for: the subject, the email address and the name and picture. */
export const OIDC_SCOPES = 'openid email profile';
/** How long discovery and each call to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** Longest picture URL kept (a data: or script URL is never kept). */
const PICTURE_URL_MAX = 2048;

/** Why a callback could not finish: the provider or the browser sent something wrong, or the provider is down. */
export class SignInFailure extends Error {
  override name = 'SignInFailure';
  constructor(
    readonly kind: 'refused' | 'unreachable',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The provider side of sign-in, once discovered: what the routes call. */
export interface OidcClient {
  /** A new authorization request (code flow, PKCE S256, state, nonce): where to send the browser, and what to keep. */
  begin(): Promise<{ url: URL; pending: Omit<PendingLogin, 'createdAt'> }>;
  /**
   * Checks the provider's answer against what was kept (state, nonce, PKCE verifier, issuer, ID token signature)
   * and exchanges the code; answers who signed in. Throws SignInFailure.
   */
  finish(
    callbackUrl: URL,
    pending: PendingLogin,
  ): Promise<{ profile: ProviderProfile; idToken: string | undefined }>;
  /** The provider's end-session address when it has one (RP-initiated logout), else null. */
  logoutUrl(idToken: string | undefined): URL | null;
}

/**
 * Discovers the provider (`<issuer>/.well-known/openid-configuration`) at start. A bad or unreachable issuer
 * stops start-up with a ConfigError naming OIDC_ISSUER_URL: our choice over starting with sign-in answering 503,
 * because a deployment that asked for accounts should not come up without them (an orchestrator restarts it,
 * and the message says what to fix). Plain http is accepted only for a loopback issuer (the test provider).
 */
export async function discoverOidcClient(settings: OidcAuthConfig): Promise<OidcClient> {
  const clientAuth =
    settings.clientAuthMethod === 'client_secret_post'
      ? client.ClientSecretPost(settings.clientSecret)
      : client.ClientSecretBasic(settings.clientSecret);
  let config: client.Configuration;
  try {
    config = await client.discovery(new URL(settings.issuerUrl), settings.clientId, undefined, clientAuth, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: isLoopbackHttp(settings.issuerUrl) ? [client.allowInsecureRequests] : [],
    });
  } catch (error) {
    throw new ConfigError(authMessages.discoveryFailed(settings.issuerUrl, reasonOf(error)), {
      cause: error,
    });
  }
  const redirectUri = `${settings.publicUrl}/api/callback`;

  return {
    async begin() {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: OIDC_SCOPES,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, pending: { state, nonce, codeVerifier } };
    },

    async finish(callbackUrl, pending) {
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw failureOf(error);
      }
      const claims = tokens.claims();
      if (!claims) throw new SignInFailure('refused', authMessages.noIdToken);
      let details: client.UserInfoResponse | undefined;
      // Some providers keep the ID token thin (subject only): the userinfo endpoint then tells the rest.
      if (!hasProfileClaims(claims) && config.serverMetadata().userinfo_endpoint) {
        try {
          details = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        } catch {
          // Unanswered: the ID token's claims alone stand.
        }
      }
      return { profile: profileOf({ ...details, ...claims }), idToken: tokens.id_token };
    },

    logoutUrl(idToken) {
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: settings.publicUrl,
        ...(idToken ? { id_token_hint: idToken } : {}),
      });
    },
  };
}

function hasProfileClaims(claims: Record<string, unknown>): boolean {
  return ['email', 'given_name', 'family_name', 'name'].some((name) => typeof claims[name] === 'string');
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The user's details from the provider's claims. An email the provider marks unverified is not kept (the
 * column is unique: an unverified address must not take a verified one's place). Without given and family
 * names, the full name goes in firstName (names do not split reliably). Only an http(s) picture URL is kept.
 */
export function profileOf(claims: Record<string, unknown> & { sub: string }): ProviderProfile {
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  const picture = text(claims.picture);
  return {
    id: claims.sub,
    email: claims.email_verified === false ? null : text(claims.email),
    firstName: givenName ?? (familyName ? null : text(claims.name)),
    lastName: familyName,
    profileImageUrl:
      picture && /^https?:\/\//i.test(picture) && picture.length <= PICTURE_URL_MAX ? picture : null,
  };
}

function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed: refused connection, DNS, TLS
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function reasonOf(error: unknown): string {
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError)
    return error.error_description ? `${error.error}: ${error.error_description}` : error.error;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

function failureOf(error: unknown): SignInFailure {
  if (isUnreachable(error))
    return new SignInFailure('unreachable', authMessages.providerUnreachable, { cause: error });
  if (error instanceof client.AuthorizationResponseError)
    return new SignInFailure('refused', authMessages.providerRefused(reasonOf(error)), { cause: error });
  return new SignInFailure('refused', authMessages.callbackInvalid(reasonOf(error)), { cause: error });
}
