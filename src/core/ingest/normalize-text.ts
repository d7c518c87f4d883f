/**
 * Text clean-up shared by every reader (PDF, DOCX, TXT): the characters change, the wording never does.
 * It is idempotent, so running it twice (reader, then ingest) is harmless.
 */

const ligatures = new Map([
  ['\uFB00', 'ff'],
  ['\uFB01', 'fi'],
  ['\uFB02', 'fl'],
  ['\uFB03', 'ffi'],
  ['\uFB04', 'ffl'],
  ['\uFB05', 'st'],
  ['\uFB06', 'st'],
]);
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
// The supplementary private-use planes (U+F0000 and up: Font Awesome 5+, Material Design Icons) are read as the
// first private-use character, so one rule handles every icon glyph.
const supplementaryPrivateUse = /[\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;
const symbolGlyphs = new RegExp(`[${symbolGlyph}]`);
// A run of blanks is matched from its start only (the lookbehind), so a long blank run costs linear, not quadratic, time.
const symbolRun = new RegExp(`(?<![ \\t])[ \\t]*[${symbolGlyph}]+[ \\t]*`, 'g');

/** Glyphs that are bullets wherever they start a line, even with no space after them. */
const bulletGlyphs = '•▪■●◦‣⁃∙○◆◇❖➢➣➤►▶▸▹✓✔✦★';
/** Characters that are bullets only when a space follows them at the start of a line (`- item`, `* item`). */
const spacedBulletGlyphs = '·*\\-–—';
/**
 * The bullets opening each line (several in a row are one bullet), and the blanks after them. A line that opens with
 * "• " and then text already reads as a normalized bullet: the lookahead passes it by (a million of them cost a
 * scan, not a million replacements).
 */
const bulletsAtLineStart = new RegExp(
  `^(?!• [^\\s${bulletGlyphs}${symbolGlyph}${spacedBulletGlyphs}])[ \\t]*(?:[${bulletGlyphs}${symbolGlyph}][ \\t]*|[${spacedBulletGlyphs}][ \\t]+)+(?=\\S|$)`,
  'gmu',
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
  let normalized = text;
  for (let round = 0; round < 4; round++) {
    const next = normalizeOnce(normalized);
    if (next.text === normalized || next.isFinal) return next.text;
    normalized = next.text;
  }
  return normalized;
}

/**
 * One round over the whole text. Each rule of a line is a pattern over the text that stays inside its line (`^` and
 * `$` at line breaks, blanks that are spaces or tabs), so the text is never cut into lines: a file of a million tiny
 * lines costs a few scans of its bytes, not a million calls.
 *
 * The round is final when only the rules of bullets, blanks and blank lines changed the text, which held nothing
 * else to clean: those rules leave nothing a round would change (they add a "• " at a line's start, and take blanks
 * and lone bullets away), so the round that would confirm it is spared.
 */
function normalizeOnce(text: string): { text: string; isFinal: boolean } {
  const composed = text.normalize('NFC');
  const unified = characterRules.test(composed) ? replaceCharacters(composed) : composed;
  let hasArtifacts = false;
  const cleanedLines = !artifactCharacter.test(unified)
    ? unified
    : unified.replace(lineWithArtifacts, (line) => {
        hasArtifacts = true;
        return cleanLine(line);
      });
  const normalized = cleanedLines
    // Every bullet style becomes "• "; what follows it is trimmed below ("• " alone is a lone bullet, "•").
    .replace(bulletsAtLineStart, '• ')
    .replace(trailingBlanks, '')
    .replace(loneBullet, (_bullet, joined?: string) => (joined === undefined ? '' : '• '))
    .replace(/\n{3,}/g, '\n\n');
  return { text: trimLineBreaks(normalized), isFinal: unified === text && !hasArtifacts };
}

/**
 * Every character the character rules below replace or remove (controls, odd spaces and hyphens, invisibles, line
 * ends other than LF, ligatures, the first half of a supplementary private-use glyph) and every lead character of
 * mojibake ("Â" to "ô"): a text holding none of them, most text, is spared those rules.
 */
const characterRules =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what is looked for.
  /[\u0000-\u0008\u000E-\u001F\u007F-\u00A0\u00AD\u00C2-\u00F4\u1680\u2000-\u2011\u2028\u2029\u202F\u205F-\u2064\u2423\u3000\uFB00-\uFB06\uFEFF\uDB80-\uDBFF\r\f\v]/;

/** Invisible and control characters removed, mojibake repaired, line ends, ligatures, spaces and hyphens unified. */
function replaceCharacters(text: string): string {
  const cleaned = text
    .replace(invisibles, '')
    .replace(c0Controls, '')
    .replace(supplementaryPrivateUse, '\uE000');
  return repairMojibake(cleaned)
    .replace(/\r\n?|[\f\v\u0085\u2028\u2029]/g, '\n')
    .replace(c1Controls, '')
    .replace(ligaturePattern, (glyph) => ligatures.get(glyph) ?? glyph)
    .replace(oddSpaces, ' ')
    .replace(oddHyphens, '-');
}

/** The text without the line breaks that open or end it. */
function trimLineBreaks(text: string): string {
  let start = 0;
  let end = text.length;
  while (text.charCodeAt(start) === 0x0a) start++;
  while (end > start && text.charCodeAt(end - 1) === 0x0a) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Blanks ending a line, matched from the start of their run only (the lookbehind): linear on a long blank run. */
const trailingBlanks = /(?<![ \t])[ \t]+$/gm;
/**
 * A bullet printed on its own line: with its text on the next line (not another bullet), the two make one bulleted
 * line (the empty group says so); without, the lone bullet goes.
 */
const loneBullet = /^•(?:\n(?!•)[ \t]*(?=\S)()|\n|$)/gm;

/** Mojibake, icon glyphs and icon letters cleaned from one line (found by `lineWithArtifacts`). */
function cleanLine(line: string): string {
  return stripIconLetters(
    stripSymbols(
      line
        .replace(strayMojibake, (match) => (match.endsWith('â€') ? '\u201D' : ''))
        .replace(strayFullWidthColon, '\uFF1A')
        .replace(leadingIconBeforeDetail, '$1'),
    ),
  );
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

// Icon glyphs of a font that lies about its encoding come out as the Latin-1 character of their code's low byte
// ("ï" for a LinkedIn icon, "§" for GitHub, "ð" for a handle): a lone such character standing as its own word
// (at the line's start, after a separator or a wide gap, or after another contact detail) right before a
// contact detail (email, phone, web address, handle) is an icon, never text. "à", "è" and "é" are words of their
// own in French, Italian and Portuguese, and "·" and "«»" are punctuation: they always stay.
const iconLetter =
  '[\\u00A1-\\u00AA\\u00AC-\\u00B6\\u00B8-\\u00BA\\u00BC-\\u00DF\\u00E1-\\u00E7\\u00EA-\\u00FF]';
const contactDetail = [
  '[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+',
  '\\+?\\(?\\d[\\d ().-]{5,}\\d',
  '(?:https?://|www\\.)\\S+',
  '[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:com|org|net|io|dev|me|co|ai|app|in|uk|de|ca)(?:/\\S*)?',
  // A handle: one word of ASCII letters, digits, ".", "_" or "-" that starts in lower case or holds one of
  // ".", "_", "-" ("afantino", "andrew-fantino", "J_Doe"; not "Education"), ending the line or a part of it.
  // (The letter is found by a lookahead rather than by two overlapping runs, which backtrack quadratically.)
  '@?(?:[a-z0-9](?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9._-]*|[A-Za-z0-9]+[._-][A-Za-z0-9._-]*[A-Za-z0-9])(?=\\s*(?:$|[|•·,;]|\\s{2}))',
].join('|');
/** Icon glyphs opening a line before a contact detail: an icon, not a bullet ("\uF0E0 jo@x.com"). */
const leadingIconBeforeDetail = new RegExp(`^([ \\t]*)[${symbolGlyph}]+[ \\t]*(?=(?:${contactDetail}))`, 'u');
/**
 * The icon letters (each followed by blanks) themselves: only at an icon letter is what comes before it looked at
 * (a lookbehind), a run is taken whole from its first letter (a lookahead capture, which never backtracks), and only
 * then is the contact detail looked for. So each letter is examined a bounded number of times: a hostile line of thousands of letters, digits or
 * blanks costs linear time (the earlier form, matching from each character of such a run, took minutes).
 */
const iconBeforeDetail = new RegExp(
  `(?=${iconLetter})(?<=(?:^|[|•·,;]|\\s{2}|[@/\\d]\\S*\\s)[ \\t]*)(?<!${iconLetter}[ \\t]+)(?=((?:${iconLetter}[ \\t]+)+))\\1(?=(?:${contactDetail}))`,
  'gu',
);

/** Lone Latin-1 icon letters right before a contact detail dropped ("| ï andrew-fantino" gives "| andrew-fantino"). */
function stripIconLetters(line: string): string {
  if (!/[\u00A1-\u00FF]/u.test(line)) return line;
  return line.replace(iconBeforeDetail, '');
}

// What a full-width colon ("：", bytes EF BC 9A) leaves when read as Windows-1252 and its last byte is lost:
// "Company Name ï¼ City" (anonymised resume exports).
const strayFullWidthColon = /ï¼(?=\s|$)/gu;

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
// A run of "Â" is matched from its start only (the lookbehind), so a long run costs linear time.
const strayMojibake = new RegExp(` ?(?<!Â)Â+(?=[\\s${symbolGlyph}]|$)|â€`, 'g');
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** What every pattern of `lineWithArtifacts` holds: a text without any is spared reading it line by line. */
const artifactCharacter = new RegExp(`[\\u00A1-\\u00FF${symbolGlyph}]`);
/**
 * A line holding what `cleanLine` looks for: "Â" or "â€" (stray mojibake), "ï¼" (a stray full-width colon), an icon
 * glyph, or an icon letter before a blank. Most lines hold none of these, and are not read one by one.
 */
const lineWithArtifacts = new RegExp(`^.*?(?:Â|â€|ï¼|[${symbolGlyph}]|${iconLetter}[ \\t]).*$`, 'gmu');

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
