/**
 * `npx tsx bench/read-pdf.ts [rounds] [--per-file]`: time `readPdf` on every corpus PDF, warm (untimed passes
 * first: the first call loads pdf.js and the JIT needs a few calls). Prints the median and p95 over all timed
 * calls and over the 1-2 page files (the speed target: median under 40 ms). `--per-file` also prints the median
 * of each tuning-half file (`corpus-split.ts`); check-half files are never named. Without the corpus it says so
 * and exits 0.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readPdf } from '../src/core/ingest/read-pdf';
import { corpusDir, requireCorpus } from './corpus-dir';
import { isTuning } from './corpus-split';

requireCorpus();
const corpus = path.join(corpusDir, 'resumes/pdf');
const rounds = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 5);
const perFile = process.argv.includes('--per-file');

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

const files = readdirSync(corpus)
  .filter((name) => name.endsWith('.pdf'))
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(corpus, name))) }));

const pagesOf = new Map<string, number>();
for (let pass = 0; pass < 3; pass++) {
  for (const file of files) pagesOf.set(file.name, (await readPdf(file.bytes)).pages ?? 0);
}

const all: number[] = [];
const short: number[] = [];
for (const file of files) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await readPdf(file.bytes);
    times.push(performance.now() - started);
  }
  all.push(...times);
  if ((pagesOf.get(file.name) ?? 0) <= 2) short.push(...times);
  if (perFile && isTuning(`resumes/pdf/${file.name}`))
    console.info(
      `${file.name.padEnd(52)} ${String(pagesOf.get(file.name)).padStart(2)} p  ${percentile(times, 0.5).toFixed(1)} ms`,
    );
}
const report = (label: string, times: number[]) =>
  `${label}: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${times.length} calls)`;
console.info(report('all PDFs', all));
console.info(report('1-2 page PDFs', short));
