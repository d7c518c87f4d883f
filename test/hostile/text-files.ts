/** Hostile text files: every encoding a text may come in, and lines that drive pattern matching to its worst. */
import { concatBytes, latin1, resumeLines, resumeText } from './hostile-bytes';
import { accepted, file, type HostileFile, refused, utf8, utf16 } from './hostile-file';

/** Text in UTF-16 either way with or without a mark, mixed encodings, Windows-1252, 10,000 lines, NUL bytes, markup. */
export function textEncodings(): HostileFile[] {
  const family = 'text encodings';
  const tenThousandLines = [
    ...resumeLines,
    ...Array.from(
      { length: 10_000 - resumeLines.length },
      (_, i) => `• Delivered milestone ${i + 1} for client ${i % 97} on time and within budget`,
    ),
  ].join('\n');
  return [
    file(
      family,
      'utf16le-bom.txt',
      utf16(resumeText, 'le', true),
      'UTF-16 little-endian with a BOM',
      accepted,
    ),
    file(family, 'utf16be-bom.txt', utf16(resumeText, 'be', true), 'UTF-16 big-endian with a BOM', accepted),
    file(
      family,
      'utf16le.txt',
      utf16(resumeText, 'le', false),
      'UTF-16 little-endian without a BOM',
      accepted,
    ),
    file(family, 'utf16be.txt', utf16(resumeText, 'be', false), 'UTF-16 big-endian without a BOM', accepted),
    file(
      family,
      'utf16-odd-length.txt',
      concatBytes([utf16(resumeText, 'le', true), Uint8Array.of(0x41)]),
      'UTF-16 with an odd byte at the end',
      { resume: 'flagged', validate: 'flagged', risk: 'low' },
    ),
    file(
      family,
      'mixed-encoding.txt',
      concatBytes([
        utf8(`${resumeText}Zürich, São Paulo, Kraków, 東京\n`),
        Uint8Array.of(0x63, 0x61, 0x66, 0xe9),
      ]),
      'UTF-8 with one Windows-1252 byte',
      { resume: 'flagged', validate: 'flagged', risk: 'low' },
    ),
    file(
      family,
      'windows-1252.txt',
      latin1(`${resumeText}Caf\u00e9 na\u00efve r\u00e9sum\u00e9 \u0093quoted\u0094\n`),
      'Windows-1252 text',
      accepted,
    ),
    // 750,000 characters: more text than any resume holds (core/ingest/text-limit.ts), refused in plain words.
    file(family, 'ten-thousand-lines.txt', utf8(tenThousandLines), 'a text of 10,000 lines', refused('low')),
    file(
      family,
      'nul-bytes.txt',
      concatBytes([utf8(resumeText), new Uint8Array(64), utf8(resumeText)]),
      'text with NUL bytes (binary)',
      refused('low'),
    ),
    file(
      family,
      'html-as-text.txt',
      utf8(`<html><body><script>alert(1)</script><p>${resumeLines.join('</p><p>')}</p></body></html>`),
      'a web page with a script, named .txt (stored and shown as text, never rendered)',
      accepted,
    ),
    file(
      family,
      'bidi-and-invisible.txt',
      utf8(resumeText.replace(/Jane/g, 'J\u200Ba\u202Ene\u2066').replace(/Skills/, 'Sk\uFEFFills')),
      'direction overrides and zero-width characters inside words',
      accepted,
    ),
  ];
}

/** Text that drives pattern matching to its worst case: long runs with no line break. */
export function patternStress(): HostileFile[] {
  const family = 'pattern stress';
  const lineOf = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length));
  const text = (line: string) => utf8(`${resumeText}${line}\n`);
  return [
    file(
      family,
      'one-long-line.txt',
      text(lineOf('Experienced engineer skilled in TypeScript and SQL. ', 1_000_000)),
      'a 1 MB line without a break',
      refused('low'),
    ),
    file(
      family,
      'icon-letters-and-spaces.txt',
      text(lineOf('\u00ef  ', 200_000)),
      'icon-like letters and double spaces, repeated',
      refused('low'),
    ),
    file(
      family,
      'icon-letter-then-digits.txt',
      text(`\u00ef ${'1'.repeat(200_000)}`),
      'an icon-like letter then a 200,000-digit word',
      refused('low'),
    ),
    file(
      family,
      'icon-glyph-then-spaces.txt',
      text(`\uE000${' \t'.repeat(100_000)}x`),
      'an icon glyph then 200,000 blanks',
      accepted,
    ),
    file(
      family,
      'many-combining-marks.txt',
      text(lineOf('a\u0301\u0302\u0303\u0304\u0305', 300_000)),
      'a quarter of a million combining accents',
      refused('low'),
    ),
  ];
}
