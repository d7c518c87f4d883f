import type { Finding } from './finding';
import { inflateEntry, type ZipEntry, ZipFormatError, ZipLimitError } from './zip-archive';

/** Limits for Office packages (ZIP). A real resume DOCX has 10 to 60 parts and inflates to a few MB. */
export const archiveLimits = {
  maxEntries: 1000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  /** Entries smaller than this may compress very well (blank XML) without raising suspicion. */
  ratioCheckFromBytes: 1024 * 1024,
} as const;

const HEAD_BYTES = 64;

/** A file built to expand to a huge size when opened: a ZIP archive, or a PDF's compressed streams. */
export function decompressionBomb(): Finding {
  return {
    severity: 'high',
    kind: 'zip-bomb',
    message:
      'This file is built to expand to a huge size when opened (a "zip bomb"), which can freeze or crash a computer.',
  };
}

/**
 * Checks the archive's declared shape before anything is decompressed: entry count, total size,
 * compression ratios, overlapping entries, dangerous entry names and encrypted entries.
 */
export function checkArchiveShape(entries: readonly ZipEntry[], overlapping: boolean): Finding[] {
  const findings: Finding[] = [];
  if (entries.length > archiveLimits.maxEntries) {
    findings.push({
      severity: 'high',
      kind: 'archive-abuse',
      message: `This file holds an unusually large number of parts (${entries.length}), a pattern used to overload computers.`,
    });
  }
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const compressed = entries.reduce((sum, e) => sum + e.compressedSize, 0);
  const ratio = (size: number, packed: number) => size / Math.max(1, packed);
  const overRatio = (e: ZipEntry) =>
    e.uncompressedSize > archiveLimits.ratioCheckFromBytes &&
    ratio(e.uncompressedSize, e.compressedSize) > archiveLimits.maxRatio;
  if (
    overlapping ||
    declared > archiveLimits.maxTotalBytes ||
    entries.some(overRatio) ||
    (declared > archiveLimits.ratioCheckFromBytes && ratio(declared, compressed) > archiveLimits.maxRatio)
  ) {
    findings.push(decompressionBomb());
  }
  if (entries.some((e) => isUnsafeEntryName(e.name))) {
    findings.push({
      severity: 'high',
      kind: 'path-traversal',
      message:
        'This file contains parts with names that point outside the document (such as "../"), a trick used to overwrite files on a computer.',
    });
  }
  if (entries.some((e) => (e.flags & 1) === 1)) {
    findings.push({
      severity: 'medium',
      kind: 'encrypted',
      message:
        'This file is password-protected, so it cannot be read or checked. Remove the password and upload it again.',
    });
  }
  return findings;
}

/** Names that escape the archive folder: "../", absolute paths, backslashes, drive letters, control characters. */
export function isUnsafeEntryName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a file name are the point.
  if (/[\\\u0000-\u001f]/.test(name) || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return true;
  return name.split('/').some((segment) => segment === '..');
}

/**
 * Decompresses every entry with a hard cap: each entry may not produce more than it declares, and the
 * whole archive not more than the total limit, so a lying header is caught with bounded memory.
 * `keep` selects the entries whose bytes the caller wants back (small XML parts).
 */
export function inflateAll(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  keep: (entry: ZipEntry) => boolean,
): { parts: Map<string, Uint8Array>; heads: Map<string, Uint8Array>; findings: Finding[] } {
  const parts = new Map<string, Uint8Array>();
  /** The first bytes of every entry, to recognise programs and archives hidden under any name. */
  const heads = new Map<string, Uint8Array>();
  let total = 0;
  for (const entry of entries) {
    if ((entry.flags & 1) === 1 || entry.name.endsWith('/')) continue;
    const chunks: Uint8Array[] = [];
    const wanted = keep(entry);
    const limit = Math.min(entry.uncompressedSize, archiveLimits.maxTotalBytes - total);
    try {
      total += inflateEntry(bytes, entry, limit, (chunk) => {
        if (wanted) chunks.push(chunk.slice());
        const head = heads.get(entry.name) ?? new Uint8Array(0);
        if (head.length < HEAD_BYTES)
          heads.set(entry.name, concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]));
      });
    } catch (error) {
      if (error instanceof ZipLimitError) return { parts, heads, findings: [decompressionBomb()] };
      if (error instanceof ZipFormatError) return { parts, heads, findings: [damaged()] };
      throw error;
    }
    if (wanted) parts.set(entry.name, concat(chunks));
  }
  return { parts, heads, findings: [] };
}

export function damaged(): Finding {
  return {
    severity: 'medium',
    kind: 'damaged',
    message: 'This file is damaged and could not be read.',
  };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
