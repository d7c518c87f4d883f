import type { DiffLine } from '@shared/api/versions';
import { describe, expect, it } from 'vitest';
import { diffRows } from './diff-rows';

const same = (text: string): DiffLine => ({ kind: 'same', text });

describe('diffRows', () => {
  it('keeps two unchanged lines around each change and folds the longer runs into their count', () => {
    const lines: DiffLine[] = [
      ...['a', 'b', 'c', 'd', 'e'].map(same),
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
      ...['f', 'g', 'h', 'i', 'j', 'k'].map(same),
      { kind: 'added', text: 'more' },
      same('l'),
    ];
    expect(diffRows(lines)).toEqual([
      { kind: 'folded', count: 3 },
      same('d'),
      same('e'),
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
      same('f'),
      same('g'),
      { kind: 'folded', count: 2 },
      same('j'),
      same('k'),
      { kind: 'added', text: 'more' },
      same('l'),
    ]);
  });

  it('shows a lone unchanged line rather than folding it, and folds all of a text with no change', () => {
    const lines: DiffLine[] = [same('a'), same('b'), same('c'), { kind: 'added', text: 'x' }];
    expect(diffRows(lines)).toEqual(lines);
    expect(diffRows(['a', 'b', 'c'].map(same))).toEqual([{ kind: 'folded', count: 3 }]);
    expect(diffRows([])).toEqual([]);
  });
});
