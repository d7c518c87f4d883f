// The load benchmark's health poller, on a thread of its own (bench/load.ts): GET /api/health every `everyMs` for
// `durationMs`, each on schedule whether or not the last answered, timed from send to the last byte. Its own
// event loop, so the uploads the benchmark's main thread builds and sends (4 MB at a time in phase d) do not
// delay the timing of a health answer. Plain JavaScript: it needs nothing but fetch.
import { parentPort, workerData } from 'node:worker_threads';

const { url, everyMs, durationMs } = workerData;
const start = performance.now();
const answers = [];

async function ask() {
  const sentAt = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    answers.push({
      outcome: String(response.status),
      ms: performance.now() - sentAt,
      ok: response.ok,
      sentAt: sentAt - start,
    });
  } catch (error) {
    const outcome =
      error?.name === 'TimeoutError' ? 'timeout' : `connection ${error?.cause?.code ?? 'error'}`;
    answers.push({ outcome, ms: performance.now() - sentAt, ok: false, sentAt: sentAt - start });
  }
}

const pending = [];
for (let tick = 0; tick * everyMs < durationMs; tick++) {
  const wait = start + tick * everyMs - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(ask());
}
await Promise.all(pending);
parentPort.postMessage(answers);
