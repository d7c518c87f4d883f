import { repairWindows1252 } from '@core/ingest/windows-1252';

/**
 * Decodes with the charset the server named when TextDecoder knows it, UTF-8 otherwise. A truncated body is
 * decoded in streaming mode so a character cut in half at the cap is dropped rather than turned into '\uFFFD'.
 * windows-1252 (also what latin1, iso-8859-1 and ascii mean on the web) goes through the shared repair.
 */
export function decodeText(bytes: Uint8Array, charset: string | undefined, truncated: boolean): string {
  const decoder = decoderFor(charset);
  const text = decoder.decode(bytes, { stream: truncated });
  return decoder.encoding === 'windows-1252' ? repairWindows1252(text) : text;
}

function decoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}
