import { AppError } from '@core/errors';
import { detectFileType, mimeTypes } from '@core/ingest/detect-file-type';
import { sanitizeFileName } from '@core/ingest/file-name';
import { normalizeText } from '@core/ingest/normalize-text';
import { checkTextLength } from '@core/ingest/text-limit';
import { effectiveKind, readers } from '@core/ingest/validate-file';
import { versionMessages } from '@shared/messages';

export interface VersionFile {
  /** The name to show and store (see `sanitizeFileName`). */
  fileName: string;
  /** The type the bytes are, as the version's file is served back. */
  mimeType: string;
  fileSize: number;
  /** The text in reading order, normalized as a resume upload's is. */
  text: string;
  /** What could not be read, in plain words (e.g. a scanned page). */
  warnings: string[];
}

/**
 * A file manager upload read for its version (issue 17): any format the file manager accepts (PDF, DOCX, DOC,
 * RTF, TXT, HTML), read with the readers validation uses and normalized as ingestion normalizes a resume's text.
 * Call it once `validateFile` found the file valid.
 * @throws AppError UNSUPPORTED_MEDIA_TYPE for bytes of no format we read (validation refuses those first), or a
 * reader's AppError for a damaged or locked file, UNPROCESSABLE for more text than any resume holds.
 */
export async function readVersionFile({
  bytes,
  fileName,
}: {
  bytes: Uint8Array;
  fileName: string;
}): Promise<VersionFile> {
  const safeName = sanitizeFileName(fileName);
  const kind = effectiveKind(await detectFileType(bytes, safeName));
  if (kind === 'unknown') throw new AppError('UNSUPPORTED_MEDIA_TYPE', versionMessages.invalidFile);
  const extracted = await readers[kind](bytes);
  const text = normalizeText(extracted.text);
  checkTextLength(text);
  return {
    fileName: safeName,
    mimeType: mimeTypes[kind],
    fileSize: bytes.byteLength,
    text,
    warnings: extracted.warnings,
  };
}
