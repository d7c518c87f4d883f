import { AppError } from '@core/errors';
import type { ExportOptions } from '@core/export/export-options';
import { exportResume } from '@core/export/export-resume';
import { UnwritableTextError } from '@core/export/pdf-fonts';
import { renderText } from '@core/resume/render-text';
import type { ExportFormat } from '@shared/api/export';
import { versionMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';

/**
 * The most text an export writes: about 20 pages. Rendering runs on a worker thread (a PDF costs about 2 ms per
 * KB), and a far longer text, which no resume is, is refused rather than hold a thread for seconds.
 */
export const EXPORT_MAX_CHARS = 60_000;

/**
 * A resume document written in `format`. 422 when it is longer than EXPORT_MAX_CHARS, or with the renderer's
 * words when the PDF cannot write some of its text (Korean, say): another format keeps it.
 */
export async function exportFile(
  document: ResumeDocument,
  format: ExportFormat,
  options: ExportOptions,
  now: Date,
): Promise<Uint8Array> {
  if (renderText(document).length > EXPORT_MAX_CHARS)
    throw new AppError('UNPROCESSABLE', versionMessages.tooLongToExport(EXPORT_MAX_CHARS));
  return exportResume(document, format, options, now).catch((error: unknown) => {
    const refusal = error instanceof AppError ? error.cause : undefined;
    if (!(refusal instanceof UnwritableTextError)) throw error;
    throw new AppError('UNPROCESSABLE', refusal.message, { format, characters: refusal.characters });
  });
}
