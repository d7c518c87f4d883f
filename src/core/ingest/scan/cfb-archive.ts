/**
 * A strict reader for OLE compound files (CFB: legacy .doc, encrypted Office files, embedded OLE
 * objects). Every sector chain is checked for loops and out-of-range sectors, because a crafted chain
 * can make a naive reader loop forever; readers of legacy Word files run only after this check passes.
 */

export interface CfbEntry {
  /** Full path from the root, e.g. 'Macros/VBA/dir'. */
  path: string;
  name: string;
  type: 'storage' | 'stream' | 'root';
  startSector: number;
  size: number;
}

export interface CfbArchive {
  entries: CfbEntry[];
  /** Reads a stream's bytes, refusing streams larger than maxBytes. */
  readStream(entry: CfbEntry, maxBytes?: number): Uint8Array;
}

export class CfbFormatError extends Error {
  override name = 'CfbFormatError';
}

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const NO_STREAM = 0xffffffff;
const entryTypes = { 1: 'storage', 2: 'stream', 5: 'root' } as const;

export function isCfb(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Parses the header, allocation tables and directory. Throws CfbFormatError for anything malformed. */
export function openCfb(bytes: Uint8Array): CfbArchive {
  if (!isCfb(bytes)) throw new CfbFormatError('Not a compound file');
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = dv.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) throw new CfbFormatError('Bad sector size');
  const sectorSize = 1 << shift;
  const miniCutoff = dv.getUint32(0x38, true);
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;
  const sectorBytes = (id: number): Uint8Array => {
    if (id >= sectorCount) throw new CfbFormatError('Sector out of range');
    const start = (id + 1) * sectorSize;
    return bytes.subarray(start, Math.min(bytes.length, start + sectorSize));
  };
  const u32 = (chunk: Uint8Array, at: number): number =>
    chunk.length >= at + 4
      ? new DataView(chunk.buffer, chunk.byteOffset + at, 4).getUint32(0, true)
      : FREE_SECTOR;

  const fatSectors = readDifat(dv, sectorSize, sectorCount, sectorBytes, u32);
  const fat = new Uint32Array(fatSectors.length * (sectorSize / 4));
  fatSectors.forEach((id, i) => {
    const chunk = sectorBytes(id);
    for (let j = 0; j < sectorSize / 4; j++) fat[i * (sectorSize / 4) + j] = u32(chunk, j * 4);
  });

  const chain = (start: number, table: Uint32Array, limit: number): number[] => {
    const ids: number[] = [];
    const seen = new Set<number>();
    for (let id = start; id !== END_OF_CHAIN; id = table[id] ?? FREE_SECTOR) {
      if (id >= limit || seen.has(id)) throw new CfbFormatError('Broken sector chain');
      seen.add(id);
      ids.push(id);
    }
    return ids;
  };
  const concat = (ids: number[], read: (id: number) => Uint8Array, unit: number): Uint8Array => {
    const out = new Uint8Array(ids.length * unit);
    ids.forEach((id, i) => {
      out.set(read(id), i * unit);
    });
    return out;
  };
  const readChain = (start: number) => concat(chain(start, fat, sectorCount), sectorBytes, sectorSize);

  const directory = readChain(dv.getUint32(0x30, true));
  const raw = parseDirectory(directory);
  const root = raw[0];
  if (root?.type !== 'root') throw new CfbFormatError('No root entry');

  const miniFatStart = dv.getUint32(0x3c, true);
  const miniFatBytes = miniFatStart === END_OF_CHAIN ? new Uint8Array(0) : readChain(miniFatStart);
  const miniFat = new Uint32Array(Math.floor(miniFatBytes.length / 4));
  for (let i = 0; i < miniFat.length; i++) miniFat[i] = u32(miniFatBytes, i * 4);
  const miniStream = root.startSector === END_OF_CHAIN ? new Uint8Array(0) : readChain(root.startSector);
  const miniSectorBytes = (id: number) => miniStream.subarray(id * 64, id * 64 + 64);

  return {
    entries: walkTree(raw),
    readStream(entry, maxBytes = bytes.length) {
      if (entry.size > maxBytes || entry.size > bytes.length) throw new CfbFormatError('Stream too large');
      const isMini = entry.type === 'stream' && entry.size < miniCutoff;
      const data = isMini
        ? concat(chain(entry.startSector, miniFat, Math.floor(miniStream.length / 64)), miniSectorBytes, 64)
        : entry.size === 0
          ? new Uint8Array(0)
          : readChain(entry.startSector);
      if (data.length < entry.size) throw new CfbFormatError('Stream shorter than declared');
      return data.subarray(0, entry.size);
    },
  };
}

function readDifat(
  dv: DataView,
  sectorSize: number,
  sectorCount: number,
  sectorBytes: (id: number) => Uint8Array,
  u32: (chunk: Uint8Array, at: number) => number,
): number[] {
  const fatCount = dv.getUint32(0x2c, true);
  if (fatCount > sectorCount) throw new CfbFormatError('Too many FAT sectors');
  const ids: number[] = [];
  for (let i = 0; i < 109 && ids.length < fatCount; i++) ids.push(dv.getUint32(0x4c + i * 4, true));
  const seen = new Set<number>();
  let next = dv.getUint32(0x44, true);
  while (ids.length < fatCount && next !== END_OF_CHAIN && next !== FREE_SECTOR) {
    if (seen.has(next)) throw new CfbFormatError('DIFAT loop');
    seen.add(next);
    const chunk = sectorBytes(next);
    for (let at = 0; at < sectorSize - 4 && ids.length < fatCount; at += 4) ids.push(u32(chunk, at));
    next = u32(chunk, sectorSize - 4);
  }
  if (ids.length < fatCount) throw new CfbFormatError('DIFAT too short');
  for (const id of ids) if (id >= sectorCount) throw new CfbFormatError('FAT sector out of range');
  return ids;
}

interface RawEntry {
  name: string;
  type: CfbEntry['type'] | 'empty';
  left: number;
  right: number;
  child: number;
  startSector: number;
  size: number;
}

function parseDirectory(directory: Uint8Array): RawEntry[] {
  const dv = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const utf16 = new TextDecoder('utf-16le');
  const entries: RawEntry[] = [];
  for (let at = 0; at + 128 <= directory.length; at += 128) {
    const nameBytes = Math.min(64, dv.getUint16(at + 64, true));
    const typeCode = directory[at + 66] ?? 0;
    entries.push({
      name: utf16.decode(directory.subarray(at, at + Math.max(0, nameBytes - 2))),
      type: entryTypes[typeCode as keyof typeof entryTypes] ?? 'empty',
      left: dv.getUint32(at + 68, true),
      right: dv.getUint32(at + 72, true),
      child: dv.getUint32(at + 76, true),
      startSector: dv.getUint32(at + 116, true),
      size: dv.getUint32(at + 120, true),
    });
  }
  return entries;
}

/** Flattens the red-black trees of each storage into paths, refusing loops. */
function walkTree(raw: RawEntry[]): CfbEntry[] {
  const out: CfbEntry[] = [];
  const seen = new Set<number>([0]);
  const root = raw[0] as RawEntry;
  out.push({ path: '', name: root.name, type: 'root', startSector: root.startSector, size: root.size });
  const pending: { id: number; parent: string }[] = [{ id: root.child, parent: '' }];
  while (pending.length > 0) {
    const { id, parent } = pending.pop() as { id: number; parent: string };
    if (id === NO_STREAM) continue;
    const entry = raw[id];
    if (!entry || seen.has(id)) throw new CfbFormatError('Broken directory tree');
    seen.add(id);
    if (entry.type === 'empty' || entry.type === 'root')
      throw new CfbFormatError('Unexpected directory entry');
    const path = parent ? `${parent}/${entry.name}` : entry.name;
    out.push({ path, name: entry.name, type: entry.type, startSector: entry.startSector, size: entry.size });
    pending.push({ id: entry.left, parent }, { id: entry.right, parent });
    if (entry.type === 'storage') pending.push({ id: entry.child, parent: path });
  }
  return out;
}
