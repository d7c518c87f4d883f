import { resumeAsPdf } from '@test/builders/resume-files';
import { sampleResume } from '@test/builders/resume-markup';
import { buildPdf } from '@test/builders/scan-samples';
import { zlibZeros } from '@test/hostile/hostile-bytes';
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflationFindings } from './pdf-inflation';
import { readPdfStructure } from './pdf-structure';
import { scanPdf } from './scan-pdf';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
/** A one-page PDF whose page content is `data`, decoded by `filters`. */
const pdfWithContent = (data: string, filters: string) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${data.length} /Filter ${filters} >>\nstream\n${data}\nendstream`,
  ]);
const kindsOf = (pdf: Uint8Array) => inflationFindings(pdf, readPdfStructure(pdf).streams).map((f) => f.kind);

/** 256 MB of zeros, zlib-compressed to about 260 KB. */
const bomb = zlibZeros(256);

/** LZW codes that each add one byte to the longest string so far: about 2 KB out per 1.5 bytes in. */
function lzwBomb(codes: number): string {
  const out: number[] = [];
  let [bits, value, width, next] = [0, 0, 9, 258];
  const put = (code: number) => {
    [value, bits] = [((value << width) | code) >>> 0, bits + width];
    while (bits >= 8) [bits] = [bits - 8, out.push((value >>> (bits - 8)) & 0xff)];
  };
  put(256);
  put(0x20);
  for (let i = 0; i < codes; i++) {
    put(Math.min(next, 4095));
    if (next < 4096) next++;
    if (next + 1 >= 1 << width && width < 12) width++;
  }
  put(257);
  if (bits > 0) out.push((value << (8 - bits)) & 0xff);
  return latin1(Uint8Array.from(out));
}

describe('inflationFindings: a PDF is held to the limits of a ZIP archive', () => {
  it('refuses a content stream that inflates to 256 MB, before pdf.js opens the file', async () => {
    const pdf = pdfWithContent(latin1(bomb), '/FlateDecode');
    expect(kindsOf(pdf)).toEqual(['zip-bomb']);
    expect(await scanPdf(pdf)).toEqual([expect.objectContaining({ kind: 'zip-bomb', severity: 'high' })]);
  });

  it('refuses the same bomb compressed twice, behind hex or ASCII85 text, or cut short', () => {
    expect(kindsOf(pdfWithContent(latin1(zlibSync(bomb)), '[/FlateDecode /FlateDecode]'))).toEqual([
      'zip-bomb',
    ]);
    const hex = `${Buffer.from(bomb).toString('hex')}>`;
    expect(kindsOf(pdfWithContent(hex, '[/ASCIIHexDecode /FlateDecode]'))).toEqual(['zip-bomb']);
    expect(kindsOf(pdfWithContent(`${ascii85(bomb)}~>`, '[/A85 /Fl]'))).toEqual(['zip-bomb']);
    expect(kindsOf(pdfWithContent(latin1(bomb.subarray(0, -10_000)), '/FlateDecode'))).toEqual(['zip-bomb']);
  });

  it('refuses LZW and run-length streams past the limits', () => {
    expect(kindsOf(pdfWithContent(lzwBomb(200_000), '/LZWDecode'))).toEqual(['zip-bomb']);
    // Run-length stretches at most 64 times: a stream of 2 MB goes past the 100 MB in all, one of 400 KB does not.
    const runs = latin1(new Uint8Array(2_000_000).map((_, i) => (i % 2 ? 0x20 : 129)));
    expect(kindsOf(pdfWithContent(runs, '/RunLengthDecode'))).toEqual(['zip-bomb']);
    expect(kindsOf(pdfWithContent(runs.slice(0, 400_000), '/RunLengthDecode'))).toEqual([]);
  });

  it('passes real resumes and images it does not decode', async () => {
    expect(kindsOf(await resumeAsPdf(sampleResume('data-analyst')))).toEqual([]);
    expect(kindsOf(pdfWithContent(latin1(bomb), '/DCTDecode'))).toEqual([]);
  });
});

/** ASCII85 as PDF writes it ("z" for four zero bytes). */
function ascii85(bytes: Uint8Array): string {
  let out = '';
  for (let at = 0; at < bytes.length; at += 4) {
    const group = bytes.subarray(at, at + 4);
    let value = 0;
    for (let i = 0; i < 4; i++) value = value * 256 + (group[i] ?? 0);
    if (value === 0 && group.length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let i = 0; i < 5; i++, value = Math.floor(value / 85))
      digits.unshift(String.fromCharCode(33 + (value % 85)));
    out += digits.join('').slice(0, group.length + 1);
  }
  return out;
}
