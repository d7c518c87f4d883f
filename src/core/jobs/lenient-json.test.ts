import { describe, expect, it } from 'vitest';
import { parseLenientJson } from './lenient-json';

describe('parseLenientJson', () => {
  it('parses valid JSON as JSON.parse does', () => {
    expect(parseLenientJson('{"a": [1, "two", null]}')).toEqual({ a: [1, 'two', null] });
  });

  it('accepts raw line breaks inside strings', () => {
    expect(parseLenientJson('{"description": "<p>One</p>\n<p>Two</p>"}')).toEqual({
      description: '<p>One</p>\n<p>Two</p>',
    });
  });

  it('keeps unescaped quotes of HTML attributes inside the string', () => {
    const text = '{"description": "<h1 id="role">Role</h1>", "title": "Engineer"}';
    expect(parseLenientJson(text)).toEqual({ description: '<h1 id="role">Role</h1>', title: 'Engineer' });
  });

  it('drops trailing commas and HTML comment or CDATA wrappers', () => {
    expect(parseLenientJson('<!-- {"a": 1, "b": [2, 3,],} -->')).toEqual({ a: 1, b: [2, 3] });
    expect(parseLenientJson('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual({ a: 1 });
  });

  it('gives undefined for text that is not JSON', () => {
    expect(parseLenientJson('{"title": ')).toBeUndefined();
    expect(parseLenientJson('not json at all')).toBeUndefined();
  });
});
