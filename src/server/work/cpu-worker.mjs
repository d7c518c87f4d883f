// The entry of each worker thread of work-pool.ts. Plain JavaScript, because it must teach the thread to read
// TypeScript (tsx, as the server itself runs) before it imports the jobs; `--import tsx` in the thread's
// execArgv registers too late: the pool may import the jobs first.
import { register } from 'tsx/esm/api';

register();
const { lowerThreadPriority } = await import('./thread-priority.ts');
// The event loop first: a busy thread must not delay health checks and light requests.
lowerThreadPriority();
const jobs = await import('./cpu-jobs.ts');

export const {
  ingest,
  validate,
  readVersion,
  analyze,
  analyzeText,
  optimize,
  variations,
  readJobPage,
  exportDocument,
} = jobs;
