import path from 'node:path';

/** Real resumes and postings from the shared corpus (beside the repository). */
export const corpusPath = (relative: string) =>
  path.resolve(import.meta.dirname, '../../shared/corpus/dev', relative);
