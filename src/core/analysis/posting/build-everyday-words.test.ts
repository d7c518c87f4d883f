import { describe, expect, it } from 'vitest';
import { buildEverydayWords, everydayKey } from './build-everyday-words';

describe('buildEverydayWords', () => {
  // A general corpus of 1,000,000 words, and work text of some 1,700 words.
  const general = [
    { word: 'the', count: 900_000 },
    { word: 'play', count: 40_000 },
    { word: 'thoughts', count: 20_000 },
    { word: 'patients', count: 20_000 },
    { word: 'kitchen', count: 10_000 },
    { word: 'sepsis', count: 3 },
    { word: 'Aaron', count: 9_997 },
  ];
  const work = Array.from({ length: 100 }, () => [
    'Care for patients and their families',
    'Keep the kitchen clean; record temperatures',
    'Recognise sepsis in patients',
  ]).flat();

  it('lists common words that work text uses less than half as often as general English', () => {
    const everyday = buildEverydayWords(general, work, { maxRatio: 0.5, minPerMillion: 5 });
    expect(everyday).toEqual(expect.arrayContaining(['play', 'thought', 'aaron', 'the']));
    expect(everyday).not.toContain('patient');
    expect(everyday).not.toContain('kitchen');
  });

  it('leaves out words too rare in general English to call common', () => {
    expect(buildEverydayWords(general, [], { maxRatio: 0.5, minPerMillion: 5 })).not.toContain('sepsis');
  });

  it('compares words lower-case, plurals as their singular', () => {
    expect(['Thoughts', 'families', 'class', 'status', 'analysis', 'news'].map(everydayKey)).toEqual([
      'thought',
      'family',
      'class',
      'status',
      'analysis',
      'new',
    ]);
  });
});
