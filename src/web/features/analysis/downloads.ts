import { renderMarkdown } from '@core/resume/render-markdown';
import { renderText } from '@core/resume/render-text';
import type { Analysis } from '@shared/api/analysis';

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
} as const;

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
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
