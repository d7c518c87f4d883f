import { describe, expect, it } from 'vitest';
import { readStoredTheme, resolveTheme } from './theme';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('theme', () => {
  it('defaults to system when nothing valid is stored', () => {
    expect(readStoredTheme(storageWith(null))).toBe('system');
    expect(readStoredTheme(storageWith('purple'))).toBe('system');
    expect(readStoredTheme(storageWith('dark'))).toBe('dark');
  });

  it('resolves system from the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });
});
