// Worker jobs for the pool's tests: what a hostile file does to a reader, without needing such a file.

/** Never returns: a reader caught in a loop. */
export function analyze() {
  for (;;) {}
}

/** Keeps every block it allocates: a reader expanding a bomb. */
export function validate() {
  const kept = [];
  for (;;) kept.push(new Array(1_000_000).fill(kept.length));
}

/** Answers after `ms` milliseconds, as an ordinary job does. */
export async function readVersion({ ms }) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { ok: true, value: ms };
}

/** Refuses its input as a reader refuses a file: an AppError's fields, as cpu-jobs.ts sends them. */
export function ingest() {
  return {
    ok: false,
    error: {
      code: 'UNPROCESSABLE',
      message: 'This file is damaged.',
      details: { page: 2 },
      cause: {
        name: 'RangeError',
        message: 'page 2 ends at byte 80',
        stack: 'RangeError: page 2 ends at byte 80',
      },
    },
  };
}
