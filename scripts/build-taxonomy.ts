/**
 * Builds src/core/analysis/taxonomy/skills.json from the curated list and the public skills data sets in
 * shared/corpus/skills (O*NET 29.2 technology skills, ESCO skills). Run: npx tsx scripts/build-taxonomy.ts
 * The product reads only skills.json; this script runs when the curated list or the data sets change.
 * With `--check` (npm run taxonomy:check) it writes nothing: it says in one line whether the checked-in file
 * equals a fresh build, and exits 1 when it does not.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { requireCorpus, skillsDataDir } from '../bench/corpus-dir';
import { buildTaxonomy, serializeTaxonomy } from '../src/core/analysis/taxonomy/build/build-taxonomy';

requireCorpus(skillsDataDir);
const output = path.resolve(import.meta.dirname, '../src/core/analysis/taxonomy/skills.json');
const read = (name: string) => readFileSync(path.join(skillsDataDir, name), 'utf8');

const taxonomy = buildTaxonomy({
  onetTechnologySkills: read('onet-29.2-technology_skills.tsv'),
  onetOccupations: read('onet-29.2-occupation_data.tsv'),
  escoSkills: read('esco-skills_en.csv'),
});
if (process.argv.includes('--check')) {
  const isFresh = readFileSync(output, 'utf8') === serializeTaxonomy(taxonomy);
  const file = path.relative(process.cwd(), output);
  console.info(
    isFresh
      ? `${file} equals a fresh build (${taxonomy.skills.length} skills).`
      : `${file} differs from a fresh build: run npx tsx scripts/build-taxonomy.ts and commit the result.`,
  );
  process.exit(isFresh ? 0 : 1);
}
for (const conflict of taxonomy.conflicts) console.warn(`curated name or alias claimed twice: ${conflict}`);
writeFileSync(output, serializeTaxonomy(taxonomy));
const counts = new Map<string, number>();
for (const skill of taxonomy.skills) counts.set(skill.category, (counts.get(skill.category) ?? 0) + 1);
console.info(
  `${taxonomy.skills.length} skills written to ${path.relative(process.cwd(), output)}`,
  Object.fromEntries(counts),
);
