import { buildCfb } from '@test/builders/scan-samples';
import { describe, expect, it } from 'vitest';
import { CfbFormatError, isCfb, openCfb } from './cfb-archive';

const sample = () =>
  buildCfb([
    { name: 'WordDocument', content: new TextEncoder().encode('hello word') },
    {
      name: 'Macros',
      content: [{ name: 'VBA', content: [{ name: 'dir', content: new Uint8Array([1, 2, 3]) }] }],
    },
  ]);

/** Byte offset of FAT entry `index` in a file built by buildCfb (one FAT sector, right after the header). */
const fatEntry = (index: number) => 512 + index * 4;

describe('openCfb', () => {
  it('lists storages and streams with their paths and reads stream bytes', () => {
    const archive = openCfb(sample());
    expect(archive.entries.map((e) => `${e.type}:${e.path}`).sort()).toEqual([
      'root:',
      'storage:Macros',
      'storage:Macros/VBA',
      'stream:Macros/VBA/dir',
      'stream:WordDocument',
    ]);
    const word = archive.entries.find((e) => e.name === 'WordDocument');
    expect(word && new TextDecoder().decode(archive.readStream(word).subarray(0, 10))).toBe('hello word');
  });

  it('refuses a sector chain that loops back on itself instead of looping forever', () => {
    const bytes = sample();
    const dv = new DataView(bytes.buffer);
    const archive = openCfb(bytes);
    const word = archive.entries.find((e) => e.name === 'WordDocument');
    if (!word) throw new Error('missing stream');
    // Point the stream's second sector back at its first: A -> B -> A.
    dv.setUint32(fatEntry(word.startSector + 1), word.startSector, true);
    const looped = openCfb(bytes);
    const entry = looped.entries.find((e) => e.name === 'WordDocument');
    expect(() => entry && looped.readStream(entry)).toThrow(CfbFormatError);
  });

  it('refuses a directory chain that loops and sectors past the end of the file', () => {
    const loop = sample();
    const dv = new DataView(loop.buffer);
    const directoryStart = dv.getUint32(0x30, true);
    dv.setUint32(fatEntry(directoryStart), directoryStart, true);
    expect(() => openCfb(loop)).toThrow(CfbFormatError);
    const far = sample();
    new DataView(far.buffer).setUint32(0x30, 100_000, true);
    expect(() => openCfb(far)).toThrow(CfbFormatError);
  });

  it('refuses a directory tree whose siblings point back at each other', () => {
    const bytes = sample();
    const dv = new DataView(bytes.buffer);
    const directory = 512 * (dv.getUint32(0x30, true) + 1);
    // Entry 1's left sibling is entry 1 itself.
    dv.setInt32(directory + 128 + 68, 1, true);
    expect(() => openCfb(bytes)).toThrow(CfbFormatError);
  });

  it('recognises the signature only', () => {
    expect(isCfb(sample())).toBe(true);
    expect(isCfb(new Uint8Array(600))).toBe(false);
    expect(() => openCfb(new Uint8Array(600))).toThrow(CfbFormatError);
  });
});
