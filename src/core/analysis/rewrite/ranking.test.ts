import { describe, expect, it } from 'vitest';
import { type Candidate, MAX_SUGGESTIONS, rankSuggestions, weightedImpact } from './ranking';

function candidate(overrides: Partial<Candidate>): Candidate {
  return {
    title: 'Title',
    description: 'Description',
    priority: 'medium',
    impact: 2,
    type: 'wording',
    suggestion: 'Do it',
    order: 0,
    ...overrides,
  };
}

describe('rankSuggestions', () => {
  it('sorts by priority, then impact, then type and order', () => {
    const ranked = rankSuggestions([
      candidate({ title: 'low', priority: 'low', impact: 9 }),
      candidate({ title: 'medium small', impact: 2, original: 'a' }),
      candidate({ title: 'high', priority: 'high', impact: 5, type: 'skill' }),
      candidate({ title: 'medium big', impact: 4, type: 'keyword' }),
      candidate({ title: 'medium small first', impact: 2, order: -1, original: 'b' }),
    ]);
    expect(ranked.map((suggestion) => suggestion.title)).toEqual([
      'high',
      'medium big',
      'medium small first',
      'medium small',
      'low',
    ]);
    expect(ranked[0]).not.toHaveProperty('order');
  });

  it('keeps one suggestion per line, a few per type and fifteen in all', () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      candidate({ type: index % 2 ? 'quantify' : 'wording', original: `line ${index % 10}`, order: index }),
    );
    const ranked = rankSuggestions(many);
    expect(new Set(ranked.map((suggestion) => suggestion.original)).size).toBe(ranked.length);
    expect(ranked.filter((suggestion) => suggestion.type === 'wording')).toHaveLength(3);
    const guidance = Array.from({ length: 40 }, (_, index) =>
      candidate({
        type: (['skill', 'keyword', 'contact', 'structure'] as const)[index % 4],
        title: `t${index}`,
      }),
    );
    expect(rankSuggestions(guidance).length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it('shows a suggestion whose line is taken without its rewrite, when it has such a form', () => {
    const advice = {
      title: 'Show B',
      description: 'd',
      priority: 'high',
      impact: 5,
      type: 'skill',
      suggestion: 's',
    } as const;
    const ranked = rankSuggestions([
      candidate({
        title: 'Show A',
        type: 'skill',
        priority: 'high',
        impact: 9,
        original: 'line',
        replacement: 'A',
      }),
      candidate({ ...advice, original: 'line', replacement: 'B', withoutRewrite: advice }),
      candidate({ title: 'Reword', original: 'line', replacement: 'C' }),
    ]);
    expect(ranked.map((suggestion) => [suggestion.title, suggestion.original])).toEqual([
      ['Show A', 'line'],
      ['Show B', undefined],
    ]);
    expect(ranked[1]).not.toHaveProperty('withoutRewrite');
  });

  it('is deterministic', () => {
    const input = [candidate({ title: 'b' }), candidate({ title: 'a' })];
    expect(rankSuggestions(input)).toEqual(rankSuggestions([...input].reverse()));
  });
});

describe('weightedImpact', () => {
  it('scales the extra points by the weight share', () => {
    expect(weightedImpact({ base: 5, extra: 5 }, 3, 3)).toBe(10);
    expect(weightedImpact({ base: 5, extra: 5 }, 1, 4)).toBe(6);
    expect(weightedImpact({ base: 1, extra: 3 }, 0, 0)).toBe(1);
  });
});
