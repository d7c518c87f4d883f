import { Inflate } from 'fflate';

/** One entry of a ZIP central directory, as declared (the sizes may lie). */
export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Where the entry's compressed bytes start in the archive. */
  dataOffset: number;
}

/** The archive is not a ZIP we can read: broken directory, truncated data, unsupported layout. */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

/** Inflating went past the allowed number of bytes: the entry is bigger than declared or than we accept. */
export class ZipLimitError extends Error {
  override name = 'ZipLimitError';
}

const EOCD = 0x06054b50;
const ZIP64_EOCD_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
/** Compressed bytes fed to the inflater at once: a 1 KB chunk inflates to at most ~1 MB, bounding overshoot. */
const INFLATE_CHUNK = 1024;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndOfCentralDirectory(bytes: Uint8Array, dv: DataView): number {
  const lowest = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (dv.getUint32(i, true) === EOCD) return i;
  }
  throw new ZipFormatError('No end of central directory');
}

function readZip64Directory(dv: DataView, eocd: number): { count: number; offset: number } {
  const locator = eocd - 20;
  if (locator < 0 || dv.getUint32(locator, true) !== ZIP64_EOCD_LOCATOR) {
    throw new ZipFormatError('ZIP64 locator missing');
  }
  const recordOffset = Number(dv.getBigUint64(locator + 8, true));
  if (recordOffset + 56 > dv.byteLength || dv.getUint32(recordOffset, true) !== ZIP64_EOCD) {
    throw new ZipFormatError('ZIP64 record missing');
  }
  return {
    count: Number(dv.getBigUint64(recordOffset + 32, true)),
    offset: Number(dv.getBigUint64(recordOffset + 48, true)),
  };
}

/** Reads the ZIP64 extra field (id 1) for the fields whose 32-bit value is saturated. */
function applyZip64Extra(dv: DataView, start: number, end: number, entry: ZipEntry): void {
  let at = start;
  while (at + 4 <= end) {
    const id = dv.getUint16(at, true);
    const size = dv.getUint16(at + 2, true);
    if (id === 1) {
      let field = at + 4;
      const take = (): number => {
        if (field + 8 > at + 4 + size) throw new ZipFormatError('Short ZIP64 field');
        const value = Number(dv.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = take();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = take();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = take();
      return;
    }
    at += 4 + size;
  }
}

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/**
 * Lists the entries of a ZIP archive from its central directory, checking that every entry's data lies
 * inside the file. Throws ZipFormatError for anything malformed.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length < 22) throw new ZipFormatError('Too short');
  const dv = view(bytes);
  const eocd = findEndOfCentralDirectory(bytes, dv);
  let count = dv.getUint16(eocd + 10, true);
  let offset = dv.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) ({ count, offset } = readZip64Directory(dv, eocd));

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || dv.getUint32(at, true) !== CENTRAL_HEADER) {
      throw new ZipFormatError('Broken central directory');
    }
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const flags = dv.getUint16(at + 8, true);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength > bytes.length) throw new ZipFormatError('Truncated entry');
    const rawName = bytes.subarray(at + 46, nameEnd);
    const entry: ZipEntry = {
      name: (flags & 0x800 ? utf8 : latin1).decode(rawName),
      flags,
      method: dv.getUint16(at + 10, true),
      compressedSize: dv.getUint32(at + 20, true),
      uncompressedSize: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
      dataOffset: 0,
    };
    applyZip64Extra(dv, nameEnd, nameEnd + extraLength, entry);
    entry.dataOffset = localDataOffset(dv, entry);
    entries.push(entry);
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

function localDataOffset(dv: DataView, entry: ZipEntry): number {
  const at = entry.localHeaderOffset;
  if (at + 30 > dv.byteLength || dv.getUint32(at, true) !== LOCAL_HEADER) {
    throw new ZipFormatError('Broken local header');
  }
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  if (start + entry.compressedSize > dv.byteLength) throw new ZipFormatError('Entry data past end of file');
  return start;
}

/**
 * True when two entries share compressed bytes: the "overlapping files" zip bomb, where one small
 * payload is referenced by many directory entries.
 */
export function hasOverlappingEntries(entries: readonly ZipEntry[]): boolean {
  const ranges = entries
    .map((e) => ({ start: e.localHeaderOffset, end: e.dataOffset + e.compressedSize }))
    .sort((a, b) => a.start - b.start);
  for (let i = 1; i < ranges.length; i++) {
    const previous = ranges[i - 1];
    const current = ranges[i];
    if (previous && current && current.start < previous.end) return true;
  }
  return false;
}

/**
 * Decompresses one entry, calling `onChunk` with each piece of output. Stops with ZipLimitError as soon
 * as the output passes `maxBytes`, so a lying header cannot make us allocate more than about a megabyte
 * beyond the limit. Throws ZipFormatError for corrupt data or unsupported compression.
 * @returns the number of bytes produced.
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
  onChunk: (chunk: Uint8Array) => void = () => {},
): number {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > maxBytes) throw new ZipLimitError('Stored entry too large');
    onChunk(data);
    return data.length;
  }
  if (entry.method !== 8) throw new ZipFormatError(`Unsupported compression method ${entry.method}`);
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > maxBytes) throw new ZipLimitError('Entry inflates past its limit');
    onChunk(chunk);
  });
  try {
    for (let at = 0; at < data.length || at === 0; at += INFLATE_CHUNK) {
      const end = Math.min(data.length, at + INFLATE_CHUNK);
      inflater.push(data.subarray(at, end), end >= data.length);
      if (end >= data.length) break;
    }
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    throw new ZipFormatError('Corrupt compressed data');
  }
  return produced;
}

/** Inflates an entry into memory (for small XML parts), refusing more than `maxBytes`. */
export function readEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const size = inflateEntry(bytes, entry, maxBytes, (chunk) => chunks.push(chunk.slice()));
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export function readEntryText(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): string {
  return utf8.decode(readEntry(bytes, entry, maxBytes));
}
