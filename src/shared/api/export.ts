import { z } from 'zod';
import { templateIds } from '../template-ids';

/** Platform spec §7, §9: the export formats, and what each is called in the file manager's cards. */
export const exportFormats = ['pdf', 'docx', 'txt', 'html', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The content type each format is answered with. */
export const exportContentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** Platform spec §7 defaults: Arial sans-serif, 11 pt, margins of 1 inch on each side. */
export const DEFAULT_EXPORT_FONT = 'Arial, sans-serif';
export const DEFAULT_EXPORT_FONT_SIZE = 11;
export const DEFAULT_EXPORT_MARGIN_INCHES = 1;

const margin = z.number().min(0.25).max(2).default(DEFAULT_EXPORT_MARGIN_INCHES);

/**
 * POST /api/resumes/{id}/export (platform spec §7). Beyond the spec: `analysisId` exports the optimized
 * document of that analysis (the workflow's step 4); without it, the resume's document as last edited.
 */
export const exportBodySchema = z.object({
  format: z.enum(exportFormats, { message: `format must be one of ${exportFormats.join(', ')}` }),
  includeMetadata: z.boolean().default(true),
  optimizeForATS: z.boolean().default(true),
  customizations: z
    .object({
      fontFamily: z.string().trim().min(1).max(100).default(DEFAULT_EXPORT_FONT),
      /** Points. */
      fontSize: z.number().min(8).max(16).default(DEFAULT_EXPORT_FONT_SIZE),
      /** Inches. */
      margins: z.object({ top: margin, right: margin, bottom: margin, left: margin }).prefault({}),
    })
    .prefault({}),
  analysisId: z.number().int().positive().max(2_147_483_647).optional(),
  /**
   * Beyond the spec: one of the gallery's eight templates (the one chosen in the gallery). The HTML export is
   * that template's page itself; PDF and Word take its colour and typeface (and keep their one ATS-safe column).
   */
  template: z.enum(templateIds, { message: `template must be one of ${templateIds.join(', ')}` }).optional(),
});
export type ExportBody = z.output<typeof exportBodySchema>;

/** Platform spec §7: the client saves every export as 'resume-export.' plus the format. */
export const exportFileName = (format: ExportFormat) => `resume-export.${format}`;
