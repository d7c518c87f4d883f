import { type ExportFormat, exportFileName, exportFormats } from '@shared/api/export';
import { exportRequestBody, exportResume } from '../../../lib/export-resume';
import { saveFile } from '../../../lib/save-file';
import { readSelectedTemplate } from '../../../lib/selected-template';
import { BULK_EXPORT_FILE_NAME, zipExports } from '../zip-exports';

/** Exports the resume in one format (platform spec §7) and saves it as 'resume-export.<format>'. */
export async function exportAndSave(resumeId: number, format: ExportFormat): Promise<void> {
  saveFile(
    exportFileName(format),
    await exportResume(resumeId, exportRequestBody(format, undefined, readSelectedTemplate())),
  );
}

/** Bulk Export: every format, each asked for as its card asks, in one zip saved as 'resume-export.zip'. */
export async function exportAllAndSave(resumeId: number): Promise<void> {
  const files = await Promise.all(
    exportFormats.map(async (format) => {
      const blob = await exportResume(resumeId, exportRequestBody(format, undefined, readSelectedTemplate()));
      return [exportFileName(format), new Uint8Array(await blob.arrayBuffer())] as const;
    }),
  );
  const zip = zipExports(Object.fromEntries(files));
  saveFile(BULK_EXPORT_FILE_NAME, new Blob([zip], { type: 'application/zip' }));
}
