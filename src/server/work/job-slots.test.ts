import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobSlots, QueueFullError, type ReleaseSlot, type SlotLimits } from './job-slots';

const slotsOf = (limits: Partial<SlotLimits>) =>
  createJobSlots({
    size: 1,
    maxWaiting: 10,
    perVisitorRunning: 1,
    perVisitorWaiting: 10,
    maxWaitMs: 60_000,
    ...limits,
  });

/** Acquires a slot and notes, once it starts, who it was for and its release. */
function track(
  slots: ReturnType<typeof slotsOf>,
  visitor: string,
  started: string[],
  releases: ReleaseSlot[],
) {
  void slots.acquire(visitor).then((release) => {
    started.push(visitor);
    releases.push(release);
  });
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('createJobSlots', () => {
  it('gives `size` slots at once and queues the rest of one visitor in order', async () => {
    const slots = slotsOf({ size: 2, perVisitorRunning: 2 });
    const first = await slots.acquire('a');
    await slots.acquire('a');
    const started: string[] = [];
    const third = slots.acquire('a').then((release) => {
      started.push('third');
      return release;
    });
    const fourth = slots.acquire('a').then((release) => {
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

  it('lets a visitor run at most `perVisitorRunning` jobs, even with a slot free', async () => {
    const slots = slotsOf({ size: 2 });
    const first = await slots.acquire('a');
    const second = slots.acquire('a');
    expect([slots.running(), slots.waiting()]).toEqual([1, 1]);
    // Another visitor takes the free slot at once.
    await slots.acquire('b');
    first(1);
    await second;
    expect([slots.running(), slots.waiting()]).toEqual([2, 0]);
  });

  it('serves waiting visitors in turn: a flooding visitor waits behind everyone else', async () => {
    const slots = slotsOf({});
    const started: string[] = [];
    const releases: ReleaseSlot[] = [await slots.acquire('flood')];
    for (const visitor of ['flood', 'flood', 'flood', 'b', 'c', 'b'])
      track(slots, visitor, started, releases);
    while (releases.length > 0) {
      releases.shift()?.(1);
      await settled();
    }
    expect(started).toEqual(['flood', 'b', 'c', 'flood', 'b', 'flood']);
  });

  it('refuses at once when the queue is full, and takes jobs again once it has room', async () => {
    const slots = slotsOf({ maxWaiting: 1 });
    const running = await slots.acquire('a');
    const waiting = slots.acquire('b');
    await expect(slots.acquire('c')).rejects.toEqual(new QueueFullError('queue-full'));
    running(5);
    (await waiting)(5);
    expect(slots.running()).toBe(0);
    await expect(slots.acquire('c')).resolves.toBeTypeOf('function');
  });

  it("refuses a visitor's job past their own places in the queue, not another visitor's", async () => {
    const slots = slotsOf({ perVisitorWaiting: 2 });
    await slots.acquire('a');
    void slots.acquire('a');
    void slots.acquire('a');
    expect(slots.refusalFor('a')).toBe('visitor-queue-full');
    await expect(slots.acquire('a')).rejects.toMatchObject({ reason: 'visitor-queue-full' });
    expect(slots.refusalFor('b')).toBeUndefined();
    expect(slots.waiting()).toBe(2);
    void slots.acquire('b');
    expect(slots.waiting()).toBe(3);
  });

  it('refuses a job that waited `maxWaitMs`, and takes it out of the queue', async () => {
    vi.useFakeTimers();
    const slots = slotsOf({ maxWaitMs: 10_000 });
    const running = await slots.acquire('a');
    const waiting = slots.acquire('b');
    const refused = expect(waiting).rejects.toMatchObject({ reason: 'waited-too-long' });
    vi.advanceTimersByTime(9_999);
    expect(slots.waiting()).toBe(1);
    vi.advanceTimersByTime(1);
    await refused;
    expect(slots.waiting()).toBe(0);
    running(1);
    expect(slots.running()).toBe(0);
  });

  it('counts a slot released twice once', async () => {
    const slots = slotsOf({ maxWaiting: 4 });
    const release = await slots.acquire('a');
    release(1);
    release(1);
    expect(slots.running()).toBe(0);
    await slots.acquire('a');
    expect(slots.running()).toBe(1);
  });

  it('estimates the wait from the recent job times, in whole seconds, at least one', async () => {
    const slots = slotsOf({});
    expect(slots.secondsToDrain()).toBe(1);
    for (let job = 0; job < 30; job++) (await slots.acquire('a'))(4000);
    const running = await slots.acquire('a');
    void slots.acquire('b');
    void slots.acquire('c');
    // Two waiting plus the newcomer, about four seconds each, on one thread.
    expect(slots.secondsToDrain()).toBeGreaterThanOrEqual(11);
    expect(slots.secondsToDrain()).toBeLessThanOrEqual(12);
    running(4000);
  });
});
