import { decodeWindows1252 } from './windows-1252';

/** Font charset (\fcharsetN) to Windows code page. */
// biome-ignore format: a compact table
const charsetCodepages: Record<number, number> = {
  0: 1252, 77: 10000, 128: 932, 129: 949, 134: 936, 136: 950, 161: 1253, 162: 1254, 163: 1258,
  177: 1255, 178: 1256, 186: 1257, 204: 1251, 222: 874, 238: 1250,
};
const SYMBOL_CHARSET = 2;

/** The code page a font's \fcharsetN selects (the Symbol charset is kept as its own marker). */
export function fontCharsetCodepage(charset: number): number | undefined {
  return charset === SYMBOL_CHARSET ? SYMBOL_CHARSET : charsetCodepages[charset];
}

/** Decodes the bytes of an RTF text run (\'hh escapes and raw 8-bit text) in the given code page. */
export function decodeRtfBytes(bytes: Uint8Array, codepage: number): string {
  if (codepage === SYMBOL_CHARSET) {
    // Symbol and Wingdings fonts: the bytes are glyph numbers, and in résumés they are almost always bullets.
    return Array.from(bytes, (b) => (b >= 0x80 ? '\u2022' : String.fromCharCode(b))).join('');
  }
  const label = codepageLabels[codepage] ?? `windows-${codepage}`;
  const decoder = label === 'windows-1252' ? undefined : decoderFor(label);
  return decoder ? decoder.decode(bytes) : decodeWindows1252(bytes);
}

/** Code pages whose WHATWG encoding label is not "windows-N"; DOS pages fall back to 1252. */
// biome-ignore format: a compact table
const codepageLabels: Record<number, string> = {
  10000: 'macintosh', 932: 'shift_jis', 936: 'gbk', 949: 'euc-kr', 950: 'big5', 850: 'windows-1252',
  437: 'windows-1252', 65001: 'utf-8',
};

const decoders = new Map<string, TextDecoder | undefined>();
/** A cached decoder, or undefined for a code page the runtime does not know (read as Windows-1252). */
function decoderFor(label: string): TextDecoder | undefined {
  if (!decoders.has(label)) {
    try {
      decoders.set(label, new TextDecoder(label));
    } catch {
      decoders.set(label, undefined);
    }
  }
  return decoders.get(label);
}
