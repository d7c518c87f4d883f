import { describe, expect, it } from 'vitest';
import { withHeartbeat } from './stream-analysis';

async function* slowly(items: readonly string[], gapMs: number) {
  for (const item of items) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    yield item;
  }
}

describe('withHeartbeat', () => {
  it('sends a ping in each long silence, and every item in order', async () => {
    const seen: string[] = [];
    for await (const item of withHeartbeat(slowly(['a', 'b'], 120), 50, 'ping')) seen.push(item);
    expect(seen.filter((item) => item !== 'ping')).toEqual(['a', 'b']);
    expect(seen.filter((item) => item === 'ping').length).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)).toBe('b');
  });

  it('sends no ping when the items come quickly', async () => {
    const seen: string[] = [];
    for await (const item of withHeartbeat(slowly(['a', 'b', 'c'], 1), 200, 'ping')) seen.push(item);
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});
