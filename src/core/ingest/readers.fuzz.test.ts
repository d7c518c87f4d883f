import { AppError } from '@core/errors';
import { docx, resumeText, textPdf } from '@test/hostile/hostile-bytes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';
import { readDocx } from './read-docx';
import { readPdf } from './read-pdf';
import { decodeText, readText } from './read-text';

/**
 * Issue 22 §4: the text readers on arbitrary and damaged input return a result or throw an AppError, never another
 * error, and never hang. "Hang" is a run slower than twice the worker pool's default time limit: a liveness bound
 * far above any normal run (milliseconds), not a measure of speed.
 */
const HANG_MS = 30_000;

/** What a reader gave: its value, or what it threw; and how long it took. */
async function outcomeOf<T>(read: () => T | Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> {
  const started = performance.now();
  try {
    const value = await read();
    return { value, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

/** A reader's result is ExtractedText, or its failure an AppError, within the liveness bound. */
function expectExtractedOrAppError(outcome: Awaited<ReturnType<typeof outcomeOf<unknown>>>) {
  expect(outcome.ms).toBeLessThan(HANG_MS);
  if ('error' in outcome && outcome.error !== undefined) {
    expect(outcome.error).toBeInstanceOf(AppError);
    return;
  }
  const value = outcome.value as { text: unknown; warnings: unknown };
  expect(typeof value.text).toBe('string');
  expect(Array.isArray(value.warnings) && value.warnings.every((w) => typeof w === 'string')).toBe(true);
}

/** Bit flips and a truncation of a valid file: what a damaged download or a careless editor leaves. */
const damaged = (file: Uint8Array) =>
  fc
    .record({
      flips: fc.array(fc.record({ at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }), { maxLength: 8 }),
      cut: fc.option(fc.nat(), { nil: undefined }),
    })
    .map(({ flips, cut }) => {
      const bytes = file.slice(0, cut === undefined ? undefined : cut % (file.length + 1));
      for (const { at, bit } of flips) {
        const index = at % Math.max(1, bytes.length);
        if (index < bytes.length) bytes[index] = (bytes[index] as number) ^ (1 << bit);
      }
      return bytes;
    });

/** Pieces that drive text handling to its edges: encodings marks, controls, icons, mojibake, long runs. */
const hostilePiece = fc.constantFrom(
  '\uFEFF',
  '\u0000',
  '\r\n',
  '\u2028',
  '\u202E',
  '\u200B',
  '\uE000',
  '\u{F0E0}',
  '\uD800',
  'ï ',
  'Â',
  'â€™',
  'Ã©',
  '\u0301',
  '•',
  ' '.repeat(300),
  '1'.repeat(300),
  'a.'.repeat(150),
  'SKILLS',
  'jane@example.com',
);
const hostileText = fc
  .array(fc.oneof(hostilePiece, fc.string({ unit: 'binary', maxLength: 40 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

/** Text as a file: UTF-8, UTF-16 either way with or without a byte-order mark, or Windows-1252. */
const textFile = fc
  .tuple(hostileText, fc.constantFrom('utf8', 'utf16le', 'utf16be', 'latin1'), fc.boolean())
  .map(([text, encoding, withMark]) => {
    if (encoding === 'utf8') return new Uint8Array(Buffer.from(withMark ? `\uFEFF${text}` : text, 'utf8'));
    if (encoding === 'latin1') return new Uint8Array(Buffer.from(text, 'latin1'));
    const le = Buffer.from(withMark ? `\uFEFF${text}` : text, 'utf16le');
    return new Uint8Array(encoding === 'utf16le' ? le : Buffer.from(le).swap16());
  });

describe('text readers on arbitrary input', () => {
  it('decodeText returns decoded text or undefined, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(textFile, fc.uint8Array({ maxLength: 4096 })), (bytes) => {
        const decoded = decodeText(bytes);
        if (decoded === undefined) return;
        expect(typeof decoded.text).toBe('string');
        expect(decoded.text).not.toContain('\u0000');
      }),
      { numRuns: 300 },
    );
  });

  it('readText returns text or throws an AppError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(textFile, fc.uint8Array({ maxLength: 4096 })), async (bytes) => {
        expectExtractedOrAppError(await outcomeOf(() => readText(bytes)));
      }),
      { numRuns: 200 },
    );
  });

  it('normalizeText returns one clean text: LF line ends, no controls but tabs, no blank ends', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const normalized = normalizeText(text);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: controls must be gone, that is the check.
        expect(normalized).not.toMatch(/[\r\u0000-\u0008\u000B-\u001F\u007F\u0080-\u009F]/);
        expect(normalized).not.toMatch(/^\n|\n$|\n{3}/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('file readers on damaged files', () => {
  const pdf = textPdf();
  const packed = docx();
  const stored = docx({ level: 0 });

  it('the undamaged files read as the resume they hold', async () => {
    const firstLine = resumeText.split('\n')[0] as string;
    expect((await readPdf(pdf)).text).toContain(firstLine);
    expect((await readDocx(packed)).text).toContain(firstLine);
    expect((await readDocx(stored)).text).toContain(firstLine);
  });

  it('readPdf returns text or throws an AppError', async () => {
    await fc.assert(
      fc.asyncProperty(damaged(pdf), async (bytes) => {
        expectExtractedOrAppError(await outcomeOf(() => readPdf(bytes)));
      }),
      { numRuns: 100 },
    );
  });

  it('readDocx returns text or throws an AppError, its parts packed or stored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(damaged(packed), damaged(stored)), async (bytes) => {
        expectExtractedOrAppError(await outcomeOf(() => readDocx(bytes)));
      }),
      { numRuns: 150 },
    );
  });
});
