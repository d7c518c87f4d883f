import { describe, expect, it } from 'vitest';
import { generateId, ID_ALPHABET, ID_LENGTH } from './generate-id';

describe('generateId', () => {
  it('gives 21 symbols of the 64-symbol alphabet', () => {
    expect(new Set(ID_ALPHABET).size).toBe(64);
    for (let at = 0; at < 200; at++) expect(generateId()).toMatch(/^[A-Za-z0-9_-]{21}$/u);
    expect(ID_LENGTH).toBe(21);
  });

  it('gives a new id each time, drawing on the whole alphabet', () => {
    const ids = Array.from({ length: 2000 }, generateId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.join('')).size).toBe(64);
  });
});
