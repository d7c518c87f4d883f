import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1234567, '1.18 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i bytes reads %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});
