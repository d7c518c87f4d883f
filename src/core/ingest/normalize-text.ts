/**
 * Text clean-up shared by every reader (PDF, DOCX, TXT): the characters change, the wording never does.
 * It is idempotent, so running it twice (reader, then ingest) is harmless.
 */

const ligatures: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};
const ligaturePattern = /[\uFB00-\uFB06]/g;

// Spaces that look like a space but break word matching: no-break, en/em/thin/hair, ideographic... and the
// "visible space" sign some TeX fonts put in the text layer for a space.
const oddSpaces = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u2423]/g;
// Invisible characters: zero-width space/joiners, word joiner, byte-order mark, soft hyphen, direction marks.
const invisibles = /[\u00AD\u200B-\u200F\u2060\u2061-\u2064\uFEFF]/g;
// Control characters but tab and line breaks; C1 controls go once mojibake (which may hold them) is repaired.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const c0Controls = /[\u0000-\u0008\u000E-\u001F\u007F]/g;
const c1Controls = /[\u0080-\u009F]/g;
// Hyphens that look like "-" but would not match it: Unicode hyphen and non-breaking hyphen.
const oddHyphens = /[\u2010\u2011]/g;
// Private-use code points (and the replacement character): pdf.js gives these for glyphs of symbol and icon
// fonts (Wingdings bullets, phone and mail icons) it cannot map to text.
const symbolGlyph = '\\uE000-\\uF8FF\\uFFFD';
const symbolGlyphs = new RegExp(`[${symbolGlyph}]`);
const symbolRun = new RegExp(`[ \\t]*[${symbolGlyph}]+[ \\t]*`, 'g');

/** Glyphs that are bullets wherever they start a line, even with no space after them. */
const bulletGlyphs = '•▪■●◦‣⁃∙○◆◇❖➢➣➤►▶▸▹✓✔✦★';
/** Characters that are bullets only when a space follows them at the start of a line (`- item`, `* item`). */
const spacedBulletGlyphs = '·*\\-–—';
const bulletAtStart = new RegExp(
  `^[ \\t]*(?:[${bulletGlyphs}${symbolGlyph}][ \\t]*|[${spacedBulletGlyphs}][ \\t]+)+(?=\\S|$)`,
  'u',
);
const leadingSymbols = new RegExp(`^[ \\t]*[${symbolGlyph}]+`);

/**
 * Normalize extracted text: LF line ends, ligatures split (ﬁ -> fi), odd spaces to plain spaces, invisible and
 * control characters removed, every bullet style turned into a leading "• ", trailing spaces trimmed and
 * runs of blank lines collapsed to one. Case and wording are kept as printed.
 */
export function normalizeText(text: string): string {
  // One round is enough for real text; a removed character can leave a new pattern behind (mojibake around
  // a control character, a bullet after an icon), so repeat until nothing changes.
  let normalized = normalizeOnce(text);
  for (let round = 0; round < 3; round++) {
    const again = normalizeOnce(normalized);
    if (again === normalized) break;
    normalized = again;
  }
  return normalized;
}

function normalizeOnce(text: string): string {
  const cleaned = text.normalize('NFC').replace(invisibles, '').replace(c0Controls, '');
  const unified = repairMojibake(cleaned)
    .replace(/\r\n?|[\f\v\u0085\u2028\u2029]/g, '\n')
    .replace(c1Controls, '')
    .replace(ligaturePattern, (glyph) => ligatures[glyph] ?? glyph)
    .replace(oddSpaces, ' ')
    .replace(oddHyphens, '-');
  const lines = joinLoneBullets(unified.split('\n').map(normalizeLine));
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

function normalizeLine(text: string): string {
  const line = stripSymbols(text.replace(strayMojibake, (match) => (match.endsWith('â€') ? '\u201D' : '')));
  const bullet = bulletAtStart.exec(line);
  if (!bullet) return line.trimEnd();
  const rest = line.slice(bullet[0].length).trimEnd();
  return rest ? `• ${rest}` : '•';
}

/**
 * Icon-font glyphs inside a line (phone, mail, separators) carry no text: drop them, keeping words apart.
 * At the start of a line they are bullets, left for the bullet rule.
 */
function stripSymbols(line: string): string {
  if (!symbolGlyphs.test(line)) return line;
  const lead = leadingSymbols.exec(line)?.[0] ?? '';
  const rest = line.slice(lead.length);
  return (
    lead +
    rest.replace(symbolRun, (match, offset: number) => (offset + match.length === rest.length ? '' : ' '))
  );
}

// Mojibake: UTF-8 text once decoded as Windows-1252 ("â€™" for "’", "Ã©" for "é", "Â" before a no-break space),
// common in documents exported from web forms. A lead byte and its continuation bytes decode back to one character.
// Windows-1252 characters for the bytes 0x80-0x9F (the undefined ones stand for themselves, as in Latin-1):
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const continuation = `[\\u0080-\\u00BF${cp1252High}]`;
const mojibake = new RegExp(
  `[\\u00C2-\\u00DF]${continuation}|[\\u00E0-\\u00EF]${continuation}{2}|[\\u00F0-\\u00F4]${continuation}{3}`,
  'g',
);
// What mis-decoded text decodes back to: Latin letters, punctuation, symbols, full-width forms. Anything else
// ("ß“" would give an N'Ko letter) means the characters were meant as they are.
const repairable =
  /^[\u00A0-\u024F\u2000-\u206F\u20A0-\u20CF\u2100-\u21FF\u25A0-\u25FF\u2700-\u27BF\uFF00-\uFFEF]$/u;
// What is left once a byte was lost on the way: "Â" alone before a space, "â€" of a closing quote (byte 0x9D).
const strayMojibake = new RegExp(` ?Â+(?=[\\s${symbolGlyph}]|$)|â€`, 'g');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Mojibake undone, as many times as the text was mis-decoded (at most three). */
function repairMojibake(text: string): string {
  let repaired = text;
  for (let round = 0; round < 3; round++) {
    const next = repaired.replace(mojibake, decodeSequence);
    if (next === repaired) break;
    repaired = next;
  }
  return repaired;
}

function decodeSequence(match: string): string {
  const bytes = Uint8Array.from([...match], (char) => {
    const high = cp1252High.indexOf(char);
    return high >= 0 ? 0x80 + high : char.charCodeAt(0);
  });
  try {
    const decoded = utf8.decode(bytes);
    return repairable.test(decoded) ? decoded : match;
  } catch {
    return match;
  }
}

/** A bullet printed on its own line (its text on the next line) becomes one bulleted line. */
function joinLoneBullets(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const next = lines[i + 1];
    if (line === '•' && next && !next.startsWith('•')) {
      out.push(`• ${next.trimStart()}`);
      i++;
    } else if (line !== '•') {
      out.push(line);
    }
  }
  return out;
}
