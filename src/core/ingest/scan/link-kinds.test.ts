import { describe, expect, it } from 'vitest';
import { isLocalDrivePath, linkKind } from './link-kinds';

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

describe('isLocalDrivePath', () => {
  it('takes a drive or absolute path with no host, plain spaces included, as local', () => {
    expect(isLocalDrivePath('file:///C:/Users/jane/Custom Office Templates/Resume.dotx')).toBe(true);
    expect(isLocalDrivePath('C:\\Users\\jane\\Normal.dotm')).toBe(true);
    expect(isLocalDrivePath('/Users/jane/Templates/Normal.dotm')).toBe(true);
  });

  // URL parsers skip tabs, line breaks and controls, so "/<tab>/host" can reach a host.
  it('refuses a path holding a tab, a line break or another control character', () => {
    expect(isLocalDrivePath('file:///%09/evil.example/share/t.dotm')).toBe(false);
    expect(isLocalDrivePath('file:///%0A%0D/evil.example/t.dotm')).toBe(false);
    expect(isLocalDrivePath('file:///C:/%09x/t.dotm')).toBe(false);
    expect(isLocalDrivePath('/\t/evil.example/share/t.dotm')).toBe(false);
    expect(isLocalDrivePath('/\n\\\\evil.example\\t.dotm')).toBe(false);
  });
});
