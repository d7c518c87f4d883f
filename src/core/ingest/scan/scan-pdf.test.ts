import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resumeAsPdf } from '@test/builders/resume-files';
import { sampleResume } from '@test/builders/resume-markup';
import { buildPdf, simplePdf } from '@test/builders/scan-samples';
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { scanPdf } from './scan-pdf';

/** Resumes written by other tools (pdfTeX, Chromium's print to PDF). */
const publicDir = path.resolve(import.meta.dirname, '../../../../test/fixtures/public');
const publicPdfs = ['resume-matcher-john-doe.pdf', 'resume-matcher-modern-two-column.pdf'];
const kinds = (findings: Finding[]) => findings.map((f) => `${f.kind}:${f.severity}`).sort();
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>';
const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const content = '<< /Length 8 >>\nstream\nBT ET\n\nendstream';

describe('scanPdf', () => {
  it('finds nothing worse than links in resumes from LaTeX and a browser', async () => {
    for (const file of publicPdfs) {
      const findings = await scanPdf(new Uint8Array(readFileSync(path.join(publicDir, file))));
      expect(
        kinds(findings).filter((k) => !k.endsWith(':low')),
        file,
      ).toEqual([]);
    }
  });

  it('finds nothing in a plain resume PDF', async () => {
    expect(await scanPdf(await resumeAsPdf(sampleResume('registered-nurse')))).toEqual([]);
  });

  it('finds JavaScript that runs when the file opens', async () => {
    const findings = await scanPdf(simplePdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'));
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'high',
        kind: 'javascript',
        isScript: true,
        message: expect.stringMatching(/automatically/),
      }),
    ]);
  });

  it('finds JavaScript behind hex-escaped names and in an indirect open action', async () => {
    const escaped = await scanPdf(
      simplePdf('/OpenAction 6 0 R', 'Hello', ['<< /S /J#61vaScript /J#53 (app.alert\\(2\\)) >>']),
    );
    expect(kinds(escaped)).toEqual(['javascript:high']);
    expect(escaped[0]?.message).toMatch(/automatically/);
  });

  it('finds JavaScript hidden in a compressed object stream', async () => {
    const objects = '7 0 << /S /JavaScript /JS (app.launchURL\\("https://evil.example"\\)) >>';
    const packed = latin1(zlibSync(new TextEncoder().encode(objects)));
    const objectStream = `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`;
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript 8 0 R >> >>',
      pages,
      page,
      content,
      '<< >>',
      objectStream,
    ]);
    expect(kinds(await scanPdf(pdf))).toContain('javascript:high');
    const onlyCompressed = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      pages,
      page,
      content,
      '<< >>',
      objectStream,
    ]);
    expect(kinds(await scanPdf(onlyCompressed))).toContain('javascript:high');
  });

  it('does not mistake printed text or metadata for JavaScript', async () => {
    const pdf = simplePdf('', 'Skills: HTML/JavaScript /JS /Launch /OpenAction', [
      '<< /Title (Senior JavaScript /JS developer) /Author (Jane) >>',
    ]);
    expect(await scanPdf(pdf)).toEqual([]);
  });

  it('ignores an open action that only shows the first page', async () => {
    expect(await scanPdf(simplePdf('/OpenAction [3 0 R /FitH null]'))).toEqual([]);
  });

  it('flags launch actions, automatic web visits and page actions', async () => {
    expect(kinds(await scanPdf(simplePdf('/OpenAction << /S /Launch /F (cmd.exe) >>')))).toContain(
      'launch-action:high',
    );
    const visit = simplePdf('/OpenAction 6 0 R', 'Hi', ['<< /S /URI /URI (https://tracker.example/open) >>']);
    expect(kinds(await scanPdf(visit))).toEqual(['auto-action:medium', 'external-links:low']);
    expect(kinds(await scanPdf(simplePdf('/AA << /WC << /S /URI /URI (https://x.example) >> >>')))).toContain(
      'auto-action:medium',
    );
  });

  it('flags javascript: links and counts web links', async () => {
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      pages,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [5 0 R 6 0 R] >>',
      content,
      '<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (javascript:alert\\(1\\)) >> >>',
      '<< /Type /Annot /Subtype /Link /Rect [0 30 100 50] /A << /S /URI /URI (https://github.com/jane) >> >>',
    ]);
    const findings = await scanPdf(pdf);
    expect(kinds(findings)).toEqual(['external-links:low', 'script-link:high']);
    expect(findings.find((f) => f.kind === 'script-link')?.isScript).toBe(true);
  });

  it('flags attached files, and attached programs as high risk', async () => {
    const attach = (name: string) =>
      buildPdf([
        '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(file) 5 0 R] >> >> >>',
        pages,
        page,
        content,
        `<< /Type /Filespec /F (${name}) /UF (${name}) /EF << /F 6 0 R >> >>`,
        '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
      ]);
    expect(kinds(await scanPdf(attach('cover-letter.txt')))).toEqual(['embedded-file:medium']);
    expect(kinds(await scanPdf(attach('invoice.pdf.exe')))).toEqual(['embedded-executable:high']);
  });

  it('flags forms that submit data, data imports and XFA', async () => {
    const submit = simplePdf('/OpenAction [3 0 R /Fit] /AcroForm << /Fields [] /XFA 6 0 R >>', 'Hi', [
      '<< /S /SubmitForm /F (https://collect.example) >>',
    ]);
    expect(kinds(await scanPdf(submit))).toEqual(
      expect.arrayContaining(['submit-form:medium', 'xfa:medium']),
    );
    expect(kinds(await scanPdf(simplePdf('', 'Hi', ['<< /S /ImportData /F (data.fdf) >>'])))).toContain(
      'import-data:medium',
    );
  });

  it('reports a PDF that needs a password to open', async () => {
    expect(kinds(await scanPdf(encryptedPdf('not-the-empty-password')))).toContain('encrypted:medium');
  });

  it('notes a PDF that opens without a password but carries restrictions', async () => {
    expect(kinds(await scanPdf(encryptedPdf('')))).toEqual(['restricted:low']);
  });
});

/**
 * A PDF protected with the standard security handler (RC4 40-bit, revision 2). With an empty user
 * password it opens freely (owner restrictions only); with another, a reader must ask for it.
 */
function encryptedPdf(userPassword: string): Uint8Array {
  const padding = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
  const pad = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), padding]).subarray(0, 32);
  const id = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
  const permissions = -44;
  const owner = rc4(createHash('md5').update(pad('owner')).digest().subarray(0, 5), pad(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = createHash('md5')
    .update(Buffer.concat([pad(userPassword), owner, p, id]))
    .digest()
    .subarray(0, 5);
  const user = rc4(key, padding);
  const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      pages,
      page,
      content,
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P ${permissions} /O <${hex(owner)}> /U <${hex(user)}> >>`,
    ],
    `/Encrypt 5 0 R /ID [<${hex(id)}> <${hex(id)}>] `,
  );
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = new Uint8Array(data.length);
  let i = 0;
  j = 0;
  for (let n = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + (s[i] as number)) & 255;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[n] = (data[n] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 255] as number);
  }
  return out;
}
