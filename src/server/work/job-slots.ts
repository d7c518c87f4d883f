/** Gives the slot back, with how long the job held it (for the drain estimate). */
export type ReleaseSlot = (heldMs: number) => void;

export interface JobSlots {
  /** A free slot at once, or a place in the queue; rejects at once when `maxWaiting` jobs already wait. */
  acquire(): Promise<ReleaseSlot>;
  running(): number;
  waiting(): number;
  /** Whole seconds until the queue is likely to have room: the waiting jobs at the recent pace, at least 1. */
  secondsToDrain(): number;
}

export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/** How much the newest job counts in the running mean of job times. */
const MEAN_WEIGHT = 0.2;

/**
 * `size` jobs at a time, `maxWaiting` in line, first come first served: the worker pool hands a thread only to
 * a job that will start on it at once, so a job's time limit measures its work, never its wait.
 */
export function createJobSlots(size: number, maxWaiting: number): JobSlots {
  let active = 0;
  let meanMs = 100;
  const queue: Array<() => void> = [];

  const release: ReleaseSlot = (heldMs) => {
    meanMs += MEAN_WEIGHT * (heldMs - meanMs);
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  return {
    acquire() {
      if (active < size) {
        active++;
        return Promise.resolve(once(release));
      }
      if (queue.length >= maxWaiting) return Promise.reject(new QueueFullError('the work queue is full'));
      return new Promise((resolve) => queue.push(() => resolve(once(release))));
    },
    running: () => active,
    waiting: () => queue.length,
    secondsToDrain: () => Math.max(1, Math.ceil(((queue.length + 1) * meanMs) / size / 1000)),
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
