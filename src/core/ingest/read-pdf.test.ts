import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '@core/errors';
import { corpusDir } from '@core/testing/corpus-dir';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedText } from './extracted-text';
import { PDF_MAX_PAGES, pdfMessages, readPdf } from './read-pdf';

/**
 * fixtures/no-text.pdf: written by hand, one page showing a 4x2 grey image and no text (as a scanner makes).
 * fixtures/encrypted.pdf and owner-password-only.pdf: a one-page Helvetica PDF ("Jane Doe", "Software Engineer")
 * encrypted with `qpdf --encrypt secret owner-secret 256 --` and `qpdf --encrypt '' owner-secret 256 --modify=none --`.
 */
const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/ingest');

interface ResumeLabel {
  contact?: { name?: string | null };
  sections: { type: string; heading: string | null }[];
}
const labels: Record<string, ResumeLabel> = JSON.parse(
  readFileSync(path.join(corpusDir, 'labels.json'), 'utf8'),
).resumes;
const corpusPdfs = Object.keys(labels).filter((file) => file.endsWith('.pdf'));

function bytesOf(file: string): Uint8Array {
  return new Uint8Array(readFileSync(file));
}

const texts = new Map<string, string>();
/** The text of a corpus resume, read once for all tests. */
function textOf(name: string): string {
  const text = texts.get(name);
  if (text === undefined) throw new Error(`${name} was not read`);
  return text;
}

function linesOf(text: string): string[] {
  return text.split('\n');
}

/** Asserts each line is present as a whole line, in this order. */
function expectLinesInOrder(text: string, expected: string[]): void {
  const lines = linesOf(text);
  let previous = -1;
  for (const line of expected) {
    const index = lines.indexOf(line, previous + 1);
    expect(index, `"${line}" as a whole line after line ${previous}`).toBeGreaterThan(previous);
    previous = index;
  }
}

/** A PDF written by hand: one Helvetica line per string, 14 points apart, each page its own list. */
function buildPdf(pages: string[][], producer?: string): Uint8Array {
  const pdfLiteral = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  for (const [i, lines] of pages.entries()) {
    const content = lines
      .map((line, n) => `BT /F1 11 Tf 72 ${720 - 14 * n} Td (${pdfLiteral(line)}) Tj ET`)
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  if (producer) objects.push(`<< /Producer (${pdfLiteral(producer)}) >>`);
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const info = producer ? ` /Info ${objects.length} 0 R` : '';
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

async function rejectionOf(promise: Promise<ExtractedText>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  for (const file of corpusPdfs) {
    const { text } = await readPdf(bytesOf(path.join(corpusDir, file)));
    texts.set(path.basename(file), text);
  }
}, 120_000);

describe('readPdf on the corpus', () => {
  it('reads a two-column resume (sidebar on the right) main column first, each line whole', () => {
    const text = textOf('resume-matcher-template-modern-two-column.pdf');
    expectLinesInOrder(text, [
      'John Doe',
      'Senior Software Engineer',
      'SUMMARY',
      'EXPERIENCE',
      'Senior Software Engineer Jan 2023 - Present',
      'Stripe • San Francisco, CA',
      'PROJECTS',
      'optimization capabilities',
      'EDUCATION',
      'UC Berkeley | 2019',
      'Bachelor of Science, Computer Science',
      'SKILLS',
      'Go Python Node.js TypeScript',
      'LINKS',
      'github.com/johndoe',
    ]);
    expect(linesOf(text)[0]).toBe('John Doe');
  });

  it('reads a left sidebar (right-aligned) before the main column', () => {
    expectLinesInOrder(textOf('soupboss-aws-devops-engineer-resume-example.pdf'), [
      'CATHERINE STARK',
      'AWS DevOps Engineer',
      'CONTACT',
      'catherinestark@email.com',
      '(123) 456-7890',
      'EDUCATION',
      'September 2012 - June 2016',
      'SKILLS',
      'Kubernetes',
      'CERTIFICATIONS',
      'Certified Solutions Architect',
      'WORK EXPERIENCE',
      'April 2019 - current / Birmingham, AL',
    ]);
    expectLinesInOrder(textOf('moderncv-template_oldstyle_grey.pdf'), [
      'John Doe',
      'street and number',
      'E john@doe.org',
      'Education',
      'Degree, Institution, City, Grade. year–year',
    ]);
  });

  it('keeps a title centred under the name with the header, not at the top of a column', () => {
    expectLinesInOrder(textOf('soupboss-devops-engineer-resume-example.pdf'), [
      'DEVOPS ENGINEER',
      'CONTACT',
      'EDUCATION',
      'WORK EXPERIENCE',
    ]);
    expect(linesOf(textOf('soupboss-devops-engineer-resume-example.pdf'))[1]).toBe('DEVOPS ENGINEER');
  });

  it('reads dates in a left margin with their entry (moderncv), and the name before the contact block', () => {
    expectLinesInOrder(textOf('moderncv-template_classic_green.pdf'), [
      'John Doe',
      'Resumé title',
      'street and number',
      'Education',
      'year–year Degree, Institution, City, Grade.',
      'Description',
      'Experience',
      'year–year Job title, Employer, City.',
    ]);
    expectLinesInOrder(textOf('resume-matcher-alfred_pennyworth_pm.pdf'), [
      'Alfred Pennyworth',
      'Product Manager',
      'Silicon Valley, CA, USA',
      'Professional Summary',
    ]);
  });

  it('reads labels and flush-right places and dates on the line of their entry', () => {
    expectLinesInOrder(textOf('awesome-cv-cv.pdf'), [
      'Claud D. Park',
      'POSTECH(Pohang University of Science and Technology) Pohang, S.Korea',
      'DevOps AWS, Docker, Kubernetes, Rancher, Vagrant, Packer, Terraform, Jenkins, CircleCI',
      'Danggeun Pay Inc. (KarrotPay) Seoul, S.Korea',
    ]);
    expect(linesOf(textOf('billryan-resume.pdf'))).toContain(
      'Shanghai Jiao Tong University (SJTU), Shanghai, China 2013 – Present',
    );
  });

  it('joins words hyphenated at a line end and keeps real compounds', () => {
    expect(textOf('resume-matcher-john_doe.pdf')).toContain('from requirement analysis to deployment');
    expect(textOf('moderncv-template_classic_green.pdf')).toContain('(more upon request)');
    expect(textOf('resume-matcher-template-modern-two-column.pdf')).toContain(
      'open-source contributions and community-driven development',
    );
    const lines = linesOf(textOf('livecareer-arts-34304175.pdf'));
    expect(lines).toEqual(expect.arrayContaining(['Safety-conscious', 'Customer-service', 'problem solver']));
  });

  it('leaves no ligature, icon, soft hyphen, control or mojibake characters in any resume', () => {
    for (const [name, text] of texts) {
      expect(text, name).not.toMatch(/[\uFB00-\uFB06\uE000-\uF8FF\uFFFD\u00AD]|â€|Ã©/);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none is left is the point.
      expect(text, name).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    }
  });

  it('starts every resume with its name and keeps the labelled sections in reading order', () => {
    let found = 0;
    let total = 0;
    for (const file of corpusPdfs) {
      const name = path.basename(file);
      const lines = linesOf(textOf(name)).map((line) =>
        line.replace(/^• /, '').replace(/:$/, '').toLowerCase(),
      );
      const contactName = labels[file]?.contact?.name;
      if (contactName) {
        const squeeze = (text: string) => text.replace(/\s+/g, '').toLowerCase();
        const head = lines.slice(0, 3).map(squeeze);
        expect(
          head.some((line) => line.includes(squeeze(contactName))),
          `${name} starts with ${contactName}`,
        ).toBe(true);
      }
      let previous = -1;
      for (const { heading } of labels[file]?.sections ?? []) {
        if (!heading) continue;
        total++;
        const index = lines.indexOf(heading.toLowerCase(), previous + 1);
        const anywhere = lines.indexOf(heading.toLowerCase());
        expect(anywhere < 0 || index >= 0, `${name}: "${heading}" after line ${previous}`).toBe(true);
        if (index >= 0) {
          found++;
          previous = index;
        }
      }
    }
    expect(found / total).toBeGreaterThan(0.95);
  });
});

describe('readPdf on documents it cannot read fully', () => {
  it('accepts a PDF without a text layer (a scan) with a warning', async () => {
    const result = await readPdf(bytesOf(path.join(fixtures, 'no-text.pdf')));
    expect(result).toEqual({ text: '', pages: 1, warnings: [pdfMessages.noText] });
    expect(pdfMessages.noText).toBe(
      'No text was found in this PDF. It may be a scanned image: upload a text-based PDF, a Word file or a text file for analysis.',
    );
  });

  it('treats page numbers alone as no text', async () => {
    const result = await readPdf(buildPdf([['1'], ['2']]));
    expect(result).toEqual({ text: '', pages: 2, warnings: [pdfMessages.noText] });
  });

  it('refuses a password-protected PDF', async () => {
    const error = await rejectionOf(readPdf(bytesOf(path.join(fixtures, 'encrypted.pdf'))));
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('reads a PDF protected by an owner password only (it opens without one)', async () => {
    const result = await readPdf(bytesOf(path.join(fixtures, 'owner-password-only.pdf')));
    expect(result.text).toBe('Jane Doe\nSoftware Engineer');
  });

  it('refuses damaged files: truncated, bytes flipped, random bytes, empty', async () => {
    const real = bytesOf(path.join(corpusDir, 'resumes/pdf/billryan-resume.pdf'));
    const flipped = real.slice();
    for (let i = 100; i < flipped.length; i += 5) flipped[i] = (flipped[i] ?? 0) ^ 0xff;
    let seed = 42;
    const random = Uint8Array.from({ length: 4096 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed & 0xff;
    });
    const damaged = [real.slice(0, real.length / 3), real.slice(0, 1024), flipped, random, new Uint8Array(0)];
    for (const bytes of damaged) {
      const error = await rejectionOf(readPdf(bytes));
      expect(error.code).toBe('UNPROCESSABLE');
      expect(error.message).toBe('This PDF is damaged and could not be read.');
    }
  });

  it(`reads the first ${PDF_MAX_PAGES} pages of a longer PDF and says so`, async () => {
    const pages = Array.from({ length: 25 }, (_, i) => [`Page ${i + 1} of the portfolio`]);
    const result = await readPdf(buildPdf(pages));
    expect(result.pages).toBe(25);
    expect(result.text).toContain(`Page ${PDF_MAX_PAGES} of the portfolio`);
    expect(result.text).not.toContain(`Page ${PDF_MAX_PAGES + 1} of`);
    expect(result.warnings).toEqual([pdfMessages.pagesCapped(PDF_MAX_PAGES, 25)]);
  });

  it('leaves the caller’s bytes untouched', async () => {
    const bytes = buildPdf([['Jane Doe']]);
    const copy = bytes.slice();
    await readPdf(bytes);
    expect(bytes).toEqual(copy);
  });
});

describe('readPdf line ends', () => {
  const lines = [
    'Led project manage-',
    'ment for three teams, cross-',
    'functional work',
    'Jan 2019 -',
    'Present',
  ];

  it('undoes hyphenation in a PDF from a typesetter that hyphenates', async () => {
    const { text } = await readPdf(buildPdf([lines], 'pdfTeX-1.40.24'));
    expect(text).toBe('Led project management for three teams, cross-functional work\nJan 2019 -\nPresent');
  });

  it('keeps typed hyphens in a PDF from a tool that does not hyphenate', async () => {
    const { text } = await readPdf(buildPdf([lines], 'Microsoft® Word for Microsoft 365'));
    expect(text).toBe('Led project manage-ment for three teams, cross-functional work\nJan 2019 -\nPresent');
  });
});
