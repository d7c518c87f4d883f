import { describe, expect, it } from 'vitest';
import { MAX_MARKUP_DEPTH, MarkupTooDeepError, parseMarkup } from './parse-markup';
import { scanHtml } from './scan-html';

describe('parseMarkup', () => {
  it('passes elements and text to the handlers', () => {
    const seen: string[] = [];
    parseMarkup(
      '<p class="x">Hi <b>there</b></p>',
      { onopentag: (name) => seen.push(name), ontext: (t) => seen.push(t) },
      {},
    );
    expect(seen).toEqual(['p', 'Hi ', 'b', 'there']);
  });

  it('stops quickly on absurdly deep nesting instead of working for hours', () => {
    const started = performance.now();
    expect(() => parseMarkup('<div>'.repeat(2_000_000), {}, {})).toThrow(MarkupTooDeepError);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(() => parseMarkup(`${'<div>'.repeat(MAX_MARKUP_DEPTH - 1)}x`, {}, {})).not.toThrow();
  });

  it('lets the HTML scan report such a page as too complex to check', () => {
    const findings = scanHtml(`<html>${'<table><tr><td>'.repeat(100_000)}`);
    expect(findings.map((f) => `${f.kind}:${f.severity}`)).toEqual(['too-complex:medium']);
  });
});
