import { describe, expect, it } from 'vitest';
import { bare, firstPhrase, looksPlural } from './phrase-words';

describe('phrase words', () => {
  it('strips punctuation around a word', () => {
    expect(bare('"Budget,"')).toBe('budget');
    expect(bare('patients’')).toBe('patients');
  });

  it('tells count plurals from words that only end in s', () => {
    for (const word of ['projects', 'invoices', 'developers', 'patients', 'people', 'children'])
      expect(looksPlural(word)).toBe(true);
    for (const word of ['process', 'status', 'analysis', 'logistics', 'business', 'staff', 'team'])
      expect(looksPlural(word)).toBe(false);
  });

  it('reads the first noun phrase up to a preposition or punctuation', () => {
    expect(firstPhrase('primary care, case management and medication management.')).toEqual([
      'primary',
      'care',
    ]);
    expect(firstPhrase('all PO and non PO payable entry')).toEqual(['all', 'po']);
    expect(firstPhrase('the budget for three stores')).toEqual(['the', 'budget']);
  });
});
