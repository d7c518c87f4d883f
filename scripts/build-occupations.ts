/**
 * Builds src/core/analysis/occupation/occupation-words.json from the O*NET 29.2 occupation titles and
 * descriptions in shared/corpus/skills. Run: npx tsx scripts/build-occupations.ts
 * The product reads only the JSON; this script runs when the data set or the word rules change.
 * With `--check` (npm run taxonomy:check) it writes nothing: it says in one line whether the checked-in file
 * equals a fresh build, and exits 1 when it does not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { requireCorpus, skillsDataDir } from '../bench/corpus-dir';
import {
  buildOccupationWords,
  serializeOccupationWords,
} from '../src/core/analysis/occupation/build-occupation-words';

requireCorpus(skillsDataDir);
const source = path.join(skillsDataDir, 'onet-29.2-occupation_data.tsv');
const output = path.resolve(import.meta.dirname, '../src/core/analysis/occupation/occupation-words.json');
const data = buildOccupationWords(readFileSync(source, 'utf8'));
if (process.argv.includes('--check')) {
  const isFresh = readFileSync(output, 'utf8') === serializeOccupationWords(data);
  const file = path.relative(process.cwd(), output);
  console.info(
    isFresh
      ? `${file} equals a fresh build (${Object.keys(data.words).length} words).`
      : `${file} differs from a fresh build: run npx tsx scripts/build-occupations.ts and commit the result.`,
  );
  process.exit(isFresh ? 0 : 1);
}
writeFileSync(output, serializeOccupationWords(data));
console.info(`${Object.keys(data.words).length} words written to ${path.relative(process.cwd(), output)}`);
