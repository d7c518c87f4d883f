/** What a file of the hostile corpus is (hostile-files.ts), and the small helpers every family uses. */
import { strToU8 } from 'fflate';
import { concatBytes } from './hostile-bytes';

export type Verdict = 'refused' | 'flagged' | 'accepted';
export type Risk = 'low' | 'medium' | 'high';

export interface HostileFile {
  family: string;
  /** The file name as the client sends it (it may itself be the attack). */
  name: string;
  bytes: Uint8Array;
  /** What the file tries. */
  why: string;
  /** POST /api/resumes. */
  resume: Verdict;
  /** POST /api/files/validate, and the risk level its scan reports. */
  validate: Verdict;
  risk: Risk;
  /** The name goes into the multipart header exactly as written, unescaped, as a browser or a hostile client does. */
  rawName?: boolean;
  /** The name an accepted resume must be stored under. */
  storedName?: string;
}

export type Expectation = Pick<HostileFile, 'resume' | 'validate' | 'risk'>;
export const refused = (risk: Risk): Expectation => ({ resume: 'refused', validate: 'refused', risk });
export const accepted: Expectation = { resume: 'accepted', validate: 'accepted', risk: 'low' };

export const file = (
  family: string,
  name: string,
  bytes: Uint8Array,
  why: string,
  expectation: Expectation,
  extra: Partial<HostileFile> = {},
): HostileFile => ({ family, name, bytes, why, ...expectation, ...extra });

/** A deterministic byte generator (xorshift), so junk files are the same on every run. */
export function junk(length: number, seed = 0x9e3779b9): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** Text as UTF-8 bytes. */
export const utf8 = (text: string) => strToU8(text);
/** Text as UTF-16 bytes, either byte order, with or without a byte-order mark. */
export const utf16 = (text: string, order: 'le' | 'be', bom: boolean) => {
  const le = Buffer.from(text, 'utf16le');
  const body = order === 'le' ? le : Buffer.from(le).swap16();
  const mark = order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff];
  return new Uint8Array(Buffer.concat([Buffer.from(bom ? mark : []), body]));
};

/** The central directory of a ZIP moved by `shift` bytes: what a self-extracting (prefixed) archive needs. */
export function prefixZip(prefix: Uint8Array, zip: Uint8Array): Uint8Array {
  const out = concatBytes([prefix, zip]);
  const dv = new DataView(out.buffer);
  const shift = prefix.length;
  let eocd = out.length - 22;
  while (eocd > 0 && dv.getUint32(eocd, true) !== 0x06054b50) eocd--;
  const directory = dv.getUint32(eocd + 16, true);
  dv.setUint32(eocd + 16, directory + shift, true);
  for (let at = directory + shift, n = dv.getUint16(eocd + 10, true); n > 0; n--) {
    dv.setUint32(at + 42, dv.getUint32(at + 42, true) + shift, true);
    at += 46 + dv.getUint16(at + 28, true) + dv.getUint16(at + 30, true) + dv.getUint16(at + 32, true);
  }
  return out;
}
