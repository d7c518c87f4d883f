/**
 * `npm run bench:export` (`npx tsx bench/export.ts [--smoke] [--misses]`): how fast each export format is written,
 * and how well the exports read back through our own ingestion (issue 17, "Measured" and "Round trip").
 *
 * Timing: the sample software engineer's resume (two pages of PDF at the defaults: Arial 11 pt, 1 in margins),
 * exported in each format 30 times after the first call; the median and p95 in ms. The first call of the process
 * is reported apart: it reads the embedded fonts (Arimo for the PDF) and warms the code up. The first export of a
 * resume with Chinese text is reported apart too: it reads the 10.5 MB Noto Sans SC face (then its median).
 *
 * Round trip: each resume (the six samples, as uploaded in text, and each labelled PDF, DOCX and TXT resume of the
 * dev corpus, ingested as an upload) is exported as PDF, DOCX, TXT and HTML with the defaults (and as PDF styled,
 * not optimized for ATS, as the file manager asks for a PDF), and read back through our own ingestion
 * (test/builders/export-read-back.ts). Per format: the resumes whose section types come back the same and in the
 * same order, those with at least 98% of their words back, and the mean and lowest share of words back. Corpus
 * figures are given for the tuning half, the check half and all; `--misses` names the tuning-half resumes that
 * missed, never a check-half one.
 *
 * `--smoke`: 3 timed runs and two corpus files, to prove the benchmark works; its figures are not measurements.
 * Without the corpus it says so in one line and still runs the sample resumes.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { defaultExportOptions, type ExportOptions } from '@core/export/export-options';
import { exportResume } from '@core/export/export-resume';
import { extractContact } from '@core/ingest/contact';
import { buildResumeDocument } from '@core/resume/build-document';
import { type ExportFormat, exportFormats } from '@shared/api/export';
import type { ResumeDocument } from '@shared/resume-document';
import { nonLatinDocument, sampleDocument, sampleDocuments } from '@test/builders/export-documents';
import {
  MIN_WORDS_BACK,
  type ReadableFormat,
  readableFormats,
  readBack,
  sectionTypesOf,
  wordsBack,
} from '@test/builders/export-read-back';
import { showMisses, smoke, smokeNote } from './bench-flags';
import { halfHeading, halfLine, meanPercent, percentOf } from './by-half';
import { corpusDir } from './corpus-dir';
import { loadResumes } from './corpus-documents';
import { type Half, isTuning } from './corpus-split';

const now = new Date();

const runs = smoke ? 3 : 30;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => value.toFixed(1).padStart(8);

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const cpus = os.cpus();
console.log(
  `Machine: ${cpus[0]?.model ?? 'unknown CPU'} x ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `${os.platform()} ${os.release()}, Node ${process.version}`,
);

// --- Timing ---------------------------------------------------------------------------------------------------
const twoPages = sampleDocument('software-engineer');
const firstPdf = await timed(() => exportResume(twoPages, 'pdf', defaultExportOptions, now));
const { readPdfLayout } = await import('@test/builders/export-documents');
const pages = (await readPdfLayout(await exportResume(twoPages, 'pdf', defaultExportOptions, now))).pages
  .length;
console.log(`\nExport of the sample software engineer's resume (${pages} pages as PDF), ms${smokeNote}`);
console.log(`  first call of the process (pdf, reads the Arimo faces): ${firstPdf.toFixed(1)} ms`);
const firstOfEach: Partial<Record<ExportFormat, number>> = {};
for (const format of exportFormats)
  if (format !== 'pdf')
    firstOfEach[format] = await timed(() => exportResume(twoPages, format, defaultExportOptions, now));
console.log(
  `  first call of each other format: ${Object.entries(firstOfEach)
    .map(([format, value]) => `${format} ${value.toFixed(1)}`)
    .join(', ')}`,
);
console.log(`${'  format'.padEnd(10)}${'median'.padStart(8)}${'p95'.padStart(8)}   target`);
for (const format of exportFormats) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++)
    times.push(await timed(() => exportResume(twoPages, format, defaultExportOptions, now)));
  const target = format === 'pdf' || format === 'docx' ? '< 150 ms' : '';
  console.log(`  ${format.padEnd(8)}${ms(quantile(times, 0.5))}${ms(quantile(times, 0.95))}   ${target}`);
}
const chinese = nonLatinDocument();
const firstCjk = await timed(() => exportResume(chinese, 'pdf', defaultExportOptions, now));
const cjkTimes: number[] = [];
for (let run = 0; run < runs; run++)
  cjkTimes.push(await timed(() => exportResume(chinese, 'pdf', defaultExportOptions, now)));
console.log(
  `  pdf with Chinese text (one page): first ${firstCjk.toFixed(1)} ms (reads Noto Sans SC), ` +
    `then median ${quantile(cjkTimes, 0.5).toFixed(1)} ms`,
);

// --- Round trip -----------------------------------------------------------------------------------------------
interface Case {
  name: string;
  half?: Half;
  document: ResumeDocument;
}
interface Outcome {
  name: string;
  half: Half | undefined;
  isSameOrder: boolean;
  words: number;
}
const variants: [string, ReadableFormat, ExportOptions][] = [
  ...readableFormats.map((format): [string, ReadableFormat, ExportOptions] => [
    format,
    format,
    defaultExportOptions,
  ]),
  ['pdf styled', 'pdf', { ...defaultExportOptions, optimizeForATS: false }],
];

async function roundTrip(cases: Case[]): Promise<Map<string, Outcome[]>> {
  const outcomes = new Map<string, Outcome[]>(variants.map(([label]) => [label, []]));
  for (const { name, half, document } of cases)
    for (const [label, format, options] of variants) {
      const back = await readBack(await exportResume(document, format, options, now), format);
      outcomes.get(label)?.push({
        name,
        half,
        isSameOrder: sectionTypesOf(back.document).join() === sectionTypesOf(document).join(),
        words: wordsBack(document, back.text),
      });
    }
  return outcomes;
}

const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
const lowest = (rows: Outcome[]) =>
  rows.length === 0 ? '-' : `${(100 * Math.min(...rows.map((row) => row.words))).toFixed(1)}%`;

const samples = await roundTrip(sampleDocuments().map(([name, document]) => ({ name, document })));
console.log(`\nRound trip of the six sample resumes (export, then our own ingestion)${smokeNote}`);
console.log(
  `${'  format'.padEnd(14)}${'same types, order'.padStart(20)}${'>= 98% words'.padStart(16)}` +
    `${'words back'.padStart(26)}${'lowest'.padStart(9)}`,
);
for (const [label, rows] of samples)
  console.log(
    `  ${label.padEnd(12)}${percentOf(
      count(rows, (row) => row.isSameOrder),
      rows.length,
    ).padStart(20)}` +
      `${percentOf(
        count(rows, (row) => row.words >= MIN_WORDS_BACK),
        rows.length,
      ).padStart(16)}` +
      `${meanPercent(rows.map((row) => row.words)).padStart(26)}${lowest(rows).padStart(9)}`,
  );

if (!existsSync(corpusDir)) {
  console.log(
    `\nNo corpus at ${corpusDir} (set CORPUS_DIR to point at it): round trip of the sample resumes only.`,
  );
} else {
  const loaded = await loadResumes((files) => (smoke ? files.filter(isTuning).slice(0, 2) : files));
  const corpus = await roundTrip(
    loaded.map(({ file, half, text, sections }) => ({
      name: file,
      half,
      document: buildResumeDocument({ text, sections, contact: extractContact(text, sections) }),
    })),
  );
  console.log(`\n${halfHeading(`Round trip of the dev corpus resumes${smokeNote}`, loaded, 'resumes')}`);
  for (const [label, rows] of corpus) {
    console.log(
      halfLine(`${label}: same section types, same order`, rows, (subset) =>
        percentOf(
          count(subset, (row) => row.isSameOrder),
          subset.length,
        ),
      ),
    );
    console.log(
      halfLine(`${label}: at least 98% of the words back`, rows, (subset) =>
        percentOf(
          count(subset, (row) => row.words >= MIN_WORDS_BACK),
          subset.length,
        ),
      ),
    );
    console.log(
      halfLine(`${label}: words back`, rows, (subset) => meanPercent(subset.map((row) => row.words))),
    );
    console.log(halfLine(`${label}: lowest share of words back`, rows, lowest));
  }
  if (showMisses)
    for (const [label, rows] of corpus)
      for (const row of rows.filter(
        (item) => item.half === 'tuning' && (!item.isSameOrder || item.words < MIN_WORDS_BACK),
      ))
        console.log(
          `  miss (${label}): ${row.name}: ${row.isSameOrder ? 'same order' : 'section types differ'}, ` +
            `${(100 * row.words).toFixed(1)}% of the words`,
        );
}
