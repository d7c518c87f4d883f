import { describe, expect, it } from 'vitest';
import { styledHeadings } from './pdf-heading-style';
import { splitSections } from './sections';

const body = '10.5 f1';
const heading = '20.5 f2';
const title = '16.4 f3';

describe('styledHeadings', () => {
  // Rule: the lines printed in the style of the document's sure headings are its headings.
  it('takes the lines of the style its sure headings share', () => {
    const lines = [
      { text: 'Nadia Petrakis', style: '32 f2' },
      { text: 'Work', style: heading },
      { text: 'Executive Sous Chef', style: title },
      { text: 'Run daily kitchen operations for a 120-seat restaurant', style: body },
      { text: 'Education', style: heading },
      { text: 'Harborline Culinary Institute', style: title },
      { text: 'Associate of Occupational Studies in Culinary Arts', style: body },
    ];
    expect(styledHeadings(lines)).toEqual(['Work', 'Education']);
  });

  it('learns nothing from a style that entry titles share with the headings', () => {
    const lines = [
      { text: 'Experience', style: title },
      { text: 'Executive Sous Chef', style: title },
      { text: 'Chef de Partie', style: title },
      { text: 'Line Cook', style: title },
      { text: 'Run daily kitchen operations for a 120-seat restaurant', style: body },
    ];
    expect(styledHeadings(lines)).toEqual([]);
  });

  it('leaves out a label printed more than once in the style', () => {
    const lines = [
      { text: 'Experience', style: heading },
      { text: 'Highlights', style: heading },
      { text: 'Highlights', style: heading },
      { text: 'Education', style: heading },
      { text: 'Skills', style: heading },
      { text: 'Run daily kitchen operations for a 120-seat restaurant', style: body },
    ];
    expect(styledHeadings(lines)).toEqual(['Experience', 'Education', 'Skills']);
  });
});

describe('splitSections with the headings a file prints in its heading style', () => {
  const text = [
    'Nadia Petrakis',
    'Portland, OR',
    'Work',
    'Executive Sous Chef',
    'Thistle & Brine',
    '',
    'Cuisine',
    'Mediterranean, Pacific Northwest, seafood',
    '',
    'Education',
    'Harborline Culinary Institute',
  ].join('\n');

  // Rule: a known heading word printed in the heading style is a heading even between short lines; other words in
  // that style (a skill group's name) are not headings by style alone.
  it('takes a list-like heading word the typography shows as a heading, and no other words', () => {
    const plain = splitSections(text).map((section) => section.title);
    expect(plain).not.toContain('Work');
    const styled = splitSections(text, ['Work', 'Cuisine', 'Education']).map((section) => [
      section.type,
      section.title,
    ]);
    expect(styled).toEqual([
      ['header', 'Header'],
      ['experience', 'Work'],
      ['education', 'Education'],
    ]);
  });
});
