/**
 * `npm run zoo`: renders every resume of zoo/contents through every layout into .zoo/<layout>/, each file with
 * its truth beside it (<name>.truth.json). A layout whose tool is missing is skipped with the Debian package to
 * install; without any, the run says so and exits 0, like the corpus benchmarks.
 *
 *   npm run zoo [-- --layout <id prefix>] [--resume <name>] [--contents <dir>] [--fixtures | --fixtures-only | --truth-only]
 *
 * --fixtures then copies the representative subset that `npm test` reads into test/fixtures/zoo
 * (see fixture-subset.ts); --fixtures-only copies it from what .zoo holds, rendering nothing; --truth-only
 * writes the truth of every file .zoo holds again (after a change to truth.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { allLayouts } from './all-layouts';
import { copyFixtureSubset } from './fixture-subset';
import type { JsonResume, ZooLayout } from './layout';
import { closeBrowser } from './print-html';
import { truthOf } from './truth';

export const zooDir = '.zoo';
const contentsDir = process.argv.includes('--contents')
  ? (process.argv[process.argv.indexOf('--contents') + 1] ?? '')
  : 'zoo/contents';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const hasCommand = (command: string) => spawnSync('which', [command], { stdio: 'ignore' }).status === 0;

async function contents(only?: string): Promise<{ name: string; resume: JsonResume }[]> {
  const files = (await readdir(contentsDir)).filter((file) => file.endsWith('.json')).sort();
  const named = files.map((file) => file.replace(/\.json$/u, '')).filter((name) => !only || name === only);
  return Promise.all(
    named.map(async (name) => ({
      name,
      resume: JSON.parse(await readFile(join(contentsDir, `${name}.json`), 'utf8')) as JsonResume,
    })),
  );
}

function usableLayouts(prefix?: string): ZooLayout[] {
  const chosen = allLayouts.filter((layout) => !prefix || layout.id.startsWith(prefix));
  const missing = new Map<string, string[]>();
  const usable = chosen.filter((layout) => {
    const absent = layout.needs.filter((need) => !hasCommand(need.command));
    for (const need of absent)
      missing.set(need.debianPackage, [...(missing.get(need.debianPackage) ?? []), layout.id]);
    return absent.length === 0;
  });
  for (const [debianPackage, layouts] of missing)
    console.log(
      `skipped ${layouts.length} layouts (${layouts.join(', ')}): apt-get install ${debianPackage}`,
    );
  return usable;
}

async function renderLayout(
  layout: ZooLayout,
  resumes: { name: string; resume: JsonResume }[],
): Promise<number> {
  const dir = join(zooDir, layout.id);
  await mkdir(join(dir, '.work'), { recursive: true });
  let failures = 0;
  for (const { name, resume } of resumes) {
    try {
      await layout.render(resume, dir, name);
      await writeFile(
        join(dir, `${name}.truth.json`),
        `${JSON.stringify(truthOf(resume, name, layout), null, 1)}\n`,
      );
    } catch (error) {
      failures += 1;
      console.log(
        `  ${layout.id} / ${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
    }
  }
  return failures;
}

const layouts = usableLayouts(option('--layout'));
const resumes = await contents(option('--resume'));
if (layouts.length === 0 || resumes.length === 0) {
  console.log('zoo: nothing to render (no usable layout or no resume)');
  process.exit(0);
}
if (process.argv.includes('--truth-only')) {
  for (const layout of layouts)
    for (const { name, resume } of resumes) {
      const dir = join(zooDir, layout.id);
      if (
        existsSync(dir) &&
        (await readdir(dir)).some((file) => file.startsWith(`${name}.`) && !file.endsWith('.truth.json'))
      )
        await writeFile(
          join(dir, `${name}.truth.json`),
          `${JSON.stringify(truthOf(resume, name, layout), null, 1)}\n`,
        );
    }
  process.exit(0);
}
if (process.argv.includes('--fixtures-only')) {
  await copyFixtureSubset(
    zooDir,
    layouts,
    resumes.map((r) => r.name),
  );
  process.exit(0);
}
const started = performance.now();
let failures = 0;
for (const layout of layouts) {
  const layoutStarted = performance.now();
  const failed = await renderLayout(layout, resumes);
  failures += failed;
  const seconds = ((performance.now() - layoutStarted) / 1000).toFixed(1);
  console.log(`${layout.id}: ${resumes.length - failed}/${resumes.length} rendered in ${seconds} s`);
}
await closeBrowser();
console.log(
  `zoo: ${layouts.length} layouts × ${resumes.length} resumes in ${((performance.now() - started) / 1000).toFixed(0)} s, ${failures} failed`,
);
if (process.argv.includes('--fixtures'))
  await copyFixtureSubset(
    zooDir,
    layouts,
    resumes.map((r) => r.name),
  );
