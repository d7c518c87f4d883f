import { AppError } from '@core/errors';
import WordExtractor from 'word-extractor';
import type { ExtractedText } from './extracted-text';
import { normalizeText } from './normalize-text';
import { openCfb } from './scan/cfb-archive';
import { isWordCfb } from './scan/scan-doc';

export const docMessages = {
  damaged: 'This Word file is damaged and could not be read.',
  noText: 'No text was found in this Word file.',
} as const;

/**
 * The extractor turns curly quotes and dashes into ASCII unless told not to (an option its type
 * declarations leave out); we keep the characters as typed.
 */
interface UnfilteredDocument {
  getBody(options: { filterUnicode: boolean }): string;
  getHeaders(options: { filterUnicode: boolean; includeFooters: boolean }): string;
  getTextboxes(options: {
    filterUnicode: boolean;
    includeHeadersAndFooters: boolean;
    includeBody: boolean;
  }): string;
}
const unfiltered = { filterUnicode: false };

/**
 * Reads a legacy Word 97-2003 (.doc) file: the page header text first (names and contact lines often
 * live there), then the body, then text boxes. The compound file is checked with our strict reader
 * before the extraction library sees it, because a crafted sector chain can make it loop forever.
 * @throws AppError UNPROCESSABLE when the file is not a readable Word document.
 */
export async function readDoc(bytes: Uint8Array): Promise<ExtractedText> {
  try {
    const archive = openCfb(bytes);
    if (!isWordCfb(archive)) throw new Error('No WordDocument stream');
    // Every stream the extractor follows must have a sound chain: read them all once through our reader.
    for (const entry of archive.entries) if (entry.type === 'stream') archive.readStream(entry);
    const document: UnfilteredDocument = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    const body = document.getBody(unfiltered);
    const textBoxes = document.getTextboxes({
      ...unfiltered,
      includeHeadersAndFooters: false,
      includeBody: true,
    });
    const header = headerLines(document.getHeaders({ ...unfiltered, includeFooters: false }), body);
    const text = normalizeText([...header, body, textBoxes].join('\n'));
    return { text, warnings: text ? [] : [docMessages.noText] };
  } catch (error) {
    throw new AppError('UNPROCESSABLE', docMessages.damaged, undefined, { cause: error });
  }
}

/** Header lines not already in the body, once each, without bare page numbers. */
function headerLines(header: string, body: string): string[] {
  const key = (line: string) => line.replace(/\s+/g, ' ').trim().toLowerCase();
  const seen = new Set(body.split('\n').map(key));
  return header.split('\n').filter((line) => {
    const k = key(line);
    if (!k || /^(?:page\s*)?\d+(?:\s*(?:of|\/)\s*\d+)?$/.test(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
