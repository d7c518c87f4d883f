import { AppError } from '@core/errors';
import { buildDoc } from '@test/builders/scan-samples';
import { describe, expect, it } from 'vitest';
import { docMessages, readDoc } from './read-doc';

describe('readDoc', () => {
  it('reads the text of a Word 97-2003 document', async () => {
    const result = await readDoc(buildDoc('Jane Doe\nSoftware Engineer\nCafé résumé – “Paris”'));
    expect(result).toEqual({ text: 'Jane Doe\nSoftware Engineer\nCafé résumé – “Paris”', warnings: [] });
  });

  it('refuses a damaged or looping compound file before the extractor can hang on it', async () => {
    const damaged = new AppError('UNPROCESSABLE', docMessages.damaged);
    const doc = buildDoc('Jane Doe');
    await expect(readDoc(doc.subarray(0, 1024))).rejects.toThrowError(damaged);
    const looped = doc.slice();
    const dv = new DataView(looped.buffer);
    // Make the directory chain point to itself: the extraction library would loop forever.
    const directory = dv.getUint32(0x30, true);
    dv.setUint32(512 + directory * 4, directory, true);
    await expect(readDoc(looped)).rejects.toThrowError(damaged);
  });

  it('refuses a compound file that is not a Word document', async () => {
    await expect(readDoc(new Uint8Array(2048))).rejects.toBeInstanceOf(AppError);
  });
});
