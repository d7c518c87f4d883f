import { AppError } from '@core/errors';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRtf, rtfMessages } from './read-rtf';

const rtf = (source: string) => new Uint8Array(Array.from(source, (c) => c.charCodeAt(0)));
const document = (body: string, header = '\\ansi\\ansicpg1252\\deff0') =>
  rtf(
    `{\\rtf1${header}{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}{\\f1\\fnil\\fcharset2 Symbol;}{\\f2\\froman\\fcharset204 Times;}}` +
      `{\\colortbl;\\red0\\green0\\blue0;}{\\*\\generator Riched20 10.0;}{\\info{\\title Resume}{\\author Jane}}\n${body}}`,
  );

describe('readRtf', () => {
  it('reads paragraphs and line breaks, skipping fonts, colours and metadata', () => {
    const { text } = readRtf(document('\\pard\\b Jane Doe\\b0\\par Software Engineer\\line Paris\\par'));
    expect(text).toBe('Jane Doe\nSoftware Engineer\nParis');
  });

  it("decodes \\'hh bytes with the document code page and the font's charset", () => {
    expect(readRtf(document("Caf\\'e9 r\\'e9sum\\'e9 \\'96 \\'93quoted\\'94\\par")).text).toBe(
      'Café résumé – “quoted”',
    );
    expect(readRtf(document("{\\f2 \\'cf\\'f0\\'e8\\'e2\\'e5\\'f2}\\par")).text).toBe('Привет');
    expect(readRtf(document("\\'cf\\'f0\\'e8\\par", '\\ansi\\ansicpg1251')).text).toBe('При');
  });

  it('reads \\uN characters and skips their \\ucN fallbacks', () => {
    expect(
      readRtf(document("A\\u8212? dash \\uc2\\u8364\\'80\\'80 euro \\uc0\\u233 t\\u233\\par")).text,
    ).toBe('A— dash € euro été');
    expect(readRtf(document('\\u-10179?\\u-8704? emoji\\par')).text).toBe('😀 emoji');
  });

  it('turns list numbers into bullets or numbers', () => {
    const body =
      "{\\pntext\\f1\\'b7\\tab}{\\*\\pn\\pnlvlblt{\\pntxtb\\'b7}}Led a team of five\\par" +
      '{\\listtext\\pard\\plain 2.\\tab}Shipped the product\\par';
    expect(readRtf(document(body)).text).toBe('• Led a team of five\n2. Shipped the product');
  });

  it('reads table rows with cells joined by a bar', () => {
    const body =
      '\\trowd\\cellx2000\\cellx4000\\pard\\intbl Python\\cell 5 years\\cell\\row\\pard After\\par';
    expect(readRtf(document(body)).text).toBe('Python | 5 years\nAfter');
  });

  it('keeps field results and escaped characters, drops field codes, pictures, objects and hidden text', () => {
    const body =
      '{\\field{\\*\\fldinst HYPERLINK "https://jane.dev"}{\\fldrslt jane.dev}}\\par' +
      '\\{braces\\} and \\\\backslash\\par' +
      '{\\pict\\pngblip 89504e470d0a1a0a}{\\object\\objemb{\\*\\objdata 01050000}}' +
      '{\\v secret keywords}visible{\\*\\unknowndestination junk}\\par';
    expect(readRtf(document(body)).text).toBe('jane.dev\n{braces} and \\backslash\nvisible');
  });

  it('keeps header text and text boxes', () => {
    const body =
      '{\\header\\pard jane@example.com\\par}\\pard Jane Doe\\par' +
      '{\\shp{\\*\\shpinst{\\sp{\\sn fillColor}{\\sv 255}}{\\shptxt Box text\\par}}}';
    expect(readRtf(document(body)).text).toBe('jane@example.com\nJane Doe\nBox text');
  });

  it('skips raw binary data', () => {
    const bytes = document('Before {\\pict\\bin4 {}\\\\}After\\par');
    expect(readRtf(bytes).text).toBe('Before After');
  });

  it('refuses bytes that are not RTF', () => {
    expect(() => readRtf(strToU8('plain text'))).toThrowError(
      new AppError('UNPROCESSABLE', rtfMessages.damaged),
    );
  });

  it('warns when there is no text', () => {
    expect(readRtf(document(''))).toEqual({ text: '', warnings: [rtfMessages.noText] });
  });
});
