import { AppError } from '@core/errors';
import { fileValidationResultSchema } from '@shared/file-validation';
import { resumeAsDocx } from '@test/builders/resume-files';
import { sampleResume } from '@test/builders/resume-markup';
import { buildDoc, simplePdf } from '@test/builders/scan-samples';
import fc from 'fast-check';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkResumeUpload, validateFile } from './validate-file';

const names = [
  'resume.pdf',
  'resume.docx',
  'resume.doc',
  'resume.rtf',
  'resume.txt',
  'resume.html',
  'resume.htm',
];
/** Whole files to damage at random: the parsers meet broken versions of what they expect. */
const samples = [
  await resumeAsDocx(sampleResume('teacher')),
  simplePdf('/OpenAction [3 0 R /Fit]'),
  buildDoc('Jane Doe\nSoftware Engineer'),
  strToU8('{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}\\pard Jane \\u8212? Doe\\par{\\object{\\*\\objdata 0105}}}'),
  strToU8('<!doctype html><html><body><p>Jane</p><a href="https://x.example">x</a></body></html>'),
];

const randomBytes = fc.uint8Array({ maxLength: 4096 });
const damagedSample = fc
  .record({
    sample: fc.constantFrom(...samples),
    edits: fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), { maxLength: 12 }),
    cut: fc.option(fc.nat(), { nil: undefined }),
  })
  .map(({ sample, edits, cut }) => {
    const bytes = sample.slice(0, cut === undefined ? undefined : cut % (sample.length + 1));
    for (const { at, value } of edits) if (bytes.length > 0) bytes[at % bytes.length] = value;
    return bytes;
  });
const anyFile = fc.record({
  bytes: fc.oneof(randomBytes, damagedSample),
  fileName: fc.constantFrom(...names),
});

describe('validateFile and checkResumeUpload on arbitrary input', () => {
  it('validateFile never throws and always returns a schema-valid result', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, async ({ bytes, fileName }) => {
        const result = await validateFile({ bytes, fileName });
        expect(fileValidationResultSchema.safeParse(result).success).toBe(true);
        expect(result.isValid).toBe(result.issues.length === 0);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('checkResumeUpload resolves or throws an AppError, never another error', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, async ({ bytes, fileName }) => {
        const outcome = await checkResumeUpload({ bytes, fileName }).then(
          (value) => value,
          (error: unknown) => error,
        );
        if (outcome instanceof Error) expect(outcome).toBeInstanceOf(AppError);
        else expect(['pdf', 'docx', 'txt']).toContain((outcome as { kind: string }).kind);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
