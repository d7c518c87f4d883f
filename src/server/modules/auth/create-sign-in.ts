import type { OidcAuthConfig } from '../../config';
import type { Database } from '../../db/client';
import type { SignInGate } from '../../http/session';
import { createAuthRepository } from './auth.repository';
import { type AuthService, createAuthService } from './auth.service';
import { discoverOidcClient } from './oidc-client';
import { createSessionStore } from './session-store';
import { createSignInGate } from './sign-in-gate';

/** Oidc mode's parts, wired: the gate for http/session.ts and the service for the routes. */
export interface SignIn {
  gate: SignInGate;
  service: AuthService;
  settings: OidcAuthConfig;
}

/** Discovers the provider (a ConfigError naming OIDC_ISSUER_URL when it can not) and wires sign-in. */
export async function createSignIn(
  settings: OidcAuthConfig,
  db: Database,
  now?: () => Date,
): Promise<SignIn> {
  const oidc = await discoverOidcClient(settings);
  const store = createSessionStore(db, now);
  return {
    gate: createSignInGate({ store, publicUrl: settings.publicUrl }),
    service: createAuthService({ oidc, store, repository: createAuthRepository(db), settings, now }),
    settings,
  };
}
