import { ingestResume } from '@core/ingest/ingest-resume';
import { renderText } from '@core/resume/render-text';
import { type ResumeDocument, resumeDocumentSchema } from '@shared/resume-document';
import { fullBuilderData, sparseBuilderData } from '@test/builders/builder-data';
import { describe, expect, it } from 'vitest';
import type { BuilderExperience } from './builder-data';
import { builderToDocument, experienceDates } from './builder-document';
import { emptyBuilderData, newExperience } from './new-builder-data';

const outline = (document: ResumeDocument) =>
  document.sections.map((section) => `${section.type}:${section.heading}`);
const entries = (document: ResumeDocument) =>
  document.sections.flatMap((section) =>
    section.items.flatMap((item) =>
      item.kind === 'entry' ? [[item.title, item.organisation, item.location, item.dates?.text]] : [],
    ),
  );

async function readBack(text: string): Promise<ResumeDocument> {
  const { document } = await ingestResume({ bytes: new TextEncoder().encode(text), fileName: 'resume.txt' });
  return document;
}

describe('builderToDocument', () => {
  it('makes the person and the sections, in order, from the full data', () => {
    const document = builderToDocument(fullBuilderData());
    expect(resumeDocumentSchema.parse(document)).toEqual(document);
    expect(document.basics).toEqual({
      name: 'Priya Raman',
      label: 'Staff Data Engineer',
      email: 'priya.raman@example.com',
      phone: '(512) 555-0147',
      location: 'Austin, TX',
      profiles: [
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/priyaraman' },
        { network: 'GitHub', url: 'https://github.com/praman-data' },
        { network: 'Portfolio', url: 'https://priyaraman.dev/work' },
        { network: 'Website', url: 'https://priyaraman.dev' },
      ],
    });
    expect(outline(document)).toEqual([
      'header:',
      'summary:Professional Summary',
      'experience:Experience',
      'education:Education',
      'skills:Skills',
      'certifications:Certifications',
    ]);
    expect(document.sections[0]?.items).toEqual([]);
    for (const section of document.sections) expect(section).toMatchObject({ line: -1, isEdited: false });
    const [current, past] = document.sections[2]?.items ?? [];
    expect(current).toEqual({
      kind: 'entry',
      title: 'Senior Data Engineer',
      organisation: 'Meridian Freight',
      location: 'Austin, TX',
      dates: { text: 'Mar 2021 – Present', start: { year: 2021, month: 3 }, isCurrent: true },
      headerLines: [
        { text: 'Senior Data Engineer | Meridian Freight | Austin, TX | Mar 2021 – Present', line: -1 },
      ],
      lines: [
        expect.objectContaining({
          text: expect.stringMatching(/^Rebuilt the nightly/u),
          isBullet: true,
          line: -1,
        }),
        expect.objectContaining({ text: expect.stringMatching(/^Moved 40 TB/u), isBullet: true, line: -1 }),
      ],
    });
    expect(past).toMatchObject({ dates: { text: 'Jun 2017 – Feb 2021', isCurrent: false } });
    expect(document.sections[3]?.items[0]).toMatchObject({
      title: 'M.S. in Computer Science',
      organisation: 'University of Texas at Austin',
      dates: { text: 'May 2017', end: { year: 2017, month: 5 }, isCurrent: false },
      lines: [
        { text: 'GPA: 3.9', isBullet: false },
        { text: "Academic Honors: Graduate Fellowship, Dean's List", isBullet: false },
        { text: 'Relevant Coursework: Distributed Systems, Machine Learning', isBullet: false },
      ],
    });
    expect(document.sections[4]?.items).toEqual([
      {
        kind: 'skills',
        label: 'Technical',
        skills: ['Python', 'SQL', 'Spark', 'Airflow'],
        separator: ', ',
        line: -1,
      },
      {
        kind: 'skills',
        label: 'Soft Skills',
        skills: ['Mentoring', 'Stakeholder Communication'],
        separator: ', ',
        line: -1,
      },
      {
        kind: 'skills',
        label: 'Languages',
        skills: ['English (Native)', 'Tamil (Fluent)'],
        separator: ', ',
        line: -1,
      },
    ]);
    expect(document.sections[5]?.items.map((item) => item.kind === 'line' && item.text)).toEqual([
      'Databricks Certified Data Engineer Professional',
      'AWS Certified Data Analytics',
    ]);
  });

  it('leaves out what is blank: no label without a target role, only kept entries, no empty sections', () => {
    const document = builderToDocument(sparseBuilderData());
    expect(document.basics).toEqual({
      name: 'Sam Lee',
      email: 'sam.lee@example.com',
      phone: '555-0100',
      location: 'Denver, CO',
      profiles: [],
    });
    expect(outline(document)).toEqual(['header:', 'experience:Experience']);
    expect(entries(document)).toEqual([['Shift Supervisor', 'Blue Bottle Coffee', undefined, undefined]]);
    expect(builderToDocument(emptyBuilderData())).toEqual({ basics: { profiles: [] }, sections: [] });
  });

  it('writes a role’s dates as a resume prints them', () => {
    const dates = (fields: Partial<BuilderExperience>) =>
      experienceDates({ ...newExperience(), ...fields })?.text;
    expect(dates({ startDate: '2021-03', current: true, endDate: '' })).toBe('Mar 2021 – Present');
    expect(dates({ current: true })).toBe('Present');
    expect(dates({ startDate: '2019-01', endDate: '2020-12' })).toBe('Jan 2019 – Dec 2020');
    expect(dates({ endDate: '2020-12' })).toBe('Dec 2020');
    expect(experienceDates({ ...newExperience(), startDate: '2019-01' })).toEqual({
      text: 'Jan 2019',
      start: { year: 2019, month: 1 },
      isCurrent: false,
    });
    expect(dates({})).toBeUndefined();
  });
});

describe('the document as plain text', () => {
  it('reads naturally', () => {
    expect(renderText(builderToDocument(fullBuilderData()))).toBe(
      [
        'Priya Raman',
        'Staff Data Engineer | priya.raman@example.com | (512) 555-0147 | Austin, TX | ' +
          'https://www.linkedin.com/in/priyaraman | https://github.com/praman-data | https://priyaraman.dev/work | ' +
          'https://priyaraman.dev',
        '',
        'Professional Summary',
        'Data engineer with eight years of experience building batch and streaming pipelines for logistics and healthcare companies.',
        '',
        'Experience',
        'Senior Data Engineer | Meridian Freight | Austin, TX | Mar 2021 – Present',
        '• Rebuilt the nightly shipment pipeline on Spark Structured Streaming, bringing data freshness from 24 hours to 5 minutes',
        '• Moved 40 TB of warehouse tables to Delta Lake, cutting query costs by 35%',
        '',
        'Data Engineer | Lumen Health Partners | Dallas, TX | Jun 2017 – Feb 2021',
        '• Built HIPAA-compliant ingestion for 30 clinic systems with Airflow and dbt',
        '',
        'Education',
        'M.S. in Computer Science | University of Texas at Austin | Austin, TX | May 2017',
        'GPA: 3.9',
        "Academic Honors: Graduate Fellowship, Dean's List",
        'Relevant Coursework: Distributed Systems, Machine Learning',
        '',
        'Skills',
        'Technical: Python, SQL, Spark, Airflow',
        'Soft Skills: Mentoring, Stakeholder Communication',
        'Languages: English (Native), Tamil (Fluent)',
        '',
        'Certifications',
        'Databricks Certified Data Engineer Professional',
        'AWS Certified Data Analytics',
        '',
      ].join('\n'),
    );
  });

  it('reads back through our own ingestion to the same sections and entries', async () => {
    for (const data of [fullBuilderData(), sparseBuilderData()]) {
      const document = builderToDocument(data);
      const back = await readBack(renderText(document));
      expect(outline(back)).toEqual(outline(document));
      expect(entries(back)).toEqual(entries(document));
      expect(back.basics.name).toBe(data.contact.fullName);
      expect(back.basics.email).toBe(data.contact.email);
    }
  });
});
