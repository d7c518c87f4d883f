import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { threadPriority, WORKER_NICENESS } from './thread-priority';

const onLinux = threadPriority() !== undefined;

describe.runIf(onLinux)('lowerThreadPriority', () => {
  it("lowers the calling thread's priority and leaves the event loop's alone", async () => {
    const before = threadPriority();
    const worker = new Worker(new URL('../../../test/work/priority-probe.mjs', import.meta.url));
    const report = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(report).toEqual({ lowered: true, thread: WORKER_NICENESS, process: before });
    expect(threadPriority()).toBe(before);
  });
});
