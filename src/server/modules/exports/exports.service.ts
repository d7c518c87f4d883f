import { AppError } from '@core/errors';
import { type ExportBody, exportContentTypes, exportFileName } from '@shared/api/export';
import { analysisMessages, serverMessages, validationMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';
import type { WorkPool } from '../../work/work-pool';
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
  /** Where the file is written: a worker thread (see `exportFile`). */
  work: Pick<WorkPool, 'run'>;
  /** Told of each export (issue 19: the processing-activity log). */
  privacy?: PrivacyRecorder;
}

/** Exports of the visitor's resumes (platform spec §7, issue 17); the route counts them (`export` limit). */
export function createExportsService({ resumes, analyses, work, privacy }: ExportsDependencies) {
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
    /** The resume written in the requested format, with its content type and download name (see `exportFile`). */
    async export(owner: string, id: number, body: ExportBody): Promise<ExportedFile> {
      const { format, analysisId, ...options } = body;
      const document = await documentToExport(owner, id, analysisId);
      const bytes = await work.run('exportDocument', { document, format, options, now: new Date() }, owner);
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
