/**
 * Decodes with the charset the server named when TextDecoder knows it, UTF-8 otherwise. A truncated body is
 * decoded in streaming mode so a character cut in half at the cap is dropped rather than turned into '\uFFFD'.
 */
export function decodeText(bytes: Uint8Array, charset: string | undefined, truncated: boolean): string {
  const decoder = decoderFor(charset);
  const text = decoder.decode(bytes, { stream: truncated });
  return decoder.encoding === 'windows-1252' ? text.replace(/[\u0080-\u009f]/g, fromWindows1252) : text;
}

function decoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * Bytes 0x80-0x9F of windows-1252 (also what the labels latin1, iso-8859-1 and ascii mean on the web). Node
 * 20.18.3+ decodes them as Latin-1 control characters (nodejs/node#56542), which would turn the curly quotes
 * and dashes of old job pages into invisible characters. Harmless once Node is fixed: a correct decoder only
 * leaves the five unassigned bytes in this range, and those map to themselves here.
 */
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

function fromWindows1252(char: string): string {
  return String.fromCharCode(windows1252High[char.charCodeAt(0) - 0x80] ?? char.charCodeAt(0));
}
