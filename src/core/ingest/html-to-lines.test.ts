import { describe, expect, it } from 'vitest';
import { htmlToLines } from './html-to-lines';

describe('htmlToLines', () => {
  it('gives one line per paragraph, heading and list item', () => {
    const html =
      '<h1>Jane Doe</h1><p>Paris | <a href="mailto:j@x.org">j@x.org</a></p>' +
      '<ul><li>Led a team</li><li>Shipped <strong>v2</strong></li></ul><ol><li>First</li><li>Second</li></ol>';
    expect(htmlToLines(html)).toEqual([
      'Jane Doe',
      'Paris | j@x.org',
      '• Led a team',
      '• Shipped v2',
      '1. First',
      '2. Second',
    ]);
  });

  it('keeps tabs between a title and its dates, splits at line breaks', () => {
    expect(htmlToLines('<p>Engineer\t\tJan 2020 – Present<br/>Acme</p>')).toEqual([
      'Engineer\tJan 2020 – Present',
      'Acme',
    ]);
  });

  it('reads nested lists item by item', () => {
    expect(htmlToLines('<ul><li>Parent<ul><li>Child</li></ul></li><li>Next</li></ul>')).toEqual([
      '• Parent',
      '• Child',
      '• Next',
    ]);
  });

  it('joins the cells of data rows and keeps layout cells apart', () => {
    const data = '<table><tr><td><p>Python</p></td><td><p>5 years</p></td></tr></table>';
    expect(htmlToLines(data)).toEqual(['Python | 5 years']);
    const layout =
      '<table><tr><td><p>Contact</p><p>Paris</p></td><td><p>Experience</p><ul><li>Built things</li></ul></td></tr></table>';
    expect(htmlToLines(layout)).toEqual(['Contact', 'Paris', 'Experience', '• Built things']);
  });

  it('skips scripts, styles and the head of a page', () => {
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><script>x()</script><p>Text</p></body></html>';
    expect(htmlToLines(html)).toEqual(['Text']);
  });
});
