// A worker thread for thread-priority.test.ts: lowers its own priority and reports it, and the main thread's.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { lowerThreadPriority, threadPriority } = await import('../../src/server/work/thread-priority.ts');
const lowered = lowerThreadPriority();
parentPort?.postMessage({ lowered, thread: threadPriority(), process: os.getPriority(process.pid) });
