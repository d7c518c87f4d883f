import { type ExportBody, exportBodySchema } from '@shared/api/export';

/** How a resume is exported (platform spec §7): the request body without its format and analysis. */
export type ExportOptions = Omit<ExportBody, 'format' | 'analysisId'> & {
  /** The colour of the name and headings when not plain: a template's (export-resume.ts), else ACCENT_COLOR. */
  accentColor?: string;
};

/** The spec's defaults: metadata included, optimized for ATS, Arial 11 pt, margins of 1 inch. */
export const defaultExportOptions: ExportOptions = (() => {
  const { format: _format, analysisId: _analysis, ...options } = exportBodySchema.parse({ format: 'txt' });
  return options;
})();

/** Points in an inch: margins are given in inches, PDF and Word lay out in points. */
export const POINTS_PER_INCH = 72;
