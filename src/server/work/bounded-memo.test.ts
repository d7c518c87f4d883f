import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  const counted = () => {
    const calls: string[] = [];
    const upper = boundedMemo(
      2,
      (text: string) => text,
      (text: string) => {
        calls.push(text);
        return text.toUpperCase();
      },
    );
    return { calls, upper };
  };

  it('computes each key once while it stays among the most recent', () => {
    const { calls, upper } = counted();
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b']);
  });

  it('forgets the least recently used key beyond its size', () => {
    const { calls, upper } = counted();
    upper('a');
    upper('b');
    upper('a');
    upper('c');
    upper('a');
    upper('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
