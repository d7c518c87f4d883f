/**
 * `npm run bench:web` (`npx tsx bench/web.ts [--smoke]`): the production build of `/`, cold-loaded 5 times in
 * Debian's Chromium on localhost. Prints the JavaScript the first load fetches (raw and gzipped, measured by
 * gzipping each script served) and the time from navigation start until the upload panel's file input is
 * enabled (median of 5). Run `npx vite build` first (`npm start` does). It needs no corpus.
 *
 * `--smoke`: one cold load, to prove the benchmark works end to end; its figures are marked "(smoke: not a
 * measurement)". Without a build in dist/web or without Chromium, a smoke run says which is missing and exits 0.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { smoke, smokeNote } from './bench-flags';
import { freePort, startServer, stopServer, waitUntilHealthy } from './server-process';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = [
  ...(existsSync(path.join(import.meta.dirname, '../dist/web/index.html')) ? [] : ['no build in dist/web']),
  ...(existsSync(chromiumPath) ? [] : [`no Chromium at ${chromiumPath}`]),
];
if (smoke && missing.length > 0) {
  console.log(`bench:web skipped: ${missing.join(', ')}.`);
  process.exit(0);
}

const runs = smoke ? 1 : 5;
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-web-'));
const server = startServer(port, dataDir);
const browser = await chromium.launch({ executablePath: chromiumPath });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  await waitUntilHealthy(port, server);
  const interactive: number[] = [];
  let scripts: { url: string; raw: number; gzipped: number }[] = [];
  for (let run = 0; run < runs; run++) {
    // A new context each run: an empty cache, a cold load.
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded: Promise<{ url: string; raw: number; gzipped: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      loaded.push(
        response
          .body()
          .then((body) => ({ url: response.url(), raw: body.length, gzipped: gzipSync(body).length })),
      );
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByLabel(/Choose a file or drop it here/).waitFor({ state: 'attached' });
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[type=file]');
      return input !== null && !input.disabled;
    });
    interactive.push(await page.evaluate(() => performance.now()));
    scripts = await Promise.all(loaded);
    await context.close();
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node ${process.version}`);
  console.log(`First load of / : ${scripts.length} scripts${smokeNote}`);
  for (const script of scripts)
    console.log(`  ${new URL(script.url).pathname}  ${kb(script.raw)}  (${kb(script.gzipped)} gzipped)`);
  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  console.log(`JavaScript, gzipped: ${kb(total)} (target < 180 KB)`);
  console.log(
    `Upload panel interactive: median ${median(interactive).toFixed(0)} ms of ${runs} cold loads (target < 1000 ms)${smokeNote}`,
  );
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
