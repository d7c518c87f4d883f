import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('splits ligature glyphs into their letters', () => {
    expect(
      normalizeText('\uFB01nance, work\uFB02ow, sta\uFB00, e\uFB03cient, ba\uFB04e, \uFB05yle, \uFB06op'),
    ).toBe('finance, workflow, staff, efficient, baffle, style, stop');
  });

  it('turns every bullet style at the start of a line into a single leading "• "', () => {
    const bullets = [
      '•',
      '▪',
      '■',
      '●',
      '◦',
      '‣',
      '⁃',
      '∙',
      '➢',
      '✓',
      '►',
      '\uF0B7',
      '\uF0A7',
      '\uF076',
      '\uFFFD',
    ];
    for (const bullet of bullets) {
      expect(normalizeText(`${bullet} Led the team`)).toBe('• Led the team');
      expect(normalizeText(`   ${bullet}\tLed the team`)).toBe('• Led the team');
    }
    expect(normalizeText('•Led the team')).toBe('• Led the team');
    for (const bullet of ['-', '*', '–', '—', '·'])
      expect(normalizeText(`${bullet} Led the team`)).toBe('• Led the team');
  });

  it('leaves dashes and stars that are not bullets alone', () => {
    expect(normalizeText('-10% cost\n*Note: remote\n2019 – 2021\nJan - Present')).toBe(
      '-10% cost\n*Note: remote\n2019 – 2021\nJan - Present',
    );
  });

  it('keeps a bullet printed on its own line with its text', () => {
    expect(normalizeText('•\nManaged budgets\n\uF0B7\nHired staff')).toBe('• Managed budgets\n• Hired staff');
  });

  it('drops icon glyphs inside a line, keeping the words apart', () => {
    expect(normalizeText('Jane Doe \uF0E0 jane@doe.com \uF095 555-0100 \uF08C')).toBe(
      'Jane Doe jane@doe.com 555-0100',
    );
  });

  // Font Awesome 5+ and Material Design Icons sit in the supplementary private-use planes.
  it('drops supplementary private-use icon glyphs as it drops the others', () => {
    expect(normalizeText('Jane Doe \u{F0E0} jane@doe.com \u{F0095}(555) 555-0100 \u{100001}')).toBe(
      'Jane Doe jane@doe.com (555) 555-0100',
    );
    expect(normalizeText('\u{F0001} Led the team')).toBe('• Led the team');
  });

  // An icon opening a line of contact details is no bullet: the detail stays, alone.
  it('drops an icon glyph that opens a line before a contact detail', () => {
    expect(
      normalizeText('\uF0E0 jo@x.com\n\uF095 +1 415 555 0142\n\uF08C linkedin.com/in/jodoe\n\uF09B jodoe-42'),
    ).toBe('jo@x.com\n+1 415 555 0142\nlinkedin.com/in/jodoe\njodoe-42');
    expect(normalizeText('\uF0B7 Education')).toBe('• Education');
  });

  // A PDF font that lies about its encoding gives an icon as the Latin-1 letter of its code's low byte.
  it('drops a lone Latin-1 letter or symbol standing before a contact detail', () => {
    expect(normalizeText('# Andrew Fantino | andrew.fantino@gmail.com | ï andrew-fantino | § afantino')).toBe(
      '# Andrew Fantino | andrew.fantino@gmail.com | andrew-fantino | afantino',
    );
    expect(normalizeText('ð apennyworth\n§ apennyworth\nÕ www.johndoe.com\nþ (123) 456-7890')).toBe(
      'apennyworth\napennyworth\nwww.johndoe.com\n(123) 456-7890',
    );
    expect(normalizeText('jane@x.com ï jane-doe  § github.com/jd')).toBe(
      'jane@x.com jane-doe  github.com/jd',
    );
  });

  it('keeps Latin-1 letters and symbols that are text', () => {
    for (const text of [
      'Stage effectué à Paris',
      'à demain',
      'Écrivez-moi à jean@x.fr',
      'é 555 0100 1234',
      '§ 823 BGB',
      '© 2024 Jane Doe',
      'Ñandú Corp',
      'Dean’s List · Fall 2019',
      '« jane@x.com »',
      'ïandrew-fantino',
      'Jane ï Doe',
    ])
      expect(normalizeText(text)).toBe(text);
  });

  // A full-width colon read as Windows-1252 whose last byte was lost: "ï¼" (anonymised resume exports).
  it('restores a full-width colon whose last byte was lost', () => {
    expect(normalizeText('Company Name ï¼ City , State')).toBe('Company Name ： City , State');
    expect(normalizeText('Company Name ï¼\u009A City')).toBe('Company Name ： City');
  });

  it('turns odd spaces into plain spaces and removes invisible and control characters', () => {
    expect(normalizeText('New\u00A0York\u2009City')).toBe('New York City');
    expect(normalizeText('zero\u200Bwidth\u200D join\uFEFF soft\u00ADhyphen')).toBe(
      'zerowidth join softhyphen',
    );
    expect(normalizeText('bell\u0007 escape\u001B del\u007F c1\u0090')).toBe('bell escape del c1');
    expect(normalizeText('on\u2010campus non\u2011stop')).toBe('on-campus non-stop');
  });

  it('unifies line ends, trims trailing spaces and collapses runs of blank lines', () => {
    expect(normalizeText('\r\n\nSummary  \r\nLine\t \r\n\r\n\r\n\r\nSkills\rGo\f\n')).toBe(
      'Summary\nLine\n\nSkills\nGo',
    );
  });

  it('keeps the text as printed otherwise: case, tabs, indentation, inner spacing', () => {
    const text = 'JOHN DOE\n  Senior Engineer\tACME Corp\nC++  |  Go\n1. First';
    expect(normalizeText(text)).toBe(text);
  });

  it('repairs UTF-8 text that was decoded as Windows-1252', () => {
    expect(normalizeText('itâ€™s the â€œbestâ€ cafÃ© â€“ withinÂ reach')).toBe(
      'it’s the “best” café – within reach',
    );
    expect(normalizeText('Company Name ï¼\u009A City')).toBe('Company Name ： City');
    expect(normalizeText('paying Â special attention.Â')).toBe('paying special attention.');
    expect(normalizeText('SÃO PAULO, Âmbito, Ãcaro')).toBe('SÃO PAULO, Âmbito, Ãcaro');
    expect(normalizeText('„Groß“ Straße” MÜ”')).toBe('„Groß“ Straße” MÜ”');
  });

  it('composes decomposed accents', () => {
    expect(normalizeText('Re\u0301sume\u0301')).toBe('Résumé');
  });

  // Each of these took from seconds to hours before: a pattern tried from every character of a long run.
  it('reads hostile lines of long runs (icon letters, digits, blanks, "Â") in linear time, with the same result', () => {
    const icons = 'ï  '.repeat(50_000);
    expect(normalizeText(icons)).toBe(icons.trimEnd());
    expect(normalizeText(`ï ${'1'.repeat(200_000)}`)).toBe('1'.repeat(200_000));
    expect(normalizeText(`ï ${'a'.repeat(200_000)}!`)).toBe(`ï ${'a'.repeat(200_000)}!`);
    expect(normalizeText(`\uE000${' \t'.repeat(100_000)}x`)).toBe('• x');
    expect(normalizeText(`x${' '.repeat(100_000)}\uE000 y`)).toBe('x y');
    expect(normalizeText(`${'Â'.repeat(100_000)}x`)).toBe(`${'Â'.repeat(100_000)}x`);
  });

  it('is idempotent', () => {
    const pieces = fc.constantFrom(
      '•',
      '-',
      '– ',
      '*',
      ' ',
      '\t',
      '\n',
      '\r\n',
      '\u00A0',
      '\u00AD',
      '\u200B',
      '\uF0B7',
      '\u{F0E0}',
      'ï ',
      '§ ',
      ' | ',
      'jo@x.com',
      'jo-doe',
      'ï¼',
      '\uFB01',
      'Â',
      'â€',
      '™',
      'Ã',
      '\u0083',
      'e\u0301',
      'Go',
      'managed',
      'X',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), (parts) => {
        const once = normalizeText(parts.join(''));
        expect(normalizeText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
