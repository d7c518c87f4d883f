import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { statusLineOf, statusTextOf } from './status-text';

const apiError = (status: number, bodyText: string) =>
  new ApiError(status, bodyText, undefined, undefined, undefined);

describe('statusTextOf', () => {
  it("is the app's JSON error message", () => {
    const body = '{"message":"That resume was not found.","code":"NOT_FOUND","requestId":"r1"}';
    expect(statusTextOf(new ApiError(404, body, 'That resume was not found.', 'NOT_FOUND', 'r1'))).toBe(
      'That resume was not found.',
    );
  });

  it("is another JSON body's message too (e.g. a proxy's), but not a blank one", () => {
    expect(statusTextOf(apiError(429, '{"statusCode":429,"message":"Slow down"}'))).toBe('Slow down');
    expect(statusTextOf(apiError(500, '{"message":"  "}'))).toBe('500 Internal Server Error');
    expect(statusTextOf(apiError(500, '{"error":"boom"}'))).toBe('500 Internal Server Error');
    expect(statusTextOf(apiError(500, '"just a string"'))).toBe('500 Internal Server Error');
  });

  it('is "<status> <status text>" for an HTML page, a plain body or an empty one, never the body itself', () => {
    const page =
      '<!DOCTYPE html><html><head><title>502</title></head><body><h1>Bad Gateway</h1></body></html>';
    expect(statusTextOf(apiError(502, page))).toBe('502 Bad Gateway');
    expect(statusTextOf(apiError(503, 'upstream connect error or disconnect/reset'))).toBe(
      '503 Service Unavailable',
    );
    // An empty body over HTTP/2 has no status text either: the toast must still say something.
    expect(statusTextOf(apiError(504, ''))).toBe('504 Gateway Timeout');
  });

  it("is the browser's own words when no answer came, else 'Unknown error'", () => {
    expect(statusTextOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(statusTextOf(new Error(''))).toBe('Unknown error');
    expect(statusTextOf('nope')).toBe('Unknown error');
  });
});

describe('statusLineOf', () => {
  it('names a status by its reason phrase, or by its class when it has none we know', () => {
    expect(statusLineOf(413)).toBe('413 Content Too Large');
    expect(statusLineOf(599)).toBe('599 Server Error');
    expect(statusLineOf(499)).toBe('499 Client Error');
  });
});
