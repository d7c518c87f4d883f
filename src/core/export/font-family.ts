/**
 * The visitor's font family (customizations.fontFamily, a CSS-like list such as "Arial, sans-serif") read for each
 * format: the families it names (anything but letters, digits, spaces, dots, dashes and underscores is dropped,
 * so the list cannot carry CSS or XML into a page), whether it is a sans or a serif face (the PDF embeds a font
 * of that kind), the name Word is given and the CSS of the HTML page.
 */
export type FontKind = 'sans' | 'serif';

const genericFamilies = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);
const familyName = /^[\p{L}\p{N} ._-]{1,60}$/u;
/** Serif faces people pick for a resume; a name with "Sans" in it is never one. */
// biome-ignore format: a compact list
const serifNames = [
  'serif', 'times', 'georgia', 'garamond', 'cambria', 'palatino', 'book antiqua', 'baskerville', 'bodoni',
  'didot', 'century', 'minion', 'caslon', 'constantia', 'tinos', 'merriweather', 'lora', 'playfair',
  'charter', 'bookman', 'perpetua', 'rockwell',
];
const serifFaces = new RegExp(`\\b(?:${serifNames.join('|')})\\b`, 'iu');

/** The families the list names, in order, unquoted; unusable entries left out. */
export function familiesOf(fontFamily: string): string[] {
  return fontFamily
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .replace(/^(["'])(.*)\1$/u, '$2')
        .trim(),
    )
    .filter((entry) => familyName.test(entry));
}

const isGeneric = (family: string) => genericFamilies.has(family.toLowerCase());

/** Sans or serif: the first family decides (a generic one as itself); sans when none says. */
export function fontKindOf(fontFamily: string): FontKind {
  const [first] = familiesOf(fontFamily);
  if (!first) return 'sans';
  if (/sans/iu.test(first) || first.toLowerCase() === 'monospace') return 'sans';
  return serifFaces.test(first) ? 'serif' : 'sans';
}

/** The font Word is told to use: the first named family, else Arial or Times New Roman by kind. */
export function wordFontOf(fontFamily: string): string {
  const named = familiesOf(fontFamily).find((family) => !isGeneric(family));
  return named ?? (fontKindOf(fontFamily) === 'serif' ? 'Times New Roman' : 'Arial');
}

/** The CSS font-family of the HTML page: the named families quoted, ending with a generic family. */
export function cssFontFamilyOf(fontFamily: string): string {
  const families = familiesOf(fontFamily);
  const written = families.map((family) => (isGeneric(family) ? family.toLowerCase() : `"${family}"`));
  if (!families.some(isGeneric)) written.push(fontKindOf(fontFamily) === 'serif' ? 'serif' : 'sans-serif');
  return written.join(', ');
}
