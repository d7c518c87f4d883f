import { readVersionFile } from '@core/versions/read-version-file';
import { describe, expect, it } from 'vitest';
import { ingestResume } from './ingest-resume';
import { readText } from './read-text';
import { RESUME_TEXT_MAX_CHARS, textLimitMessages } from './text-limit';
import { validateFile } from './validate-file';

/** A text file of `- x` lines: the shape one visitor sent ten of at once (issue 29 §2). */
const linesOf = (characters: number) => new TextEncoder().encode('- x\n'.repeat(Math.ceil(characters / 4)));

describe('a file holding more text than any resume', () => {
  const tooLong = { bytes: linesOf(RESUME_TEXT_MAX_CHARS + 4000), fileName: 'lines.txt' };

  it('is refused by ingestion with 422 and the count, in plain words', async () => {
    const error = await ingestResume(tooLong).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'UNPROCESSABLE' });
    expect((error as Error).message).toMatch(
      /^This file holds [\d,]+ characters of text, more than any resume/,
    );
  });

  it('is refused as a new version, and validation lists it as an issue', async () => {
    await expect(readVersionFile(tooLong)).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    const validation = await validateFile(tooLong);
    expect(validation.isValid).toBe(false);
    expect(validation.issues.some((issue) => issue.startsWith('This file holds'))).toBe(true);
  });

  it('is refused before its text is cleaned up when it is four times too long', () => {
    const fourMegabytes = linesOf(4 * 1024 * 1024);
    expect(() => readText(fourMegabytes)).toThrow(/^This file holds 4,194,304 characters of text/);
  });

  it('is measured after normalizing: a long resume within the limit is read', async () => {
    const withinLimit = await ingestResume({
      bytes: linesOf(RESUME_TEXT_MAX_CHARS - 4000),
      fileName: 'lines.txt',
    });
    expect(withinLimit.text.length).toBeLessThanOrEqual(RESUME_TEXT_MAX_CHARS);
    expect(textLimitMessages.tooMuchText(250_000)).toContain('250,000 characters');
  });
});
