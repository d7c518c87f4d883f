import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPdf } from '@core/ingest/read-pdf';
import { extractJobPosting } from '@core/jobs/extract-job-posting';
import { corpusDir } from '@core/testing/corpus-dir';
import { beforeAll, describe, expect, it } from 'vitest';
import { yearsRequired } from './years-required';

const years = (text: string) => yearsRequired(text)?.years;

describe('yearsRequired: how postings write it', () => {
  it.each([
    ['5+ years of experience in data analytics', 5],
    ['5 or more years of experience', 5],
    ['At least three years of experience in payroll', 3],
    ['Minimum of 2 years experience in a similar role', 2],
    ['3-5 years of nursing experience', 3],
    ['3 to 5 years experience', 3],
    ['Two (2) years of related work experience', 2],
    ['You must have 1 year of specialized experience equivalent to the GS-12', 1],
    ['To qualify, you must have one (1) year of specialized experience at the next', 1],
    ['A minimum of three years post qualification experience in employment law', 3],
    ['4+ years of professional Python experience', 4],
    ['5+ years in web analytics', 5],
    ['Experience: 3+ years', 3],
    ['18 months of experience in retail', 1.5],
    ['Mindestens 3 Jahre Berufserfahrung in der Softwareentwicklung', 3],
    ['3+ Jahre Erfahrung mit Python', 3],
    ['3 años de experiencia en ventas', 3],
    ['Experiencia mínima de 2 años', 2],
  ])('%s -> %s', (text, expected) => {
    expect(years(text)).toBe(expected);
  });

  it.each([
    'Apply within 2 years of graduation',
    'This is a 3-year contract',
    'We have been over 20 years in business',
    'A 4-year Bachelor of Nursing Science or equivalent',
    'Minimum of 18 years of age.',
    'Serve a one year trial period, if required',
    '27 days of leave, increasing to 33 days after 10 years’ service',
    'Not to exceed 24 months (2 years); may be extended for an additional 2 years',
    'In operation for 35 years, we are the premiere spot for early learning',
    'Applicants with zero years teaching experience should submit references',
    'Occasional travel may be required up to 10%-20% per year',
  ])('finds no requirement in "%s"', (text) => {
    expect(yearsRequired(text)).toBeUndefined();
  });

  it('takes the smallest of alternatives on one line', () => {
    expect(years("Master's degree with 2-3 years experience or PhD 1+ years of experience")).toBe(1);
  });

  it('takes the largest of separate requirements', () => {
    expect(years('Requirements\n5+ years in web analytics.\n3+ years in Big data analytics.')).toBe(5);
  });

  it('prefers the requirements block, and says where', () => {
    const text = [
      'Analyst',
      'Nice to have',
      '- 8+ years of experience',
      'Requirements',
      '- 2+ years of experience',
    ];
    expect(yearsRequired(text.join('\n'))).toEqual({ years: 2, line: 4, text: '- 2+ years of experience' });
  });

  it('ignores company and benefits text', () => {
    expect(
      yearsRequired('Engineer\n\nAbout us\nOur team has 10+ years of experience in payments.'),
    ).toBeUndefined();
  });

  it('reads a number and its experience across a broken line', () => {
    expect(years('Requirements\n- 10 years of\nexperience in sales')).toBe(10);
  });
});

interface JobLabel {
  years_required: number | null;
}

describe('yearsRequired: labelled corpus postings', () => {
  const labels = JSON.parse(readFileSync(path.join(corpusDir, 'labels.json'), 'utf8')).jobs as Record<
    string,
    JobLabel
  >;
  /** Years written only in a JSON-LD field ("monthsOfExperience"), not in the description the analysis reads. */
  const unreachable = new Set(['jobs/html/schemaorg-eg-0465-jobposting-jsonld.html']);
  const texts = new Map<string, string>();

  beforeAll(async () => {
    for (const file of Object.keys(labels)) {
      const full = path.join(corpusDir, file);
      if (file.startsWith('jobs/txt/')) texts.set(file, readFileSync(full, 'utf8'));
      else if (file.startsWith('jobs/pdf/'))
        texts.set(file, (await readPdf(new Uint8Array(readFileSync(full)))).text);
      else {
        const contentType = file.endsWith('.json') ? 'application/json' : 'text/html';
        const body = readFileSync(full, 'utf8');
        texts.set(
          file,
          extractJobPosting({ url: 'https://example.com/job', contentType, body }).description ?? '',
        );
      }
    }
  });

  it('agrees with the labels on every posting whose text states the years', () => {
    const disagreements: string[] = [];
    let agreed = 0;
    for (const [file, label] of Object.entries(labels)) {
      const found = yearsRequired(texts.get(file) ?? '')?.years ?? null;
      if (found === label.years_required) agreed++;
      else if (!unreachable.has(file))
        disagreements.push(`${file}: found ${found}, labelled ${label.years_required}`);
    }
    expect(disagreements).toEqual([]);
    expect(agreed).toBeGreaterThanOrEqual(Object.keys(labels).length - unreachable.size);
  });
});
