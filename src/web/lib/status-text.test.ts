import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { statusTextOf } from './status-text';

describe('statusTextOf', () => {
  it("is the server's message, else its body or status text, else the error's own words", () => {
    expect(statusTextOf(new ApiError(404, '{"message":"Gone"}', 'Gone', 'NOT_FOUND', 'r1'))).toBe('Gone');
    expect(statusTextOf(new ApiError(502, 'Bad Gateway', undefined, undefined, undefined))).toBe(
      'Bad Gateway',
    );
    expect(statusTextOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(statusTextOf('nope')).toBe('Unknown error');
  });
});
