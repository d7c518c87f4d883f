/**
 * `npm run bench:memory` (`npx tsx bench/memory.ts [--smoke]`): where the server's memory goes (issue 22, §1).
 *
 * 1. The pieces in order: a fresh Node process (with the tsx loader, as the server runs) takes, one after the
 *    other, PGlite opened and migrated on disk (src/server/db/client.ts), pdf.js (one PDF read), the rest of
 *    reading an upload (sniffing, scans, mammoth: one DOCX and one PDF), the taxonomy and analysis engine
 *    (src/core/analysis/analyze.ts: one analysis), the PDF and Word renderers (one export each), and the whole
 *    app built (src/server/app.ts buildApp, ready). After each import and after its first use, a full GC and
 *    the process's RSS, V8 heap and external memory (ArrayBuffers, WebAssembly memory): the delta each piece
 *    adds to what came before. Median of 3 processes. Also the RSS and external memory just before that GC
 *    of the piece's use: what a process holds until V8 collects (PGlite's start leaves large ArrayBuffers).
 * 2. Each piece alone: the same in a fresh process that takes only that piece (and what it imports itself),
 *    RSS over the bare process. What pieces share (zod, the shared schemas) falls on the first in part 1.
 * 3. The real server (`src/server/main.ts`, a new embedded database): RSS and threads of its process once
 *    healthy, and after 10 s idle.
 *
 * `--smoke`: one process in order, no piece alone, 1 s idle, to prove the benchmark works; its figures are not
 * measurements.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { smoke, smokeNote } from './bench-flags';
import { median, printTable } from './load-report';
import { residentMemory, serverPidOf } from './load-rss';
import { type Piece, type ProbeLine, pieces } from './memory-pieces';
import { freePort, startServer, stopServer, waitUntilHealthy } from './server-process';

const runs = smoke ? 1 : 3;
const names: Record<Piece, string> = {
  pglite: 'PGlite opened and migrated (db/client.ts)',
  pdfjs: 'pdf.js (core/ingest/read-pdf.ts), one PDF read',
  ingestion: 'rest of ingestion (file-type, scans, mammoth)',
  analysis: 'taxonomy + analysis engine (analyze.ts), one analysis',
  export: 'PDF and Word renderers (pdfkit, docx), one export each',
  app: 'the whole app built (app.ts buildApp)',
};
const mb = (bytes: number) => bytes / 2 ** 20;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

/** One probe process taking `chosen` in order: its lines. */
function probe(chosen: readonly Piece[]): ProbeLine[] {
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'memory-probe.ts'), ...chosen],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`The memory probe failed (${run.status ?? run.signal})`);
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as ProbeLine);
}

/** The median over runs of one field of one line. */
function medianOf(
  all: ProbeLine[][],
  piece: ProbeLine['piece'],
  stage: ProbeLine['stage'],
  field: Exclude<keyof ProbeLine, 'piece' | 'stage'>,
) {
  return median(
    all.map((lines) => lines.find((line) => line.piece === piece && line.stage === stage)?.[field] ?? 0),
  );
}

const cpus = os.cpus();
console.log(
  `machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average (1 min) ${os.loadavg()[0]?.toFixed(1)}`,
);

// ── 1. the pieces in order ──
const inOrder = Array.from({ length: runs }, () => probe(pieces));
const baseline = medianOf(inOrder, 'baseline', 'use', 'rss');
console.log(
  `\n1. the pieces in order, each imported then used once; median of ${runs} processes${smokeNote}` +
    `\n   a fresh Node process with the tsx loader: RSS ${mb(baseline).toFixed(1)} MB`,
);
const rows = [
  [
    'piece',
    'RSS after',
    'Δ RSS',
    'of it import',
    'Δ heap',
    'Δ external',
    'alone Δ RSS',
    'before GC: RSS',
    'external',
  ],
];
// ── 2. each piece alone (the app needs the others: it is the whole) ──
const alone = new Map<Piece, number>();
for (const piece of smoke ? [] : pieces.filter((name) => name !== 'app')) {
  const lines = Array.from({ length: runs }, () => probe([piece]));
  alone.set(piece, medianOf(lines, piece, 'use', 'rss') - medianOf(lines, 'baseline', 'use', 'rss'));
}
let before = {
  rss: baseline,
  heapUsed: medianOf(inOrder, 'baseline', 'use', 'heapUsed'),
  external: medianOf(inOrder, 'baseline', 'use', 'external'),
};
for (const piece of pieces) {
  const after = {
    rss: medianOf(inOrder, piece, 'use', 'rss'),
    heapUsed: medianOf(inOrder, piece, 'use', 'heapUsed'),
    external: medianOf(inOrder, piece, 'use', 'external'),
  };
  const imported = medianOf(inOrder, piece, 'import', 'rss');
  const soleDelta = alone.get(piece);
  rows.push([
    names[piece],
    `${mb(after.rss).toFixed(1)} MB`,
    signed(mb(after.rss - before.rss)),
    signed(mb(imported - before.rss)),
    signed(mb(after.heapUsed - before.heapUsed)),
    signed(mb(after.external - before.external)),
    soleDelta === undefined ? '-' : signed(mb(soleDelta)),
    `${mb(medianOf(inOrder, piece, 'use', 'rssBeforeGc')).toFixed(1)} MB`,
    `${mb(medianOf(inOrder, piece, 'use', 'externalBeforeGc')).toFixed(1)} MB`,
  ]);
  before = after;
}
printTable(rows, '   ');
console.log(
  '   (MB, after a full GC; Δ: added to what the pieces above left; alone: over a bare process, with what the piece\n' +
    '   imports; before GC: the process just before that GC, as a server holds it until V8 collects)',
);

// ── 3. the real server, idle ──
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-memory-server-'));
const port = await freePort();
const server = startServer(port, dataDir);
try {
  await waitUntilHealthy(port, server);
  const pid = server.pid === undefined ? undefined : serverPidOf(server.pid);
  if (pid === undefined) throw new Error('The server process was not found under /proc');
  const healthy = residentMemory(pid);
  const idleSeconds = smoke ? 1 : 10;
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const idle = residentMemory(pid);
  console.log(
    `\n3. the server (src/server/main.ts, a new embedded database), RSS of its process${smokeNote}`,
  );
  console.log(`   once healthy: ${healthy?.rssMb.toFixed(0)} MB, ${healthy?.threads} threads`);
  console.log(`   after ${idleSeconds} s idle: ${idle?.rssMb.toFixed(0)} MB, ${idle?.threads} threads`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
