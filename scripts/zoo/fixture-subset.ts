import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ZooLayout } from './layout';

/**
 * The part of the zoo `npm test` reads (test/fixtures/zoo): two resumes per layout, chosen in turn among those
 * rendered in it so that every resume and every language appears somewhere, with their truth. Under 15 MB in all.
 */
export const fixtureDir = 'test/fixtures/zoo';
const PER_LAYOUT = 2;
const MAX_BYTES = 15 * 1024 * 1024;

export async function copyFixtureSubset(
  zooDir: string,
  layouts: ZooLayout[],
  names: string[],
): Promise<void> {
  await rm(fixtureDir, { recursive: true, force: true });
  let bytes = 0;
  let files = 0;
  for (const [index, layout] of layouts.entries()) {
    const rendered = await readdir(join(zooDir, layout.id)).catch((): string[] => []);
    const available = names.filter((name) => rendered.includes(`${name}.truth.json`));
    if (available.length === 0) continue;
    const target = join(fixtureDir, layout.id);
    await mkdir(target, { recursive: true });
    for (let turn = 0; turn < Math.min(PER_LAYOUT, available.length); turn += 1) {
      const name = available[(index * PER_LAYOUT + turn) % available.length] ?? '';
      const file = rendered.find((entry) => entry.startsWith(`${name}.`) && !entry.endsWith('.truth.json'));
      if (!file) continue;
      for (const part of [file, `${name}.truth.json`]) {
        await copyFile(join(zooDir, layout.id, part), join(target, part));
        bytes += (await stat(join(target, part))).size;
      }
      files += 1;
    }
  }
  console.log(`fixtures: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${fixtureDir}`);
  if (bytes > MAX_BYTES) throw new Error(`the fixtures hold ${bytes} bytes, more than ${MAX_BYTES}`);
}
