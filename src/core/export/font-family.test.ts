import { describe, expect, it } from 'vitest';
import { cssFontFamilyOf, familiesOf, fontKindOf, wordFontOf } from './font-family';

describe('the chosen font family', () => {
  it('is a sans or a serif face by its first family', () => {
    for (const family of [
      'Arial, sans-serif',
      'Helvetica',
      'Calibri',
      'sans-serif',
      'Open Sans, serif',
      'Inter',
    ])
      expect(fontKindOf(family), family).toBe('sans');
    for (const family of [
      'Times New Roman, serif',
      'Georgia',
      'Garamond',
      'serif',
      '"Book Antiqua"',
      'Cambria',
    ])
      expect(fontKindOf(family), family).toBe('serif');
    expect(fontKindOf('')).toBe('sans');
  });

  it('names the font Word uses: the first named family, else one of the kind', () => {
    expect(wordFontOf('Arial, sans-serif')).toBe('Arial');
    expect(wordFontOf("'Times New Roman', serif")).toBe('Times New Roman');
    expect(wordFontOf('serif')).toBe('Times New Roman');
    expect(wordFontOf('sans-serif')).toBe('Arial');
  });

  it('is written as CSS with each family quoted and a generic family last', () => {
    expect(cssFontFamilyOf('Arial, sans-serif')).toBe('"Arial", sans-serif');
    expect(cssFontFamilyOf('Georgia')).toBe('"Georgia", serif');
    expect(cssFontFamilyOf('Calibri')).toBe('"Calibri", sans-serif');
  });

  it('drops what is no family name, so no CSS or markup gets through', () => {
    const hostile = 'Arial; background:url(https://evil.example/x)"><script>alert(1)</script>, serif';
    expect(familiesOf(hostile)).toEqual(['serif']);
    expect(cssFontFamilyOf(hostile)).toBe('serif');
    expect(wordFontOf('x"/><w:tbl>')).toBe('Arial');
  });
});
