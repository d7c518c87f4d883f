import { describe, expect, it } from 'vitest';
import { isActionVerb, isGenericWord, isStopword } from './stopwords';

describe('isStopword', () => {
  it('knows English function words and posting boilerplate', () => {
    for (const word of [
      'the',
      'and',
      'with',
      "you'll",
      'ability',
      'including',
      'strong',
      'excellent',
      'years',
    ])
      expect(isStopword(word), word).toBe(true);
  });

  it('knows common German and Spanish function words', () => {
    for (const word of ['und', 'mit', 'für', 'oder', 'los', 'para', 'con', 'y', 'del'])
      expect(isStopword(word), word).toBe(true);
  });

  it('keeps words that make real phrases, and abbreviations that are English words too', () => {
    for (const word of [
      'experience',
      'team',
      'work',
      'role',
      'service',
      'management',
      'er',
      'ob',
      'art',
      'care',
    ])
      expect(isStopword(word), word).toBe(false);
  });

  it('treats single letters as stopwords', () => {
    expect(isStopword('a')).toBe(true);
    expect(isStopword('m')).toBe(true);
  });
});

describe('isGenericWord', () => {
  it('refuses vague words, duty verbs, adverbs and past participles as keywords alone', () => {
    for (const word of [
      'experience',
      'team',
      'develop',
      'ensuring',
      'provides',
      'closely',
      'determined',
      'senior',
    ])
      expect(isGenericWord(word), word).toBe(true);
  });

  it('accepts words that name something', () => {
    for (const word of [
      'nursing',
      'budget',
      'compliance',
      'payroll',
      'learning',
      'writing',
      'supply',
      'speed',
    ])
      expect(isGenericWord(word), word).toBe(false);
  });
});

describe('isActionVerb', () => {
  it('knows the verbs that open duties in any form', () => {
    for (const word of ['develop', 'develops', 'developing', 'managing', 'ensured', 'coordinates'])
      expect(isActionVerb(word), word).toBe(true);
  });

  it('leaves verbs that are nouns too', () => {
    for (const word of ['design', 'support', 'training', 'building', 'learning', 'management', 'driving'])
      expect(isActionVerb(word), word).toBe(false);
  });
});
