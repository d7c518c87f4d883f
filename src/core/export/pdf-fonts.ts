import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontKind } from './font-family';

/**
 * The fonts a PDF export embeds, from pinned npm packages (the standard 14 PDF fonts cannot write "ł" or "中文"):
 * - sans: Arimo (@expo-google-fonts/arimo), metric-compatible with Arial, the spec's default: Latin, Greek,
 *   Cyrillic, Hebrew; 0.3 MB a face;
 * - serif: Tinos (@expo-google-fonts/tinos), metric-compatible with Times New Roman, the same scripts;
 * - CJK: Noto Sans SC (@expo-google-fonts/noto-sans-sc): Han, kana, CJK punctuation and full-width forms; 10.5 MB a
 *   face, so read only when a resume has such characters, and used only for runs of them.
 * Each face is read once per process and kept; pdfkit embeds the subset of glyphs a document uses.
 */
export type FontWeight = 'regular' | 'bold';
export type FontScript = 'latin' | 'cjk';
/** A font as registered in a pdfkit document: "latin-bold", "cjk-regular"… */
export type PdfFontName = `${FontScript}-${FontWeight}`;

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

const faceFiles = {
  sans: {
    regular: ['@expo-google-fonts/arimo', '400Regular/Arimo_400Regular.ttf'],
    bold: ['@expo-google-fonts/arimo', '700Bold/Arimo_700Bold.ttf'],
  },
  serif: {
    regular: ['@expo-google-fonts/tinos', '400Regular/Tinos_400Regular.ttf'],
    bold: ['@expo-google-fonts/tinos', '700Bold/Tinos_700Bold.ttf'],
  },
  cjk: {
    regular: ['@expo-google-fonts/noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'],
    bold: ['@expo-google-fonts/noto-sans-sc', '700Bold/NotoSansSC_700Bold.ttf'],
  },
} as const;

/** The path of a face's file in its package. */
export function fontFile(family: keyof typeof faceFiles, weight: FontWeight): string {
  const [name, file] = faceFiles[family][weight];
  return path.join(packageDir(name), file);
}

const loaded = new Map<string, Promise<Buffer>>();

/** A face's bytes, read on first use and kept for the process (a failed read is tried again next time). */
function faceBytes(file: string): Promise<Buffer> {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFile(file);
    loaded.set(file, bytes);
    bytes.catch(() => loaded.delete(file));
  }
  return bytes;
}

/** Characters the CJK face writes: Han, kana, Bopomofo, CJK symbols and punctuation, full-width forms. */
const cjkCharacter =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;

export const hasCjk = (text: string) => cjkCharacter.test(text);

/** A piece of text in one script. */
export interface ScriptRun {
  text: string;
  script: FontScript;
}

/**
 * The text cut where its script changes, so each run is written in a font that has its glyphs. Spaces and other
 * characters both fonts have (digits, Latin punctuation) stay in the run they are in.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const character of text) {
    const isCjk = cjkCharacter.test(character);
    const last = runs.at(-1);
    const isNeutral = /[\s\p{N}\p{P}]/u.test(character) && !isCjk;
    if (last && (isNeutral || (last.script === 'cjk') === isCjk)) last.text += character;
    else runs.push({ text: character, script: isCjk ? 'cjk' : 'latin' });
  }
  return runs;
}

/**
 * The faces a document needs, by name: the sans or serif Latin faces always, each CJK face only when `cjk` says
 * that weight has CJK text to write.
 */
export async function loadPdfFonts(
  kind: FontKind,
  cjk: Record<FontWeight, boolean>,
): Promise<Partial<Record<PdfFontName, Buffer>>> {
  const wanted: [PdfFontName, string][] = [
    ['latin-regular', fontFile(kind, 'regular')],
    ['latin-bold', fontFile(kind, 'bold')],
    ...(cjk.regular ? [['cjk-regular', fontFile('cjk', 'regular')] as [PdfFontName, string]] : []),
    ...(cjk.bold ? [['cjk-bold', fontFile('cjk', 'bold')] as [PdfFontName, string]] : []),
  ];
  const bytes = await Promise.all(wanted.map(([, file]) => faceBytes(file)));
  return Object.fromEntries(wanted.map(([name], at) => [name, bytes[at]]));
}
