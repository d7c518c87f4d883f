import { describe, expect, it } from 'vitest';
import { readCookie, SESSION_COOKIE, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among others, trimming the spaces around pairs', () => {
    const header = 'theme=dark; vitae_session=Zm9vYmFy-_x ;other=1';
    expect(readCookie(header, SESSION_COOKIE)).toBe('Zm9vYmFy-_x');
    expect(readCookie(header, 'other')).toBe('1');
  });

  it('answers undefined without the header, without the cookie, or for an empty value', () => {
    expect(readCookie(undefined, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie('theme=dark', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie('vitae_session=', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie('vitae_session', SESSION_COOKIE)).toBeUndefined();
  });

  it('does not take a cookie whose name only ends with the one asked for', () => {
    expect(readCookie('not_vitae_session=abc', SESSION_COOKIE)).toBeUndefined();
  });

  it('keeps an equals sign inside the value', () => {
    expect(readCookie('vitae_session=ab=cd', SESSION_COOKIE)).toBe('ab=cd');
  });
});

describe('serializeCookie', () => {
  it('is HttpOnly and SameSite=Lax, Secure only when asked', () => {
    expect(serializeCookie('vitae_session', 'abc', { maxAgeSeconds: 3600, path: '/', secure: false })).toBe(
      'vitae_session=abc; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax',
    );
    expect(serializeCookie('vitae_session', 'abc', { maxAgeSeconds: 60, path: '/', secure: true })).toMatch(
      /; Secure$/,
    );
  });

  it('deletes a cookie with Max-Age 0 and a past expiry', () => {
    expect(
      serializeCookie('vitae_login', '', { maxAgeSeconds: 0, path: '/api/callback', secure: false }),
    ).toBe(
      'vitae_login=; Path=/api/callback; Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });
});
