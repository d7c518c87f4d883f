import { describe, expect, it } from 'vitest';
import { joinHyphenatedLines } from './pdf-hyphens';

const tex = { lowerText: '', isHyphenating: true };
const word = { lowerText: '', isHyphenating: false };

describe('joinHyphenatedLines', () => {
  it('joins a word cut at a line end by a typesetter that hyphenates', () => {
    expect(joinHyphenatedLines(['Led project manage-', 'ment for 3 teams'], tex)).toEqual([
      'Led project management for 3 teams',
    ]);
  });

  it('keeps the hyphen of compounds', () => {
    expect(joinHyphenatedLines(['a state-of-the-', 'art platform'], tex)).toEqual([
      'a state-of-the-art platform',
    ]);
    expect(joinHyphenatedLines(['highly detail-', 'oriented and self-', 'motivated'], tex)).toEqual([
      'highly detail-oriented and self-motivated',
    ]);
    expect(joinHyphenatedLines(['sent by e-', 'mail'], tex)).toEqual(['sent by e-mail']);
  });

  it('follows how the document spells the word elsewhere', () => {
    const spelledWhole = { lowerText: 'program management', isHyphenating: false };
    expect(joinHyphenatedLines(['risk manage-', 'ment'], spelledWhole)).toEqual(['risk management']);
    const spelledHyphenated = { lowerText: 'a cloud-first team', isHyphenating: true };
    expect(joinHyphenatedLines(['went cloud-', 'first'], spelledHyphenated)).toEqual(['went cloud-first']);
  });

  it('keeps a typed hyphen when the PDF comes from a tool that does not hyphenate (Word, browsers)', () => {
    expect(joinHyphenatedLines(['Safety-', 'conscious'], word)).toEqual(['Safety-conscious']);
  });

  it('treats a soft hyphen at a line end as a cut', () => {
    expect(joinHyphenatedLines(['account\u00AD', 'ing'], word)).toEqual(['accounting']);
  });

  it('leaves ranges, capitalised and bulleted next lines, and non-words alone', () => {
    const lines = [
      'Jan 2019 -',
      'present',
      'Full-',
      'Stack',
      'Skills: C-',
      '• manage-',
      '\uF0B7 team',
      '2019-',
      'now',
    ];
    expect(joinHyphenatedLines(lines, tex)).toEqual(lines);
  });
});
