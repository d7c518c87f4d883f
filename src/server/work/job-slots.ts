/** Gives the slot back, with how long the job held it (for the drain estimate). */
export type ReleaseSlot = (heldMs: number) => void;

export interface JobSlots {
  /**
   * A free slot at once, or a place in the queue; rejects with a `QueueFullError` at once when the queue or the
   * visitor's share of it is full, and later when the job has waited `maxWaitMs`.
   */
  acquire(visitor: string): Promise<ReleaseSlot>;
  /** Why `acquire` would refuse the visitor's job at once, or undefined when it would take it. */
  refusalFor(visitor: string): RefusalReason | undefined;
  running(): number;
  waiting(): number;
  /** Whole seconds until the queue is likely to have room: the waiting jobs at the recent pace, at least 1. */
  secondsToDrain(): number;
}

/** Why a job got no slot: the whole queue was full, the visitor's own places were taken, or it waited too long. */
export type RefusalReason = 'queue-full' | 'visitor-queue-full' | 'waited-too-long';

export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor(readonly reason: RefusalReason) {
    super(`no work slot: ${reason}`);
  }
}

export interface SlotLimits {
  /** Jobs running at once (the pool's threads). */
  size: number;
  /** Jobs waiting at once, all visitors together. */
  maxWaiting: number;
  /** Jobs one visitor may run at once. */
  perVisitorRunning: number;
  /** Jobs one visitor may have waiting at once. */
  perVisitorWaiting: number;
  /** How long a job may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** How much the newest job counts in the running mean of job times. */
const MEAN_WEIGHT = 0.2;

interface Waiter {
  start: (release: ReleaseSlot) => void;
  timer: NodeJS.Timeout;
}

/**
 * `size` jobs at a time, shared fairly between visitors (issue 29 §2): a visitor runs at most
 * `perVisitorRunning` jobs and keeps at most `perVisitorWaiting` in line, and a freed slot goes to the next
 * visitor in turn (round robin), so one visitor's tenth job waits behind everyone else's first. Within one
 * visitor, first come first served. The worker pool hands a thread only to a job that starts on it at once, so a
 * job's time limit measures its work, never its wait; the wait itself is capped at `maxWaitMs`.
 */
export function createJobSlots(limits: SlotLimits): JobSlots {
  let meanMs = 100;
  const runningBy = new Map<string, number>();
  /** Each visitor's waiting jobs, in arrival order; the Map's order is the turn order of visitors. */
  const waitingBy = new Map<string, Waiter[]>();
  let active = 0;
  let waitingCount = 0;

  const runningOf = (visitor: string) => runningBy.get(visitor) ?? 0;

  function start(visitor: string): ReleaseSlot {
    active++;
    runningBy.set(visitor, runningOf(visitor) + 1);
    return once((heldMs) => {
      meanMs += MEAN_WEIGHT * (heldMs - meanMs);
      active--;
      const left = runningOf(visitor) - 1;
      if (left === 0) runningBy.delete(visitor);
      else runningBy.set(visitor, left);
      startNext();
    });
  }

  /** Gives free slots to waiting jobs, one visitor at a time in turn; a visitor served goes to the back. */
  function startNext(): void {
    while (active < limits.size) {
      const visitor = [...waitingBy.keys()].find((who) => runningOf(who) < limits.perVisitorRunning);
      if (visitor === undefined) return;
      const waiter = take(visitor);
      clearTimeout(waiter.timer);
      waiter.start(start(visitor));
    }
  }

  /** The visitor's oldest waiting job; the visitor moves to the back of the turn order, or leaves it. */
  function take(visitor: string): Waiter {
    const queue = waitingBy.get(visitor) ?? [];
    const waiter = queue.shift() as Waiter;
    waitingCount--;
    waitingBy.delete(visitor);
    if (queue.length > 0) waitingBy.set(visitor, queue);
    return waiter;
  }

  function drop(visitor: string, waiter: Waiter): void {
    const queue = waitingBy.get(visitor);
    const index = queue?.indexOf(waiter) ?? -1;
    if (!queue || index < 0) return;
    queue.splice(index, 1);
    waitingCount--;
    if (queue.length === 0) waitingBy.delete(visitor);
  }

  function refusalFor(visitor: string): RefusalReason | undefined {
    if (active < limits.size && runningOf(visitor) < limits.perVisitorRunning) return undefined;
    if (waitingCount >= limits.maxWaiting) return 'queue-full';
    if ((waitingBy.get(visitor)?.length ?? 0) >= limits.perVisitorWaiting) return 'visitor-queue-full';
    return undefined;
  }

  return {
    refusalFor,
    acquire(visitor) {
      if (active < limits.size && runningOf(visitor) < limits.perVisitorRunning)
        return Promise.resolve(start(visitor));
      const refusal = refusalFor(visitor);
      if (refusal) return Promise.reject(new QueueFullError(refusal));
      const queue = waitingBy.get(visitor) ?? [];
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          start: resolve,
          timer: setTimeout(() => {
            drop(visitor, waiter);
            reject(new QueueFullError('waited-too-long'));
          }, limits.maxWaitMs),
        };
        queue.push(waiter);
        waitingCount++;
        waitingBy.set(visitor, queue);
      });
    },
    running: () => active,
    waiting: () => waitingCount,
    secondsToDrain: () => Math.max(1, Math.ceil(((waitingCount + 1) * meanMs) / limits.size / 1000)),
  };
}

/** A release that counts once, however often it is called. */
function once(release: ReleaseSlot): ReleaseSlot {
  let done = false;
  return (heldMs) => {
    if (done) return;
    done = true;
    release(heldMs);
  };
}
