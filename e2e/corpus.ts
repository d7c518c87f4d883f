import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';

/** Real resumes and postings from the shared corpus (beside the repository). */
export const corpusPath = (relative: string) => path.join(corpusDir, relative);
