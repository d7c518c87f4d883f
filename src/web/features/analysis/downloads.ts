/** Core spec §7: downloads are built in the browser from text, under these names. */
export const downloadNames = {
  original: 'original-resume.txt',
  optimizedText: 'optimized-resume.txt',
  optimizedMarkdown: 'optimized-resume.md',
  /** The step 4 "Download Optimized Resume" button's file. */
  workspace: 'optimized_resume.md',
  report: 'resume-analysis-report.md',
} as const;

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
