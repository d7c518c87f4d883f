import { describe, expect, it } from 'vitest';
import { wordSpans, words } from './words';

describe('words', () => {
  it('lower-cases letters and digits of any script', () => {
    expect(words('Registered Nurse, Größe 3 — Señor Ñandú')).toEqual([
      'registered',
      'nurse',
      'größe',
      '3',
      'señor',
      'ñandú',
    ]);
  });

  it('keeps inner apostrophes and drops the possessive', () => {
    expect(words("Don't miss the company's O'Brien’s clients' needs")).toEqual([
      "don't",
      'miss',
      'the',
      'company',
      "o'brien",
      'clients',
      'needs',
    ]);
  });

  it('splits hyphenated words into their parts unless a part is a prefix or a letter', () => {
    expect(words('customer-facing e-commerce co-op COVID-19 Python‑Kenntnisse x-ray')).toEqual([
      'customer',
      'facing',
      'e-commerce',
      'co-op',
      'covid-19',
      'python',
      'kenntnisse',
      'x-ray',
    ]);
  });

  it('breaks on punctuation and symbols', () => {
    expect(words('CI/CD, 24/7; 401(k) — node.js')).toEqual(['ci', 'cd', '24', '7', '401', 'k', 'node', 'js']);
  });

  it('reads every line of a text', () => {
    expect(words('Patient care\nFinancial reporting')).toEqual(['patient', 'care', 'financial', 'reporting']);
  });
});

describe('wordSpans', () => {
  it('gives where each word sits on the line', () => {
    const line = '• Customer-facing e-commerce';
    expect(wordSpans(line)).toEqual([
      { word: 'customer', start: 2, end: 10 },
      { word: 'facing', start: 11, end: 17 },
      { word: 'e-commerce', start: 18, end: 28 },
    ]);
    for (const span of wordSpans(line))
      expect(line.slice(span.start, span.end).toLowerCase()).toBe(span.word);
  });

  it('ends a possessive word before its "\'s"', () => {
    const [span] = wordSpans("Trust's values");
    expect(span).toEqual({ word: 'trust', start: 0, end: 5 });
  });

  it('finds the same words on ASCII and non-ASCII lines', () => {
    expect(wordSpans('data-driven teams').map((span) => span.word)).toEqual(
      wordSpans('data-driven teams ·').map((span) => span.word),
    );
  });
});
