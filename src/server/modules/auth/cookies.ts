/**
 * The two cookies of sign-in, read and written by hand: a `Cookie` header is a list of `name=value` pairs and a
 * `Set-Cookie` is one pair with attributes (RFC 6265). Values are our own base64url tokens, so no encoding is
 * needed; anything else in the header is ignored.
 */

/** The signed-in session: a random token whose digest is the `sessions` row's key. */
export const SESSION_COOKIE = 'vitae_session';
/** A sign-in in progress (PKCE verifier, state, nonce), for the provider's return only. */
export const LOGIN_COOKIE = 'vitae_login';

/** The value of one cookie in a `Cookie` header, or undefined. The first of two with one name wins. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds until the browser drops it; 0 deletes it now. */
  maxAgeSeconds: number;
  path: string;
  /** Sent only over https: set when Vitae is served over https (PUBLIC_URL). */
  secure: boolean;
}

/**
 * A `Set-Cookie` value: always HttpOnly (no script reads it) and SameSite=Lax (sent on top-level navigations,
 * such as the provider's redirect back, never on cross-site subrequests or form posts).
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
