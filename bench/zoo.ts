/**
 * `npm run bench:zoo`: reads every file of the layout zoo (.zoo, made by `npm run zoo`; or the committed subset
 * with --fixtures) as an upload is read, and prints per layout, per family and overall how the document agrees
 * with the file's truth (bench/zoo-score.ts): sections, entry title / organisation / dates, bullets whole,
 * contact, and the share of words lost. Targets (issue 30): sections ≥ 98, entries ≥ 95, bullets ≥ 95,
 * contact ≥ 99, words lost < 0.5, in every family.
 *
 *   npm run bench:zoo [-- --fixtures] [--layout <id prefix>] [--misses]
 */
import { existsSync } from 'node:fs';
import { showMisses } from './bench-flags';
import { scoreZooDir } from './zoo-read';
import { addScores, percent, scoreKeys, type ZooScore } from './zoo-score';

const dir = process.argv.includes('--fixtures') ? 'test/fixtures/zoo' : '.zoo';
const prefix = process.argv.includes('--layout')
  ? process.argv[process.argv.indexOf('--layout') + 1]
  : undefined;

if (!existsSync(dir)) {
  console.log(`No zoo at ${dir}: run \`npm run zoo\` first (or pass --fixtures). Nothing to do.`);
  process.exit(0);
}

const row = (label: string, files: number, score: ZooScore) =>
  [
    label.padEnd(34),
    String(files).padStart(5),
    ...scoreKeys.map((key) =>
      (key === 'words'
        ? score.words.total === 0
          ? '–'
          : ((100 * (score.words.total - score.words.right)) / score.words.total).toFixed(2)
        : percent(score[key])
      ).padStart(key === 'organisation' ? 13 : 9),
    ),
  ].join('');

const header = [
  'layout'.padEnd(34),
  'files'.padStart(5),
  ...scoreKeys.map((key) => (key === 'words' ? 'lost %' : key).padStart(key === 'organisation' ? 13 : 9)),
].join('');

const started = performance.now();
const layouts = await scoreZooDir(dir, prefix);
console.log(`\nLayout zoo (${dir}): % right; words: % lost\n${header}`);
const families = new Map<string, { files: number; scores: ZooScore[] }>();
for (const [layout, { family, files }] of layouts) {
  const scores = files.map((file) => file.score);
  const total = addScores(scores);
  console.log(row(layout, scores.length, total));
  if (showMisses)
    for (const { file, score } of files)
      if (score.misses.length > 0) console.log(`  ${file}\n    ${score.misses.join('\n    ')}`);
  const group = families.get(family) ?? { files: 0, scores: [] };
  group.files += scores.length;
  group.scores.push(total);
  families.set(family, group);
}
console.log(`\nby family\n${header}`);
for (const [family, { files, scores }] of families) console.log(row(family, files, addScores(scores)));
const all = [...layouts.values()].flatMap((layout) => layout.files.map((file) => file.score));
console.log(row('all', all.length, addScores(all)));
console.log(
  `\n${all.length} files read and scored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
