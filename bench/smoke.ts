/**
 * `npm run bench:smoke`: every benchmark in smoke mode (`--smoke`), one after the other, to prove each works
 * end to end. The figures they print are not measurements. Exits non-zero when any of them failed.
 */
import { spawnSync } from 'node:child_process';

const benches = ['ingest', 'analysis', 'startup', 'web', 'ai-chain', 'export', 'load-monitoring', 'load'];
const failed: string[] = [];
for (const bench of benches) {
  console.log(`\n=== bench:${bench} --smoke`);
  const run = spawnSync('npx', ['tsx', `bench/${bench}.ts`, '--smoke'], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(bench);
}
console.log(`\nbench:smoke: ${failed.length > 0 ? `failed: ${failed.join(', ')}` : 'every benchmark ran'}`);
// The plain count line CI adds to its totals: one benchmark, one test.
console.log(`${benches.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
