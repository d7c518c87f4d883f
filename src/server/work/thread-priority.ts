import { readlinkSync } from 'node:fs';
import os from 'node:os';

/** How much lower than the event loop a worker thread runs (Linux nice values: 0 normal, 19 lowest). */
export const WORKER_NICENESS = 10;

/**
 * Lowers the calling thread's CPU priority, so that when every core is busy the server's event loop (health
 * checks, light routes, handing out jobs) runs first and the threads take what is left. Linux names each
 * thread in /proc/thread-self and lets a thread's priority be set by its id; elsewhere nothing changes.
 * Returns whether the priority was lowered.
 */
export function lowerThreadPriority(niceness = WORKER_NICENESS): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId)) return false;
    os.setPriority(threadId, niceness);
    return true;
  } catch {
    return false;
  }
}

/** The calling thread's priority (nice value), or undefined where threads cannot be named. */
export function threadPriority(): number | undefined {
  try {
    return os.getPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()));
  } catch {
    return undefined;
  }
}
