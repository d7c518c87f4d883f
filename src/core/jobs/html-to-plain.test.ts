import { describe, expect, it } from 'vitest';
import { htmlToPlainText, tidyPlainText } from './html-to-plain';

describe('htmlToPlainText', () => {
  it('puts paragraphs on their own lines with one blank line between blocks', () => {
    expect(htmlToPlainText('<p>First paragraph.</p><p>Second   paragraph\nwrapped.</p>')).toBe(
      'First paragraph.\n\nSecond paragraph wrapped.',
    );
  });

  it('turns list items of both list kinds into "• " lines', () => {
    const html =
      '<p>You will:</p><ul><li>Build APIs</li><li><p>Review code</p></li></ul><ol><li>Apply</li></ol>';
    expect(htmlToPlainText(html)).toBe('You will:\n\n• Build APIs\n• Review code\n\n• Apply');
  });

  it('keeps headings as their own lines, in their own case', () => {
    expect(
      htmlToPlainText('<h2>About the role</h2><p>Text.</p><h3>Requirements</h3><ul><li>SQL</li></ul>'),
    ).toBe('About the role\n\nText.\n\nRequirements\n\n• SQL');
  });

  it('turns <br> into a line break and leaves out link URLs', () => {
    expect(
      htmlToPlainText('<p>£22,000 pa<br/>Full time<br>See <a href="https://example.org/x">our site</a></p>'),
    ).toBe('£22,000 pa\nFull time\nSee our site');
  });

  it('decodes entities and drops scripts, styles and images', () => {
    const html =
      '<style>p{color:red}</style><p>R&amp;D &ndash; caf&eacute;&nbsp;team</p><script>alert(1)</script><img src=x>';
    expect(htmlToPlainText(html)).toBe('R&D – café team');
  });

  it('reads HTML-escaped HTML (as NHS Jobs and Greenhouse send it) as HTML', () => {
    const escaped =
      '&lt;p&gt;Capital, Estates &amp;amp; Facilities&lt;/p&gt;\n&lt;ul&gt;&lt;li&gt;Carpentry&lt;/li&gt;&lt;/ul&gt;';
    expect(htmlToPlainText(escaped)).toBe('Capital, Estates & Facilities\n\n• Carpentry');
  });

  it('leaves no more than one blank line in a row and no empty bullets', () => {
    const html = '<p>One</p><p>&nbsp;</p><p> </p><div><br><br><br></div><ul><li>&nbsp;</li></ul><p>Two</p>';
    expect(htmlToPlainText(html)).toBe('One\n\nTwo');
  });

  it('writes one line per table row', () => {
    expect(
      htmlToPlainText(
        '<table><tr><th>Salary</th><td>£22,000</td></tr><tr><td>Hours</td><td>37.5</td></tr></table>',
      ),
    ).toBe('Salary £22,000\nHours 37.5');
  });

  it('returns plain text unchanged apart from whitespace', () => {
    expect(htmlToPlainText('Senior Backend Engineer')).toBe('Senior Backend Engineer');
  });
});

describe('tidyPlainText', () => {
  it('normalises line endings, spaces and blank lines', () => {
    expect(tidyPlainText('\r\n  A\u00a0 line  \r\n\r\n\r\n\tB\u200b \n\n')).toBe('A line\n\nB');
  });
});
