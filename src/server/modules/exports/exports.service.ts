import { AppError } from '@core/errors';
import { exportResume } from '@core/export/export-resume';
import { UnwritableTextError } from '@core/export/pdf-fonts';
import { renderText } from '@core/resume/render-text';
import { type ExportBody, exportContentTypes, exportFileName } from '@shared/api/export';
import { analysisMessages, serverMessages, validationMessages, versionMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';
import type { AnalysesRepository } from '../analyses/analyses.repository';
import type { PrivacyRecorder } from '../privacy/privacy-recorder';
import type { ResumesRepository } from '../resumes/resumes.repository';

/** An exported file: its bytes, content type and download name. */
export interface ExportedFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

interface ExportsDependencies {
  resumes: Pick<ResumesRepository, 'find' | 'documentOf'>;
  analyses: Pick<AnalysesRepository, 'find'>;
  /** Told of each export (issue 19: the processing-activity log). */
  privacy?: PrivacyRecorder;
}

/**
 * The most text an export writes: about 20 pages. Rendering runs on the event loop (a PDF costs about 2 ms per
 * KB), so a far longer text, which no resume is, is refused rather than keep every other visitor waiting.
 */
export const EXPORT_MAX_CHARS = 60_000;

/** Exports of the visitor's resumes (platform spec §7, issue 17); the route counts them (`export` limit). */
export function createExportsService({ resumes, analyses, privacy }: ExportsDependencies) {
  /**
   * The document to export: the resume's as the visitor left it (section edits included) or, with `analysisId`,
   * the optimized document of that analysis of this resume. 404 for another visitor's resume or analysis, or
   * an analysis of another resume; 422 when the analysis has no optimized resume yet.
   */
  async function documentToExport(owner: string, id: number, analysisId?: number): Promise<ResumeDocument> {
    const resumeNotFound = () => new AppError('NOT_FOUND', serverMessages.notFound('Resume'));
    if (analysisId === undefined) {
      const found = await resumes.documentOf(owner, id);
      if (!found) throw resumeNotFound();
      return found.document;
    }
    if (!(await resumes.find(owner, id))) throw resumeNotFound();
    const analysis = await analyses.find(owner, analysisId);
    if (!analysis || analysis.resumeId !== id) throw new AppError('NOT_FOUND', analysisMessages.notFound);
    if (!analysis.optimizedDocument)
      throw new AppError('UNPROCESSABLE', validationMessages.noOptimizedResume);
    return analysis.optimizedDocument;
  }

  return {
    /**
     * The resume written in the requested format, with its content type and download name. 422 with the
     * renderer's words when the PDF cannot write some of the text (Korean, say): another format keeps it.
     */
    async export(owner: string, id: number, body: ExportBody): Promise<ExportedFile> {
      const { format, analysisId, ...options } = body;
      const document = await documentToExport(owner, id, analysisId);
      if (renderText(document).length > EXPORT_MAX_CHARS)
        throw new AppError('UNPROCESSABLE', versionMessages.tooLongToExport(EXPORT_MAX_CHARS));
      const bytes = await exportResume(document, format, options, new Date()).catch((error: unknown) => {
        const refusal = error instanceof AppError ? error.cause : undefined;
        if (!(refusal instanceof UnwritableTextError)) throw error;
        throw new AppError('UNPROCESSABLE', refusal.message, { format, characters: refusal.characters });
      });
      await privacy?.activity(owner, 'export', format);
      return {
        bytes,
        contentType: exportContentTypes[format],
        fileName: exportFileName(format),
      };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
