import { versionMessages } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { loadPdfFonts, scriptRuns, UnwritableTextError, unwritableCharacters } from './pdf-fonts';

const fontsFor = (regular: string, bold = '') => loadPdfFonts('sans', { regular, bold });

/** A line of é, ü, ł and Chinese, as the Polish engineer's resume has (test/builders/export-documents.ts). */
const nonLatinLine =
  'Ingénieure in Zürich, Łódź and Kraków: 负责中文用户界面的本地化，支持简体中文和繁體中文 (über 30 services)';

describe('loadPdfFonts', () => {
  it('reads a CJK face only for the weights whose text the Latin faces cannot write all of', async () => {
    expect(Object.keys((await fontsFor('Łódź, Zürich — €5 → café')).files)).toEqual([
      'latin-regular',
      'latin-bold',
    ]);
    expect(Object.keys((await fontsFor('Plain', '中文')).files)).toEqual([
      'latin-regular',
      'latin-bold',
      'cjk-bold',
    ]);
    // ✓ is not CJK, but only Noto Sans SC has it.
    expect(Object.keys((await fontsFor('Certified ✓')).files)).toContain('cjk-regular');
  });
});

describe('scriptRuns', () => {
  it('writes each character in a face that has it, the Latin one first for all but CJK', async () => {
    const { hasGlyph } = await fontsFor('中文 Certified ✓ AWS\u2009中文');
    expect(scriptRuns('Certified ✓ AWS', 'regular', hasGlyph)).toEqual([
      { text: 'Certified ', script: 'latin' },
      { text: '✓ ', script: 'cjk' },
      { text: 'AWS', script: 'latin' },
    ]);
    // The CJK face has no thin space: it goes with the Latin text, not as a box in the CJK run.
    expect(scriptRuns('中文\u2009abc, 12', 'regular', hasGlyph)).toEqual([
      { text: '中文', script: 'cjk' },
      { text: '\u2009abc, 12', script: 'latin' },
    ]);
  });

  it('leaves out an invisible character no face has, and keeps the ones a face has', async () => {
    const { hasGlyph } = await fontsFor('✓');
    expect(scriptRuns('OK ✓\ufe0f', 'regular', hasGlyph)).toEqual([
      { text: 'OK ', script: 'latin' },
      { text: '✓', script: 'cjk' },
    ]);
    expect(scriptRuns('a\u200db', 'regular', hasGlyph)).toEqual([{ text: 'a\u200db', script: 'latin' }]);
  });
});

describe('unwritableCharacters', () => {
  it('finds characters no face of their weight has and right-to-left ones, each once, spaces aside', async () => {
    const text = {
      regular: 'é ü ł 中文 ✓ ★\u3000\u200d\ufe0f\t 한국 한국 ✔',
      bold: 'שלום مرحبا',
    };
    const { hasGlyph } = await loadPdfFonts('serif', text);
    expect(unwritableCharacters(text, hasGlyph)).toEqual([
      '한',
      '국',
      '✔',
      'ש',
      'ל',
      'ו',
      'ם',
      'م',
      'ر',
      'ح',
      'ب',
      'ا',
    ]);
    const latin = { regular: nonLatinLine, bold: 'Łukasiewicz-Müller' };
    expect(unwritableCharacters(latin, (await loadPdfFonts('sans', latin)).hasGlyph)).toEqual([]);
  });
});

describe('UnwritableTextError', () => {
  it('names the scripts found, then lists up to five symbols and other characters', () => {
    const error = new UnwritableTextError(['한', 'م', 'ส', 'न', '✔', '✉', '📞', '☂', '♞', '⚑', 'ক']);
    expect(error.message).toBe(
      'The PDF export cannot write Korean, Arabic, Devanagari and Thai text, some symbols (✔ ✉ 📞 ☂ ♞) and some other characters (ক) yet. Export as Word or HTML, which keep every character.',
    );
    expect(error.characters).toHaveLength(11);
    expect(new UnwritableTextError(['★']).message).toBe(
      versionMessages.pdfCannotWrite({ scripts: [], symbols: ['★'], others: [] }),
    );
  });
});
