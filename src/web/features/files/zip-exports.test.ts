import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipExports } from './zip-exports';

describe('zipExports', () => {
  it('puts every file in one zip under its name, bytes unchanged', () => {
    const files = {
      'resume-export.pdf': new Uint8Array([37, 80, 68, 70, 45, 49]),
      'resume-export.txt': new TextEncoder().encode('Jane Doe\nExperience\n'.repeat(50)),
      'resume-export.json': new TextEncoder().encode('{"name":"Jane Doe"}'),
    };
    const zip = zipExports(files);
    expect([...zip.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // Compared as plain arrays: jsdom's and Node's Uint8Array are different classes.
    const plain = (entries: Record<string, Uint8Array>) =>
      Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, [...bytes]]));
    expect(plain(unzipSync(zip))).toEqual(plain(files));
  });
});
