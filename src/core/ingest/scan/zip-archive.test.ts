import { rawZip, zeroBombZip } from '@test/builders/scan-samples';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflateEntry, listZipEntries, readEntryText, ZipFormatError, ZipLimitError } from './zip-archive';

describe('zip archive reader', () => {
  it('lists entries with their declared sizes and reads them back', () => {
    const zip = zipSync({ 'a.txt': strToU8('hello'), 'dir/b.xml': strToU8('<b>'.repeat(1000)) });
    const entries = listZipEntries(zip);
    expect(entries.map((e) => [e.name, e.uncompressedSize])).toEqual([
      ['a.txt', 5],
      ['dir/b.xml', 3000],
    ]);
    const [, xml] = entries;
    expect(xml && readEntryText(zip, xml, 10_000)).toBe('<b>'.repeat(1000));
  });

  it('stops inflating at the cap, whatever the header says', () => {
    const bomb = zeroBombZip(20, 1024);
    const [entry] = listZipEntries(bomb);
    if (!entry) throw new Error('no entry');
    let produced = 0;
    expect(() =>
      inflateEntry(bomb, entry, 2 * 1024 * 1024, (chunk) => {
        produced += chunk.length;
      }),
    ).toThrow(ZipLimitError);
    // The overshoot is bounded by one small compressed chunk's worth of output.
    expect(produced).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses truncated archives and data past the end', () => {
    const zip = zipSync({ 'a.txt': strToU8('hello') });
    expect(() => listZipEntries(zip.subarray(0, 20))).toThrow(ZipFormatError);
    const lying = rawZip([{ name: 'a.txt', data: strToU8('hi') }]);
    // Claim 1000 compressed bytes in the central directory.
    const dv = new DataView(lying.buffer);
    for (let at = 0; at + 4 <= lying.length; at++)
      if (dv.getUint32(at, true) === 0x02014b50) dv.setUint32(at + 20, 1000, true);
    expect(() => listZipEntries(lying)).toThrow(ZipFormatError);
  });

  it('refuses unsupported compression methods when inflating', () => {
    const zip = rawZip([{ name: 'a.txt', data: strToU8('xx'), method: 12 }]);
    const [entry] = listZipEntries(zip);
    expect(() => entry && inflateEntry(zip, entry, 100)).toThrow(ZipFormatError);
  });
});
