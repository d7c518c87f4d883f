import { resumeAsDocx, resumeAsPdf } from '@test/builders/resume-files';
import { sampleResume } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { polyglotFindings } from './pdf-polyglot';
import { scanPdf } from './scan-pdf';

const markup = sampleResume('teacher');
const pdf = await resumeAsPdf(markup);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const kindsOf = (bytes: Uint8Array) => polyglotFindings(bytes).map((f) => `${f.kind}:${f.severity}`);

describe('polyglotFindings: a PDF that is another format too is refused', () => {
  it('finds a web page (or an SVG image) in front of the PDF header', async () => {
    const page = concat(Buffer.from('<html><script>alert(1)</script></html>\n'), pdf);
    expect(kindsOf(page)).toEqual(['polyglot:high']);
    expect(kindsOf(concat(Buffer.from('<svg onload="alert(1)"/>'), pdf))).toEqual(['polyglot:high']);
    expect((await scanPdf(page)).map((f) => f.kind)).toEqual(['polyglot']);
  });

  it('finds a ZIP archive (a Word file) appended to the PDF, which a ZIP reader opens', async () => {
    expect(kindsOf(concat(pdf, await resumeAsDocx(markup)))).toEqual(['polyglot:high']);
  });

  it('passes a plain PDF, and one behind a few bytes of binary junk', () => {
    expect(kindsOf(pdf)).toEqual([]);
    expect(kindsOf(concat(Uint8Array.of(0, 1, 2, 0xff, 0x0a), pdf))).toEqual([]);
  });
});
