import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * For benchmarks and build scripts only: the shared corpus, `CORPUS_DIR` or else `../shared/corpus` beside the
 * repository. The product and the test suite never read it.
 */
export const corpusRoot = path.resolve(
  process.env.CORPUS_DIR ?? path.join(import.meta.dirname, '../../shared/corpus'),
);

/** Real resumes, postings and their labels (`dev/labels.json`). */
export const corpusDir = path.join(corpusRoot, 'dev');
/** The public data sets the taxonomy and the occupation table are built from (O*NET, ESCO). */
export const skillsDataDir = path.join(corpusRoot, 'skills');

/** Without the corpus a benchmark or build script says so in one line and exits 0, with no figures. */
export function requireCorpus(dir: string = corpusDir): void {
  if (existsSync(dir)) return;
  console.log(`No corpus at ${dir} (set CORPUS_DIR to point at it): nothing to do.`);
  process.exit(0);
}
