/**
 * Builds src/core/analysis/occupation/occupation-words.json from the O*NET 29.2 occupation titles and
 * descriptions in shared/corpus/skills. Run: npx tsx scripts/build-occupations.ts
 * The product reads only the JSON; this script runs when the data set or the word rules change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { skillsDataDir } from '@core/testing/corpus-dir';
import {
  buildOccupationWords,
  serializeOccupationWords,
} from '../src/core/analysis/occupation/build-occupation-words';

const source = path.join(skillsDataDir, 'onet-29.2-occupation_data.tsv');
const output = path.resolve(import.meta.dirname, '../src/core/analysis/occupation/occupation-words.json');
const data = buildOccupationWords(readFileSync(source, 'utf8'));
writeFileSync(output, serializeOccupationWords(data));
console.info(`${Object.keys(data.words).length} words written to ${path.relative(process.cwd(), output)}`);
