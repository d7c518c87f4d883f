import { extractContact } from '@core/ingest/contact';
import { normalizeText } from '@core/ingest/normalize-text';
import { splitSections } from '@core/ingest/sections';
import type { DetectedSection } from '@shared/resume';
import type { ResumeDocument } from '@shared/resume-document';
import { sampleResumeNames } from '@test/builders/resume-markup';
import { sampleResumeForms } from '@test/builders/test-resume';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResumeDocument } from './build-document';
import { entryHeader, wordsMissing } from './render-parts';
import { renderTextLines } from './render-text';
import { hasPrintedHeading } from './source-lines';

/**
 * Nothing the person wrote is lost between upload and download: every word (a run of letters and digits, any
 * case) of each section of the text reaches the plain text of its document (what the analysis reads and the
 * downloads write), as many times as it is printed, in the lines written from that section. In the header two
 * things are said by the contact line instead: the labels of the details it prints ("Email:", "LinkedIn"), and
 * a detail printed twice (a contact block repeated by the page), which it prints once.
 */
const contactLabels =
  /\b(?:e-?mail|mail|phone|mobile|cell|tel|telephone|fax|linkedin|github|gitlab|portfolio|website|web|homepage|blog|address|location|name|contact|profiles?)\b/giu;

function wordsLost(sections: readonly DetectedSection[], document: ResumeDocument): string[] {
  const written = renderTextLines(document);
  const contactLine = written
    .filter((line) => line.source?.kind === 'name' || line.source?.kind === 'contact')
    .map((line) => line.text)
    .join(' ');
  return sections.flatMap((section, at) => {
    const fromSection = written
      .filter((line) => line.source && 'section' in line.source && line.source.section === at)
      .map((line) => line.text)
      .join('\n');
    const heading = hasPrintedHeading(section) ? section.title : '';
    const content = section.content.join('\n');
    if (section.type !== 'header')
      return wordsMissing(`${heading}\n${content}`, fromSection).map((word) => `${section.title}: ${word}`);
    const missing = wordsMissing(content.replace(contactLabels, ' '), `${contactLine}\n${fromSection}`);
    const onContactLine = new Set(wordsMissing(contactLine, ''));
    return missing.filter((word) => !onContactLine.has(word)).map((word) => `header: ${word}`);
  });
}

function documentOfText(raw: string) {
  const text = normalizeText(raw);
  const sections = splitSections(text);
  return {
    sections,
    document: buildResumeDocument({ text, sections, contact: extractContact(text, sections) }),
  };
}
const lostFromText = (raw: string) => {
  const { sections, document } = documentOfText(raw);
  return wordsLost(sections, document);
};
const writtenText = (raw: string) =>
  renderTextLines(documentOfText(raw).document)
    .map((line) => line.text)
    .join('\n');

describe('nothing the person wrote is lost between upload and download', () => {
  const forms: [string, Awaited<ReturnType<typeof sampleResumeForms>>[number][1]][] = [];
  beforeAll(async () => {
    for (const name of sampleResumeNames)
      for (const [form, resume] of await sampleResumeForms(name)) forms.push([`${name} (${form})`, resume]);
  });

  it('every word of the six sample resumes, as text, PDF and Word, reaches their written text', () => {
    expect(forms).toHaveLength(18);
    for (const [name, resume] of forms)
      expect(wordsLost(resume.sections, buildResumeDocument(resume)), name).toEqual([]);
  });

  const heads = 'Jane Doe\njane@doe.com | (555) 555-0100\n\n';
  const cases: Record<string, [body: string, written: string]> = {
    'a project’s description and tools': [
      'PROJECTS\nWeatherNow – mobile app (Flutter, Firebase, Dart)\n• Shipped to 2,000 users',
      'WeatherNow – mobile app (Flutter, Firebase, Dart)',
    ],
    'a third part of the header': [
      'EXPERIENCE\nSenior Accountant | Deloitte | Audit & Assurance | Jan 2019 – Present\n• Closed the books monthly',
      'Senior Accountant | Deloitte | Audit & Assurance | Jan 2019 – Present',
    ],
    '"Expected" before a date': [
      'EDUCATION\nB.S. in Computer Science | San Jose State University | Expected May 2026',
      'B.S. in Computer Science | San Jose State University | Expected May 2026',
    ],
    'a way of working in parentheses': [
      'Berufserfahrung\n### Data Engineer, Firma B (Hybrid) | 2021 – 2023\n- Baute ETL-Pipelines',
      'Firma B (Hybrid)',
    ],
    'words after the dates': [
      'EXPERIENCE\nSales Associate, Target  2016 – 2018 (seasonal)\n• Served customers',
      '(seasonal)',
    ],
    'a Chinese header and its dates': [
      '工作经历\nABC科技有限公司 后端工程师 2019年3月 – 至今\n负责订单系统的设计与开发。',
      'ABC科技有限公司 后端工程师 | 2019年3月 – 至今\n负责订单系统的设计与开发。',
    ],
    'a numbered list': [
      'EXPERIENCE\nSales Manager | Honda | 2019 – 2021\n1. Sold 120 cars a year\n2. Led a team of 5',
      '1. Sold 120 cars a year\n2. Led a team of 5',
    ],
    'numbered skills': ['SKILLS\n1. Python\n2. Excel', '1. Python\n2. Excel'],
  };

  it.each(Object.entries(cases))('keeps %s', (_, [body, written]) => {
    const raw = `${heads}${body}`;
    expect(lostFromText(raw)).toEqual([]);
    expect(writtenText(raw)).toContain(written);
  });

  it('keeps a header the fields do not say as printed, and writes one they say as "Title | Organisation | …"', () => {
    const { document } = documentOfText(
      `${heads}EXPERIENCE\nSenior Accountant | Deloitte | Audit & Assurance | Jan 2019 – Present\n\nAnalyst, Acme Corp, Austin, TX   2016 – 2018`,
    );
    const entries = document.sections.flatMap((section) =>
      section.items.flatMap((item) => (item.kind === 'entry' ? [item] : [])),
    );
    expect(entries.map(entryHeader)).toEqual([
      'Senior Accountant | Deloitte | Audit & Assurance | Jan 2019 – Present',
      'Analyst | Acme Corp | Austin, TX | 2016 – 2018',
    ]);
    // The fields are read all the same.
    expect(entries[0]).toMatchObject({ title: 'Senior Accountant', organisation: 'Deloitte' });
  });

  it('keeps every word whatever the lines, their order and their headings', () => {
    const pieces = [
      ...Object.values(cases).flatMap(([body]) => body.split('\n')),
      'Acme Corp, Austin, TX',
      'Software Engineer   2017 – 2019',
      'June 2020 –',
      'Present Led the quarterly planning for four teams',
      'Clerk, Acme 08/2013 to Current I directly support the Hospitality sector',
      'B.S. in Computer Science, State University, 2016',
      '• Built the billing service and cut costs by 20% across the payments platform for',
      'customers in three countries',
      'Languages: Python, Go',
      'Docker • Kubernetes',
      'Portfolio: jdoe.art | 555-0100',
      'Available upon request.',
    ];
    const headings = ['Experience', 'Education', 'Skills', 'Projects', 'Summary', 'References'];
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...pieces),
            fc.constantFrom(...headings),
            fc.stringMatching(/^[A-Za-z0-9 ,.|–-]{0,30}$/u),
          ),
          { maxLength: 30 },
        ),
        (lines) => {
          expect(lostFromText(`${heads}${lines.join('\n')}`)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
