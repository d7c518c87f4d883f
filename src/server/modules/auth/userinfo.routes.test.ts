import { Browser } from '@test/auth/browser';
import { setUpOidcTestApp, signInThroughProvider } from '@test/auth/oidc-test-app';
import { describe, expect, it } from 'vitest';

// A provider whose ID token names only the subject: the profile comes from its userinfo endpoint.
const server = setUpOidcTestApp({ thinIdToken: true });

describe('sign-in with a thin ID token', () => {
  it("reads the email, names and picture from the provider's userinfo endpoint", async () => {
    const browser = new Browser();
    const home = await signInThroughProvider(browser, server.appUrl, 'katherine johnson');
    expect(home.response.headers.get('location')).toBe('/');
    const response = await browser.request(`${server.appUrl}/api/auth/user`);
    expect(await response.json()).toEqual({
      mode: 'oidc',
      isAnonymous: false,
      id: 'katherine johnson',
      email: 'katherine.johnson@example.test',
      firstName: 'Katherine',
      lastName: 'Johnson',
      profileImageUrl: `${server.issuer}/avatars/katherine.johnson.svg`,
    });
  });
});
