import {
  DEFAULT_EXPORT_FONT,
  DEFAULT_EXPORT_FONT_SIZE,
  DEFAULT_EXPORT_MARGIN_INCHES,
  type ExportFormat,
  type exportBodySchema,
} from '@shared/api/export';
import type { TemplateId } from '@shared/template-ids';
import type { z } from 'zod';
import { apiRequest } from './api-client';

export type ExportRequestBody = z.input<typeof exportBodySchema>;

const margin = DEFAULT_EXPORT_MARGIN_INCHES;

/**
 * Platform spec §7: the body every export sends. ATS optimizing is asked for every format but PDF (the PDF is
 * the good-looking one); Arial 11 pt, 1-inch margins. `analysisId` (beyond the spec) exports the optimized
 * resume of that analysis instead of the resume as last edited; `template` (beyond the spec) the gallery's
 * template the export is styled with.
 */
export function exportRequestBody(
  format: ExportFormat,
  analysisId?: number,
  template?: TemplateId,
): ExportRequestBody {
  return {
    format,
    includeMetadata: true,
    optimizeForATS: format !== 'pdf',
    customizations: {
      fontFamily: DEFAULT_EXPORT_FONT,
      fontSize: DEFAULT_EXPORT_FONT_SIZE,
      margins: { top: margin, right: margin, bottom: margin, left: margin },
    },
    ...(analysisId === undefined ? {} : { analysisId }),
    ...(template === undefined ? {} : { template }),
  };
}

/** POST /api/resumes/{id}/export: the exported file's bytes. Fails with an ApiError (api-client.ts). */
export async function exportResume(resumeId: number, body: ExportRequestBody): Promise<Blob> {
  const response = await apiRequest('POST', `/api/resumes/${resumeId}/export`, body);
  return response.blob();
}
