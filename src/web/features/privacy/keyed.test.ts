import { describe, expect, it } from 'vitest';
import { keyed } from './keyed';

describe('keyed', () => {
  it('keys rows by their content and numbers the repeats', () => {
    const rows = ['upload', 'analysis', 'upload', 'upload'];
    expect(keyed(rows, (row) => row).map(({ key }) => key)).toEqual([
      'upload',
      'analysis',
      'upload#2',
      'upload#3',
    ]);
  });
});
