/**
 * The child process of `bench/memory.ts`: takes the pieces of the server named on its command line, in that
 * order, each imported and then used once (a database opened and migrated, a PDF read, an analysis, an export,
 * the app built), and prints one JSON line of its memory after each (after a full GC). Run with --expose-gc
 * under tsx, so that the baseline is a fresh Node process with the TypeScript loader and nothing else.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@server/db/client';
import { corpusDir } from './corpus-dir';
import { type Piece, type ProbeLine, pieces } from './memory-pieces';

const root = path.resolve(import.meta.dirname, '..');
const samplePdf = () =>
  new Uint8Array(readFileSync(path.join(root, 'test/fixtures/public/resume-matcher-john-doe.pdf')));
/** A sample resume's markup made plain text (headings and bullets as a pasted resume has them). */
const sampleText = (file: string) =>
  readFileSync(path.join(root, 'test/fixtures/documents', file), 'utf8')
    .replace(/^#+ /gm, '')
    .replace(/^- /gm, '• ');

const gc = (globalThis as { gc?: () => void }).gc;
async function report(piece: ProbeLine['piece'], stage: ProbeLine['stage']): Promise<void> {
  const { rss: rssBeforeGc, external: externalBeforeGc } = process.memoryUsage();
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  console.log(
    JSON.stringify({
      piece,
      stage,
      rss,
      heapUsed,
      external,
      rssBeforeGc,
      externalBeforeGc,
    } satisfies ProbeLine),
  );
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-memory-'));
let database: DatabaseHandle | undefined;
const openDatabase = async () => {
  const client = await import('@server/db/client');
  database ??= await client.openDatabase({ kind: 'pglite', dataDir });
  return database;
};

const steps: Record<Piece, { load: () => Promise<unknown>; use: () => Promise<unknown> }> = {
  pglite: {
    load: () => import('@server/db/client'),
    use: openDatabase,
  },
  pdfjs: {
    load: () => import('@core/ingest/read-pdf'),
    use: async () => (await import('@core/ingest/read-pdf')).readPdf(samplePdf()),
  },
  // The rest of reading an upload: sniffing, the scans, mammoth for Word, sections, contact, the document.
  ingestion: {
    load: () => import('@core/ingest/ingest-resume'),
    use: async () => {
      const { ingestResume } = await import('@core/ingest/ingest-resume');
      const docxDir = path.join(corpusDir, 'resumes/docx');
      const docx = existsSync(docxDir)
        ? readdirSync(docxDir).find((name) => name.endsWith('.docx'))
        : undefined;
      if (docx)
        await ingestResume({
          bytes: new Uint8Array(readFileSync(path.join(docxDir, docx))),
          fileName: docx,
        });
      return ingestResume({ bytes: samplePdf(), fileName: 'resume.pdf' });
    },
  },
  analysis: {
    load: () => import('@core/analysis/analyze'),
    use: async () =>
      (await import('@core/analysis/analyze')).analyzeResume({
        resumeText: sampleText('resumes/software-engineer.md'),
        jobTitle: 'Senior Backend Engineer',
        jobText: sampleText('postings/backend-engineer.txt'),
        now: { year: 2026, month: 11 },
      }),
  },
  export: {
    load: () => import('@core/export/export-resume'),
    use: async () => {
      const { exportResume } = await import('@core/export/export-resume');
      const { defaultExportOptions } = await import('@core/export/export-options');
      const { resumeDocumentOfText } = await import('@core/resume/build-document');
      const document = resumeDocumentOfText(sampleText('resumes/software-engineer.md'));
      await exportResume(document, 'pdf', defaultExportOptions, new Date());
      return exportResume(document, 'docx', defaultExportOptions, new Date());
    },
  },
  app: {
    load: () => Promise.all([import('@server/app'), import('@server/config')]),
    use: async () => {
      const { buildApp } = await import('@server/app');
      const { loadConfig } = await import('@server/config');
      const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
      const app = await buildApp({
        config: { ...config, webRoot: undefined },
        database: await openDatabase(),
      });
      await app.ready();
      return app;
    },
  },
};

const chosen = process.argv
  .slice(2)
  .filter((name): name is Piece => (pieces as readonly string[]).includes(name));
/** What each piece left behind is kept alive, as the server keeps it. */
const kept: unknown[] = [];
try {
  await report('baseline', 'use');
  for (const piece of chosen) {
    kept.push(await steps[piece].load());
    await report(piece, 'import');
    kept.push(await steps[piece].use());
    await report(piece, 'use');
  }
} finally {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
