import { zipSync } from 'fflate';

/** The Bulk Export's file name (beyond the spec, which names the single exports only). */
export const BULK_EXPORT_FILE_NAME = 'resume-export.zip';

/**
 * One zip of the exported files, by file name. PDF and DOCX are compressed already, so they are stored as
 * they are; the text formats are deflated.
 */
export function zipExports(files: Record<string, Uint8Array>): Uint8Array<ArrayBuffer> {
  // fflate allocates a plain ArrayBuffer (never a shared one): typed as such, a Blob takes it.
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [
        name,
        [bytes, { level: /\.(pdf|docx)$/.test(name) ? 0 : 6 }] as const,
      ]),
    ),
  ) as Uint8Array<ArrayBuffer>;
}
