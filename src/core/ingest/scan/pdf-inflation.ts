import { inflateSync } from 'node:zlib';
import { Unzlib } from 'fflate';
import { archiveLimits, decompressionBomb } from './archive-limits';
import type { Finding } from './finding';
import type { PdfStream } from './pdf-structure';

/** Input fed to the inflater at once: it inflates to at most about 16 MB, so the count stops near the limit. */
const CHUNK = 16 * 1024;

class InflationLimitError extends Error {
  override name = 'InflationLimitError';
}

/** Counts decoded bytes, throwing as soon as they pass the limit. */
interface Budget {
  produced: number;
  limit: number;
}

/** Decodes `input` into `out`. */
type Decoder = (input: Uint8Array, out: Output) => void;

/**
 * A PDF's streams are held to the limits of a ZIP archive (archive-limits.ts): decoded, they may not come to more
 * than 100 MB in all, nor one stream above 1 MB to more than 100 times its size in the file. A file past them is a
 * decompression bomb, which pdf.js would decode in full to read the page text (512 MB of zeros in a 500 KB PDF kept
 * the server busy for 13 seconds, and its buffer is memory no heap limit counts). Every decoding filter counts:
 * Flate (also applied twice), LZW and run-length, behind a hex or ASCII85 text layer too; the count stops at the
 * first filter of another kind (images: pdf.js does not decode them to read text). The last filter's output is only
 * counted, never kept.
 */
export function inflationFindings(bytes: Uint8Array, streams: readonly PdfStream[]): Finding[] {
  let total = 0;
  for (const stream of streams) {
    const decoders = decodersOf(stream.filters);
    if (!decoders.some((decoder) => expanding.has(decoder))) continue;
    const data = bytes.subarray(stream.start, stream.end);
    const streamLimit = Math.max(archiveLimits.ratioCheckFromBytes, archiveLimits.maxRatio * data.length);
    const budget: Budget = { produced: 0, limit: Math.min(streamLimit, archiveLimits.maxTotalBytes - total) };
    try {
      let input = data;
      decoders.forEach((decoder, index) => {
        const out = new Output(budget, index < decoders.length - 1);
        decoder(input, out);
        input = out.result();
      });
    } catch (error) {
      if (error instanceof InflationLimitError) return [decompressionBomb()];
      // A damaged stream: pdf.js stops where the data breaks, and so does the count.
    }
    total += budget.produced;
  }
  return [];
}

/** The decoders of a filter chain, up to its first filter that is none of ours. */
function decodersOf(filters: readonly string[]): Decoder[] {
  const decoders: Decoder[] = [];
  for (const filter of filters) {
    const decoder = decoderByName.get(filter);
    if (!decoder) break;
    decoders.push(decoder);
  }
  return decoders;
}

/** Output counted against the budget, and kept when another decoder reads it (the last one's is only counted). */
class Output {
  private readonly chunks: Uint8Array[] = [];
  private pending: number[] = [];
  constructor(
    private readonly budget: Budget,
    private readonly isKept: boolean,
  ) {}

  byte(value: number): void {
    this.pending.push(value);
    if (this.pending.length >= CHUNK) this.flush();
  }

  bytes(chunk: Uint8Array): void {
    this.flush();
    this.count(chunk.length);
    if (this.isKept) this.chunks.push(chunk.slice());
  }

  /** Bytes the budget still allows. */
  remaining(): number {
    return this.budget.limit - this.budget.produced - this.pending.length;
  }

  result(): Uint8Array {
    this.flush();
    const out = new Uint8Array(this.chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.count(this.pending.length);
    if (this.isKept) this.chunks.push(Uint8Array.from(this.pending));
    this.pending = [];
  }

  private count(length: number): void {
    this.budget.produced += length;
    if (this.budget.produced > this.budget.limit) throw new InflationLimitError();
  }
}

/**
 * Inflates with zlib (native, fast) told to stop past the budget; a stream zlib refuses as damaged is inflated again
 * piece by piece, so what it gives before the damage (what pdf.js would read too) is counted.
 */
function inflate(input: Uint8Array, out: Output): void {
  let inflated: Uint8Array;
  try {
    inflated = inflateSync(input, { maxOutputLength: Math.max(1, out.remaining() + 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new InflationLimitError();
    inflatePieces(input, out);
    return;
  }
  out.bytes(inflated);
}

function inflatePieces(input: Uint8Array, out: Output): void {
  const inflater = new Unzlib((chunk) => out.bytes(chunk));
  try {
    for (let at = 0; at < input.length; at += CHUNK)
      inflater.push(input.subarray(at, at + CHUNK), at + CHUNK >= input.length);
  } catch (error) {
    if (error instanceof InflationLimitError) throw error;
  }
}

function runLength(input: Uint8Array, out: Output): void {
  for (let at = 0; at < input.length; ) {
    const length = input[at++] as number;
    if (length === 128) break;
    if (length < 128) {
      out.bytes(input.subarray(at, at + length + 1));
      at += length + 1;
    } else {
      out.bytes(new Uint8Array(257 - length).fill(input[at++] ?? 0));
    }
  }
}

/** LZW as PDF writes it: 9 to 12-bit codes, 256 clears the table, 257 ends, codes widen one early. */
function lzw(input: Uint8Array, out: Output): void {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  for (let code = 0; code < 256; code++) [suffix[code], length[code]] = [code, 1];
  const word = new Uint8Array(4096);
  let [next, width, previous, bits, value, at] = [258, 9, -1, 0, 0, 0];
  const emit = (code: number): number => {
    const size = length[code] as number;
    for (let i = size - 1, c = code; i >= 0; i--, c = prefix[c] as number) word[i] = suffix[c] as number;
    out.bytes(word.subarray(0, size));
    return word[0] as number;
  };
  while (true) {
    while (bits < width && at < input.length)
      [value, bits] = [((value << 8) | (input[at++] as number)) >>> 0, bits + 8];
    if (bits < width) break;
    const code = (value >>> (bits - width)) & ((1 << width) - 1);
    bits -= width;
    if (code === 257) break;
    if (code === 256) {
      [next, width, previous] = [258, 9, -1];
      continue;
    }
    if (code > next || (code === next && previous < 0)) break;
    let first: number;
    if (code < next) {
      first = emit(code);
    } else {
      first = emit(previous);
      out.byte(first);
    }
    if (previous >= 0 && next < 4096) {
      [prefix[next], suffix[next], length[next]] = [previous, first, (length[previous] as number) + 1];
      next++;
    }
    previous = code;
    if (next + 1 >= 1 << width && width < 12) width++;
  }
}

function asciiHex(input: Uint8Array, out: Output): void {
  let high = -1;
  for (const char of input) {
    if (char === 0x3e) break;
    const digit = Number.parseInt(String.fromCharCode(char), 16);
    if (Number.isNaN(digit)) continue;
    if (high < 0) {
      high = digit;
    } else {
      out.byte((high << 4) | digit);
      high = -1;
    }
  }
  if (high >= 0) out.byte(high << 4);
}

function ascii85(input: Uint8Array, out: Output): void {
  const group: number[] = [];
  const write = (digits: number[], count: number) => {
    const value = digits.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let i = 0; i < count; i++) out.byte((value >>> (24 - 8 * i)) & 0xff);
  };
  for (const char of input) {
    if (char === 0x7e) break;
    if (char === 0x7a && group.length === 0) write([0, 0, 0, 0, 0], 4);
    else if (char >= 0x21 && char <= 0x75) group.push(char - 0x21);
    if (group.length === 5) write(group.splice(0), 4);
  }
  if (group.length > 1) write([...group, 84, 84, 84, 84].slice(0, 5), group.length - 1);
}

/** By the filter names the file gives, which may be anything ("/constructor"). */
const decoderByName = new Map<string, Decoder>([
  ['FlateDecode', inflate],
  ['Fl', inflate],
  ['LZWDecode', lzw],
  ['LZW', lzw],
  ['RunLengthDecode', runLength],
  ['RL', runLength],
  ['ASCIIHexDecode', asciiHex],
  ['AHx', asciiHex],
  ['ASCII85Decode', ascii85],
  ['A85', ascii85],
]);

/** The filters that can make a stream bigger than it is in the file (the text ones only shrink it). */
const expanding: ReadonlySet<Decoder> = new Set([inflate, lzw, runLength]);
