import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { versionMessages } from '@shared/messages';
import type { FontKind } from './font-family';

/**
 * The fonts a PDF export embeds, from pinned npm packages (the standard 14 PDF fonts cannot write "ł" or "中文"):
 * - sans: Arimo (@expo-google-fonts/arimo), metric-compatible with Arial, the spec's default: Latin, Greek,
 *   Cyrillic (and Hebrew's glyphs, which the PDF does not write: see `unwritableCharacters`); 0.3 MB a face;
 * - serif: Tinos (@expo-google-fonts/tinos), metric-compatible with Times New Roman, the same scripts;
 * - CJK: Noto Sans SC (@expo-google-fonts/noto-sans-sc): Han, kana, CJK punctuation and full-width forms, and
 *   symbols the Latin faces lack (✓ ★ ◆ ① Ⅳ); 10.5 MB a face, so read only when a resume has such characters,
 *   and used only for runs of them.
 * No face writes Korean, Arabic, Devanagari, Thai or emoji: a PDF with them is refused, never written with blanks.
 * Each face is read once per process and kept; pdfkit embeds the subset of glyphs a document uses.
 */
export type FontWeight = 'regular' | 'bold';
export type FontScript = 'latin' | 'cjk';
/** A font as registered in a pdfkit document: "latin-bold", "cjk-regular"… */
export type PdfFontName = `${FontScript}-${FontWeight}`;
/** Whether a font of the document has a glyph for a code point (false for a face not read). */
export type HasGlyph = (font: PdfFontName, codePoint: number) => boolean;
/** The text a PDF writes in each weight. */
export type TextByWeight = Record<FontWeight, string>;

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The fontkit pdfkit reads its fonts with (its own dependency, so the glyphs checked are the glyphs written). */
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(bytes: Buffer): FontkitFont };

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

/** A face: its bytes (to register in pdfkit) and its font as fontkit reads it (to ask for glyphs). */
interface Face {
  bytes: Buffer;
  font: FontkitFont;
}

const loaded = new Map<string, Promise<Face>>();

/** A face, read on first use and kept for the process (a failed read is tried again next time). */
function faceOf(file: string): Promise<Face> {
  let face = loaded.get(file);
  if (!face) {
    face = readFile(file).then((bytes) => ({ bytes, font: fontkit.create(bytes) }));
    loaded.set(file, face);
    face.catch(() => loaded.delete(file));
  }
  return face;
}

/** Characters the CJK face writes: Han, kana, Bopomofo, CJK symbols and punctuation, full-width forms. */
const cjkCharacter =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;

/** Characters that draw nothing (joiners, variation selectors, direction marks), written only by a face with them. */
const ignorable = /\p{Default_Ignorable_Code_Point}/u;
/** Characters no glyph is asked of: spaces, controls and those that draw nothing. */
const invisible = /[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;
/** Characters that stay in the run they are in when its face has them: spaces, digits, punctuation, invisibles. */
const neutral = /[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\p{N}\p{P}]/u;
/**
 * Right-to-left scripts: pdfkit lays each line out left to right, so a Hebrew line came back with its words out
 * of order (Arimo has Hebrew's glyphs); such text is refused whatever the faces hold.
 */
const rightToLeft = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

const codePointOf = (character: string) => character.codePointAt(0) ?? 0;
const otherScript = (script: FontScript): FontScript => (script === 'cjk' ? 'latin' : 'cjk');

/** The face a character is written in: the CJK face for CJK, the Latin face else, the other one if only it has it. */
function scriptOf(character: string, weight: FontWeight, hasGlyph: HasGlyph): FontScript {
  const preferred: FontScript = cjkCharacter.test(character) ? 'cjk' : 'latin';
  const other = otherScript(preferred);
  const codePoint = codePointOf(character);
  const isOtherOnly =
    !hasGlyph(`${preferred}-${weight}`, codePoint) && hasGlyph(`${other}-${weight}`, codePoint);
  return isOtherOnly ? other : preferred;
}

/** A piece of text in one script. */
export interface ScriptRun {
  text: string;
  script: FontScript;
}

/**
 * The text cut where its face changes, so each run is written in a font that has its glyphs. Spaces, digits and
 * punctuation stay in the run they are in when its face has them. An invisible character no face has (a
 * variation selector, as in "✓️") is left out: written, it would show the face's missing-glyph box.
 */
export function scriptRuns(text: string, weight: FontWeight, hasGlyph: HasGlyph): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const character of text) {
    const codePoint = codePointOf(character);
    const isInNoFace = !hasGlyph(`latin-${weight}`, codePoint) && !hasGlyph(`cjk-${weight}`, codePoint);
    if (isInNoFace && ignorable.test(character)) continue;
    const last = runs.at(-1);
    const staysInRun =
      last !== undefined &&
      neutral.test(character) &&
      !cjkCharacter.test(character) &&
      (isInNoFace || hasGlyph(`${last.script}-${weight}`, codePoint));
    const script = staysInRun ? last.script : scriptOf(character, weight, hasGlyph);
    if (last?.script === script) last.text += character;
    else runs.push({ text: character, script });
  }
  return runs;
}

/** The visible characters of a text, each once, in order. */
const visibleCharacters = (text: string) =>
  [...new Set(text)].filter((character) => !invisible.test(character));

/** The weights whose text the Latin face cannot write all of: CJK, or a symbol such as ✓ the CJK face may have. */
function weightsNeedingCjk(text: TextByWeight, hasGlyph: HasGlyph): Record<FontWeight, boolean> {
  const needsCjk = (weight: FontWeight) =>
    visibleCharacters(text[weight]).some(
      (character) => cjkCharacter.test(character) || !hasGlyph(`latin-${weight}`, codePointOf(character)),
    );
  return { regular: needsCjk('regular'), bold: needsCjk('bold') };
}

/**
 * The characters of the text the PDF cannot write, each once in order: those neither face of their weight has a
 * glyph for, and those of a right-to-left script. Spaces, controls and other invisible characters are left out.
 */
export function unwritableCharacters(text: TextByWeight, hasGlyph: HasGlyph): string[] {
  const unwritable = (['regular', 'bold'] as const).flatMap((weight) =>
    visibleCharacters(text[weight]).filter((character) => {
      const codePoint = codePointOf(character);
      const hasFace = hasGlyph(`latin-${weight}`, codePoint) || hasGlyph(`cjk-${weight}`, codePoint);
      return !hasFace || rightToLeft.test(character);
    }),
  );
  return [...new Set(unwritable)];
}

/** The scripts a refusal names, by what a reader calls their text. */
const namedScripts: [name: string, script: RegExp][] = [
  ['Korean', /\p{Script=Hangul}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
];
/** How many of the characters in no named script a refusal lists. */
const LISTED_CHARACTERS = 5;

/**
 * The PDF export's refusal of a text it cannot write (rather than a PDF with blanks or scrambled lines): its
 * message names the scripts found and lists the first other characters, symbols apart from letters.
 */
export class UnwritableTextError extends Error {
  override name = 'UnwritableTextError';

  constructor(readonly characters: readonly string[]) {
    const scripts = namedScripts
      .filter(([, script]) => characters.some((character) => script.test(character)))
      .map(([name]) => name);
    const rest = characters.filter((character) => !namedScripts.some(([, script]) => script.test(character)));
    const listed = (isSymbol: boolean) =>
      rest.filter((character) => /\p{S}/u.test(character) === isSymbol).slice(0, LISTED_CHARACTERS);
    super(versionMessages.pdfCannotWrite({ scripts, symbols: listed(true), others: listed(false) }));
  }
}

/** The faces a document needs, by name, and whether each has a glyph for a code point. */
export interface PdfFonts {
  files: Partial<Record<PdfFontName, Buffer>>;
  hasGlyph: HasGlyph;
}

/**
 * The faces a document needs: the sans or serif Latin faces always, each CJK face only when the text of its weight
 * has CJK, or characters the Latin face lacks.
 */
export async function loadPdfFonts(kind: FontKind, text: TextByWeight): Promise<PdfFonts> {
  const faces: Partial<Record<PdfFontName, Face>> = {};
  const hasGlyph: HasGlyph = (font, codePoint) => faces[font]?.font.hasGlyphForCodePoint(codePoint) === true;
  const read = async (wanted: [PdfFontName, string][]) => {
    const read = await Promise.all(wanted.map(([, file]) => faceOf(file)));
    wanted.forEach(([name], at) => {
      faces[name] = read[at];
    });
  };
  await read([
    ['latin-regular', fontFile(kind, 'regular')],
    ['latin-bold', fontFile(kind, 'bold')],
  ]);
  const cjk = weightsNeedingCjk(text, hasGlyph);
  await read(
    (['regular', 'bold'] as const)
      .filter((weight) => cjk[weight])
      .map((weight): [PdfFontName, string] => [`cjk-${weight}`, fontFile('cjk', weight)]),
  );
  const files = Object.fromEntries(Object.entries(faces).map(([name, face]) => [name, face.bytes]));
  return { files, hasGlyph };
}
