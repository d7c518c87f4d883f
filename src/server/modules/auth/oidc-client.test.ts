import { describe, expect, it } from 'vitest';
import { profileOf } from './oidc-client';

describe('profileOf', () => {
  it('reads the subject, email, names and picture of an ID token', () => {
    expect(
      profileOf({
        sub: '108234567890123456789',
        email: 'ada@example.org',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        name: 'Ada Lovelace',
        picture: 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
      }),
    ).toEqual({
      id: '108234567890123456789',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
    });
  });

  it('keeps the full name as the first name when the provider gives no name parts (Microsoft, some Keycloaks)', () => {
    expect(profileOf({ sub: 'x', name: 'Grace Brewster Hopper' })).toMatchObject({
      firstName: 'Grace Brewster Hopper',
      lastName: null,
    });
  });

  it('drops an email the provider marks unverified, and a picture that is not an http(s) URL', () => {
    const profile = profileOf({
      sub: 'x',
      email: 'someone-else@example.org',
      email_verified: false,
      picture: 'javascript:alert(1)',
    });
    expect(profile).toEqual({ id: 'x', email: null, firstName: null, lastName: null, profileImageUrl: null });
  });

  it('treats blank and non-text claims as missing', () => {
    expect(profileOf({ sub: 'x', email: '  ', given_name: 42, family_name: null })).toEqual({
      id: 'x',
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
  });
});
