import { describe, expect, it } from 'vitest';
import { createJobSlots, QueueFullError } from './job-slots';

describe('createJobSlots', () => {
  it('gives `size` slots at once and queues the rest in order', async () => {
    const slots = createJobSlots(2, 5);
    const first = await slots.acquire();
    await slots.acquire();
    const started: string[] = [];
    const third = slots.acquire().then((release) => {
      started.push('third');
      return release;
    });
    const fourth = slots.acquire().then((release) => {
      started.push('fourth');
      return release;
    });
    expect([slots.running(), slots.waiting()]).toEqual([2, 2]);
    first(10);
    (await third)(10);
    await fourth;
    expect(started).toEqual(['third', 'fourth']);
    expect([slots.running(), slots.waiting()]).toEqual([2, 0]);
  });

  it('refuses at once when the queue is full, and takes jobs again once it has room', async () => {
    const slots = createJobSlots(1, 1);
    const running = await slots.acquire();
    const waiting = slots.acquire();
    await expect(slots.acquire()).rejects.toBeInstanceOf(QueueFullError);
    running(5);
    (await waiting)(5);
    expect(slots.running()).toBe(0);
    await expect(slots.acquire()).resolves.toBeTypeOf('function');
  });

  it('counts a slot released twice once', async () => {
    const slots = createJobSlots(1, 4);
    const release = await slots.acquire();
    release(1);
    release(1);
    expect(slots.running()).toBe(0);
    await slots.acquire();
    expect(slots.running()).toBe(1);
  });

  it('estimates the wait from the recent job times, in whole seconds, at least one', async () => {
    const slots = createJobSlots(1, 10);
    expect(slots.secondsToDrain()).toBe(1);
    for (let job = 0; job < 30; job++) (await slots.acquire())(4000);
    const running = await slots.acquire();
    void slots.acquire();
    void slots.acquire();
    // Two waiting plus the newcomer, about four seconds each, on one thread.
    expect(slots.secondsToDrain()).toBeGreaterThanOrEqual(11);
    expect(slots.secondsToDrain()).toBeLessThanOrEqual(12);
    running(4000);
  });
});
