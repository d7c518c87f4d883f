import { AppError } from '@core/errors';
import { validationMessages } from '@shared/messages';
import { resumeAsText } from '@test/builders/resume-files';
import { sampleResume } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { decodeText, readText } from './read-text';

const sample = 'Jane Doe\nCafé résumé – Zoë\n• Led a team of 5';

function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const units = Array.from(text, (c) => c.charCodeAt(0));
  const out = new Uint8Array((units.length + (bom ? 1 : 0)) * 2);
  const dv = new DataView(out.buffer);
  let at = 0;
  if (bom) {
    dv.setUint16(0, 0xfeff, order === 'le');
    at = 2;
  }
  for (const unit of units) {
    dv.setUint16(at, unit, order === 'le');
    at += 2;
  }
  return out;
}

describe('readText', () => {
  it('reads a whole UTF-8 resume as written, dashes and bullets included', () => {
    const text = resumeAsText(sampleResume('software-engineer'));
    const result = readText(new TextEncoder().encode(text));
    expect(result.encoding).toBe('utf-8');
    expect(result.text).toBe(text.trim());
    expect(result.text).toContain(
      'Senior Backend Engineer | Brightwave Analytics | Austin, TX | Mar 2022 – Present',
    );
    expect(result.warnings).toEqual([]);
  });

  it('reads Chinese UTF-8 text', () => {
    const resume =
      '# 张伟\n\n### 技能 {#skills}\nJava, Python\n\n### 工作经验 {#experience}\n2019–2023 软件工程师';
    const result = readText(new TextEncoder().encode(resume));
    expect(result).toMatchObject({ text: resume, encoding: 'utf-8', warnings: [] });
  });

  it('strips a UTF-8 byte-order mark and reports it', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(sample)]);
    const result = readText(bytes);
    expect(result.encoding).toBe('utf-8-bom');
    expect(result.text).toBe(sample);
  });

  it('reads UTF-16 LE and BE with a BOM', () => {
    expect(readText(utf16(sample, 'le', true))).toMatchObject({ text: sample, encoding: 'utf-16le' });
    expect(readText(utf16(sample, 'be', true))).toMatchObject({ text: sample, encoding: 'utf-16be' });
  });

  it('recognises UTF-16 without a BOM from its zero bytes', () => {
    expect(readText(utf16(sample, 'le', false))).toMatchObject({ text: sample, encoding: 'utf-16le' });
    expect(readText(utf16(sample, 'be', false))).toMatchObject({ text: sample, encoding: 'utf-16be' });
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    // "café résumé – naïve" in Windows-1252: é = E9, – = 96, ï = EF.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('caf'), 0xe9, 0x20, 0x72, 0xe9, 0x73, 0x75, 0x6d, 0xe9, 0x20, 0x96, 0x20,
      ...new TextEncoder().encode('na'), 0xef, 0x76, 0x65,
    ]); // biome-ignore format: byte layout
    expect(readText(bytes)).toMatchObject({ text: 'café résumé – naïve', encoding: 'windows-1252' });
  });

  it('keeps UTF-8 when only a stray byte is broken, and says so', () => {
    const good = new TextEncoder().encode('Zoë Müller – résumé, Straße, naïve café');
    const result = readText(new Uint8Array([...good, 0xff]));
    expect(result.encoding).toBe('utf-8');
    expect(result.text).toContain('Straße');
    expect(result.warnings.length).toBe(1);
  });

  it('refuses binary content with the spec message', () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(() => readText(png)).toThrowError(
      new AppError('UNSUPPORTED_MEDIA_TYPE', validationMessages.invalidFileType),
    );
    const mostlyText = new TextEncoder().encode(`${'word '.repeat(20)}\u0001\u0002\u0003\u0004\u0005`);
    expect(decodeText(mostlyText)).toBeUndefined();
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
    expect(decodeText(exe)).toBeUndefined();
  });

  it('accepts a form feed and a lone stray control character', () => {
    const text = new TextEncoder().encode(`Page one\fPage two ${'long text '.repeat(30)}\u0007end`);
    expect(decodeText(text)?.encoding).toBe('utf-8');
  });

  it('returns empty text with a warning for an empty file', () => {
    expect(readText(new Uint8Array(0))).toMatchObject({ text: '', warnings: [expect.any(String)] });
  });
});
