import { describe, expect, it } from 'vitest';
import { linkKind } from './link-kinds';

describe('linkKind', () => {
  it('tells ordinary links from code, local files and program handlers', () => {
    expect(linkKind('https://www.linkedin.com/in/jane')).toBe('web');
    expect(linkKind('mailto:jane@example.com')).toBe('web');
    expect(linkKind(' JavaScript:alert(1)')).toBe('script');
    expect(linkKind('java\tscript:alert(1)')).toBe('script');
    expect(linkKind('data:text/html;base64,AAAA')).toBe('script');
    expect(linkKind('file:///C:/Windows/calc.exe')).toBe('local');
    expect(linkKind('\\\\attacker\\share\\x.png')).toBe('local');
    expect(linkKind('ms-msdt:/id PCWDiagnostic')).toBe('handler');
    expect(linkKind('search-ms:query=invoice')).toBe('handler');
    expect(linkKind('#section-2')).toBe('other');
    expect(linkKind('../images/photo.png')).toBe('other');
  });
});
