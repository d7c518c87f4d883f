import path from 'node:path';

/**
 * For tests, benchmarks and build scripts only: the shared corpus, which sits beside the repository
 * (`../shared/corpus`). The product never reads it.
 */
const corpusRoot = path.resolve(import.meta.dirname, '../../../../shared/corpus');

/** Real resumes, postings and their labels (`dev/labels.json`). */
export const corpusDir = path.join(corpusRoot, 'dev');
/** The public data sets the taxonomy and the occupation table are built from (O*NET, ESCO). */
export const skillsDataDir = path.join(corpusRoot, 'skills');
