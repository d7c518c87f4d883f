import { renderMarkdown } from '@core/resume/render-markdown';
import { renderText } from '@core/resume/render-text';
import type { Analysis } from '@shared/api/analysis';
import { exportRequestBody, exportResume } from '../../lib/export-resume';
import { saveFile } from '../../lib/save-file';
import { readSelectedTemplate } from '../../lib/selected-template';

/**
 * Core spec §7: downloads are built in the browser, under these names. original-resume.txt is the resume's
 * `documentText`: the plain text of its document with the visitor's section edits, what the analysis read.
 */
export const downloadNames = {
  original: 'original-resume.txt',
  optimizedText: 'optimized-resume.txt',
  optimizedMarkdown: 'optimized-resume.md',
  /** The step 4 "Download Optimized Resume" button's file. */
  workspace: 'optimized_resume.md',
  report: 'resume-analysis-report.md',
  /** Beyond the core spec (issue 17): the optimized resume exported by the server as PDF and Word. */
  optimizedPdf: 'optimized-resume.pdf',
  optimizedDocx: 'optimized-resume.docx',
} as const;

/** The formats step 4 asks the server for, beside the Markdown and text written here. */
export type OptimizedExportFormat = 'pdf' | 'docx';

/**
 * The optimized resume of this analysis as a real PDF or Word document: POST /api/resumes/{id}/export with the
 * analysis' id, so the server renders the optimized document it keeps (with the body of platform spec §7).
 */
export async function downloadOptimizedExport(
  analysis: Pick<Analysis, 'id' | 'resumeId'>,
  format: OptimizedExportFormat,
): Promise<void> {
  const blob = await exportResume(
    analysis.resumeId,
    exportRequestBody(format, analysis.id, readSelectedTemplate()),
  );
  saveFile(format === 'pdf' ? downloadNames.optimizedPdf : downloadNames.optimizedDocx, blob);
}

/**
 * The optimized resume as the downloads write it, from its document: Markdown for the .md files, plain text
 * for optimized-resume.txt. An analysis optimized before documents were kept has its text only, used for both.
 * Null until optimizations are applied.
 */
export function optimizedResumeFiles(
  analysis: Pick<Analysis, 'optimizedText' | 'optimizedDocument'>,
): { markdown: string; text: string } | null {
  if (analysis.optimizedDocument) {
    return {
      markdown: renderMarkdown(analysis.optimizedDocument),
      text: renderText(analysis.optimizedDocument),
    };
  }
  return analysis.optimizedText ? { markdown: analysis.optimizedText, text: analysis.optimizedText } : null;
}

/** Saves text as a file through a temporary object URL. */
export function downloadText(fileName: string, text: string, type = 'text/markdown') {
  saveFile(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}
