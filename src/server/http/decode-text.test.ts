import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';
import { isTextualMediaType, parseContentType } from './response-body';

describe('decodeText', () => {
  it('decodes UTF-8 by default and for an unknown charset', () => {
    const bytes = new TextEncoder().encode('Zoë – naïve');
    expect(decodeText(bytes, undefined, false)).toBe('Zoë – naïve');
    expect(decodeText(bytes, 'no-such-charset', false)).toBe('Zoë – naïve');
  });

  it('drops a character cut in half at the byte cap instead of showing a replacement mark', () => {
    const bytes = new TextEncoder().encode('café');
    expect(decodeText(bytes.subarray(0, 4), 'utf-8', true)).toBe('caf');
  });

  it.each(['windows-1252', 'latin1', 'iso-8859-1', 'us-ascii'])(
    'maps 0x80-0x9F the web way for %s',
    (label) => {
      const bytes = Uint8Array.of(0x80, 0x85, 0x91, 0x92, 0x96, 0x97, 0x9f, 0x81, 0xe9);
      expect(decodeText(bytes, label, false)).toBe('€…‘’–—Ÿ\u0081é');
    },
  );

  it('decodes other charsets TextDecoder knows', () => {
    expect(decodeText(Uint8Array.of(0xb9, 0xe6), 'iso-8859-2', false)).toBe('šć');
  });
});

describe('parseContentType', () => {
  it.each([
    ['text/html; charset=UTF-8', { mediaType: 'text/html', charset: 'utf-8' }],
    ['Text/HTML;Charset="windows-1252"', { mediaType: 'text/html', charset: 'windows-1252' }],
    ['application/json', { mediaType: 'application/json' }],
    [undefined, { mediaType: '' }],
  ])('reads %s', (header, expected) => {
    expect(parseContentType(header)).toEqual(expected);
  });
});

describe('isTextualMediaType', () => {
  it.each(['text/html', 'application/xhtml+xml', 'text/plain', 'application/json', 'application/ld+json'])(
    'accepts %s',
    (type) => expect(isTextualMediaType(type)).toBe(true),
  );
  it.each(['application/problem+json', 'application/vnd.api+json'])('accepts +json type %s', (type) =>
    expect(isTextualMediaType(type)).toBe(true),
  );
  it.each([
    'image/png',
    'application/pdf',
    'application/octet-stream',
    'text/javascript',
    'application/xml',
    '',
  ])('refuses %s', (type) => expect(isTextualMediaType(type)).toBe(false));
});
