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
