import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ingestResume } from '@core/ingest/ingest-resume';
import type { ZooTruth } from '../scripts/zoo/truth';
import { scoreZooFile, type ZooScore } from './zoo-score';

export interface LayoutScores {
  family: string;
  /** One score per file, with the file's name. */
  files: { file: string; score: ZooScore }[];
}

/** Every file of a zoo folder (<layout>/<name>.<ext> beside <name>.truth.json) read as an upload and scored. */
export async function scoreZooDir(root: string, onlyLayout?: string): Promise<Map<string, LayoutScores>> {
  const layouts = new Map<string, LayoutScores>();
  for (const layout of (await readdir(root)).sort()) {
    if (onlyLayout && !layout.startsWith(onlyLayout)) continue;
    const files = await readdir(join(root, layout));
    for (const truthFile of files.filter((file) => file.endsWith('.truth.json')).sort()) {
      const name = truthFile.replace(/\.truth\.json$/u, '');
      const file = files.find((entry) => entry.startsWith(`${name}.`) && entry !== truthFile);
      if (!file) continue;
      const truth = JSON.parse(await readFile(join(root, layout, truthFile), 'utf8')) as ZooTruth;
      const bytes = new Uint8Array(await readFile(join(root, layout, file)));
      const { document } = await ingestResume({ bytes, fileName: file });
      const scores = layouts.get(layout) ?? { family: truth.family, files: [] };
      scores.files.push({ file, score: scoreZooFile(truth, document) });
      layouts.set(layout, scores);
    }
  }
  return layouts;
}
