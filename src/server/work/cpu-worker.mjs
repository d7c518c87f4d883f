// The entry of each worker thread of work-pool.ts. Plain JavaScript, because it must teach the thread to read
// TypeScript (tsx, as the server itself runs) before it imports the jobs; `--import tsx` in the thread's
// execArgv registers too late: the pool may import the jobs first.
import { register } from 'tsx/esm/api';

register();
const jobs = await import('./cpu-jobs.ts');

export const { ingest, validate, readVersion, analyze } = jobs;
