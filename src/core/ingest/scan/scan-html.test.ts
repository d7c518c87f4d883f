import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { looksLikeHtml, scanHtml } from './scan-html';

const kinds = (findings: Finding[]) => findings.map((f) => `${f.kind}:${f.severity}`).sort();

describe('scanHtml', () => {
  it('finds nothing in a plain resume page but counts its links', () => {
    const page = `<!doctype html><html><head><title>Jane</title><style>p{color:red}</style></head>
      <body><h1>Jane Doe</h1><p><a href="https://github.com/jane">GitHub</a> <a href="mailto:j@x.org">mail</a></p>
      <a href="#top">top</a><img src="photo.jpg" alt=""></body></html>`;
    expect(kinds(scanHtml(page))).toEqual(['external-links:low']);
  });

  it('finds scripts and event handlers such as <body onload>', () => {
    const findings = scanHtml(
      '<html><body onload="fetch(\'//evil\')"><script>alert(1)</script></body></html>',
    );
    expect(kinds(findings)).toEqual(['event-handler:high', 'script:high']);
    expect(findings.every((f) => f.isScript)).toBe(true);
    expect(kinds(scanHtml('<svg><script href="x.js"></script></svg>'))).toContain('script:high');
    expect(kinds(scanHtml('<img src=x ONERROR=alert(1)>'))).toEqual(['event-handler:high']);
  });

  it('finds javascript:, vbscript: and data:text/html URLs, even disguised', () => {
    for (const html of [
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JaVa\tScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<form><button formaction="vbscript:msgbox(1)">go</button></form>',
      '<iframe src="data:text/html;base64,PHNjcmlwdD4="></iframe>',
      '<div style="background:url(javascript:alert(1))">x</div>',
    ]) {
      expect(kinds(scanHtml(html)), html).toContain('script-link:high');
    }
  });

  it('flags frames, plug-ins, forms posting elsewhere, refresh redirects and <base>', () => {
    expect(kinds(scanHtml('<iframe src="https://x.example"></iframe>'))).toContain('frame:medium');
    expect(kinds(scanHtml('<object data="movie.swf"></object><embed src="x.swf">'))).toContain(
      'plugin:medium',
    );
    expect(kinds(scanHtml('<form action="https://collect.example/post"><input name=p></form>'))).toContain(
      'form:medium',
    );
    expect(kinds(scanHtml('<form action="/local"></form>'))).toEqual([]);
    expect(kinds(scanHtml('<meta http-equiv="Refresh" content="0; url=https://evil.example">'))).toEqual([
      'redirect:medium',
    ]);
    expect(kinds(scanHtml('<meta http-equiv="refresh" content="0;URL=javascript:alert(1)">'))).toEqual([
      'script-link:high',
    ]);
    expect(kinds(scanHtml('<base href="https://evil.example/">'))).toEqual(['base-url:medium']);
    expect(kinds(scanHtml('<a href="file://server/share/cv.pdf">cv</a>'))).toEqual(['local-link:medium']);
  });
});

describe('looksLikeHtml', () => {
  it('recognises documents that start like HTML', () => {
    expect(looksLikeHtml('\uFEFF  <!DOCTYPE html>\n<html>')).toBe(true);
    expect(looksLikeHtml('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(looksLikeHtml('<!-- saved --><head><title>x</title></head>')).toBe(true);
    expect(looksLikeHtml('Jane Doe\n<html> and CSS expert')).toBe(false);
    expect(looksLikeHtml('<p>just a fragment</p>')).toBe(false);
  });
});
