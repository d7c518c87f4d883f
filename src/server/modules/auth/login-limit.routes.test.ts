import { loadConfig } from '@server/config';
import { setUpOidcTestApp } from '@test/auth/oidc-test-app';
import { awayFromMinuteEnd } from '@test/server/minute-window';
import { describe, expect, it } from 'vitest';

/** Issue 29 §3: each sign-in started stores a pending sign-in, so starts are limited per client address. */
const LOGINS_PER_MINUTE = 2;
const { rateLimits } = loadConfig({ RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: String(LOGINS_PER_MINUTE) });
const server = setUpOidcTestApp({ overrides: { rateLimits } });

describe('GET /api/login', () => {
  it('is refused with 429 and Retry-After once an address has started its sign-ins of the minute', async () => {
    await awayFromMinuteEnd();
    const login = () => fetch(`${server.appUrl}/api/login`, { redirect: 'manual' });
    const statuses: number[] = [];
    for (let call = 0; call <= LOGINS_PER_MINUTE; call++) statuses.push((await login()).status);
    expect(statuses).toEqual([302, 302, 429]);
    const refused = await login();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many requests/);
  });
});
