import { ingestResume } from '@core/ingest/ingest-resume';
import { fullBuilderData, sparseBuilderData } from '@test/builders/builder-data';
import { describe, expect, it } from 'vitest';
import { builderText, builderTextFileName } from './builder-text';
import { emptyBuilderData } from './new-builder-data';

describe('builderText', () => {
  it('writes the full example in the spec’s layout', () => {
    expect(builderText(fullBuilderData())).toBe(
      [
        'Priya Raman',
        'priya.raman@example.com | (512) 555-0147 | Austin, TX',
        'LinkedIn: https://www.linkedin.com/in/priyaraman | GitHub: https://github.com/praman-data | ' +
          'Portfolio: https://priyaraman.dev/work | Website: https://priyaraman.dev',
        '',
        'PROFESSIONAL SUMMARY',
        'Data engineer with eight years of experience building batch and streaming pipelines for logistics and healthcare companies.',
        '',
        'EXPERIENCE',
        'Senior Data Engineer',
        'Meridian Freight | Austin, TX',
        'Mar 2021 - Present',
        '• Rebuilt the nightly shipment pipeline on Spark Structured Streaming, bringing data freshness from 24 hours to 5 minutes',
        '• Moved 40 TB of warehouse tables to Delta Lake, cutting query costs by 35%',
        '',
        'Data Engineer',
        'Lumen Health Partners | Dallas, TX',
        'Jun 2017 - Feb 2021',
        '• Built HIPAA-compliant ingestion for 30 clinic systems with Airflow and dbt',
        '',
        'EDUCATION',
        'M.S. in Computer Science',
        'University of Texas at Austin | Austin, TX',
        'May 2017',
        'GPA: 3.9',
        "Academic Honors: Graduate Fellowship, Dean's List",
        'Relevant Coursework: Distributed Systems, Machine Learning',
        '',
        'SKILLS',
        'Technical: Python, SQL, Spark, Airflow',
        'Soft Skills: Mentoring, Stakeholder Communication',
        'Languages: English (Native), Tamil (Fluent)',
        'Certifications: Databricks Certified Data Engineer Professional, AWS Certified Data Analytics',
        '',
      ].join('\n'),
    );
  });

  it('writes only what a sparse resume gives: no links line, no empty sections, no blank entries', () => {
    expect(builderText(sparseBuilderData())).toBe(
      [
        'Sam Lee',
        'sam.lee@example.com | 555-0100 | Denver, CO',
        '',
        'EXPERIENCE',
        'Shift Supervisor',
        'Blue Bottle Coffee',
        '• Trained 6 new baristas in their first month',
        '',
      ].join('\n'),
    );
    expect(builderText(emptyBuilderData())).toBe('');
  });

  it('reads back through our own ingestion with its sections and entries', async () => {
    const text = builderText(fullBuilderData());
    const { document } = await ingestResume({
      bytes: new TextEncoder().encode(text),
      fileName: 'resume.txt',
    });
    // The "Certifications:" line under SKILLS reads back as what it is, a certifications section.
    expect(document.sections.map((section) => section.type)).toEqual([
      'header',
      'summary',
      'experience',
      'education',
      'skills',
      'certifications',
    ]);
    expect(
      document.sections.flatMap((section) =>
        section.items.flatMap((item) =>
          item.kind === 'entry' ? [[item.title, item.organisation, item.dates?.text]] : [],
        ),
      ),
    ).toEqual([
      ['Senior Data Engineer', 'Meridian Freight', 'Mar 2021 - Present'],
      ['Data Engineer', 'Lumen Health Partners', 'Jun 2017 - Feb 2021'],
      ['M.S. in Computer Science', 'University of Texas at Austin', 'May 2017'],
    ]);
    expect(document.basics).toMatchObject({ name: 'Priya Raman', email: 'priya.raman@example.com' });
  });
});

describe('builderTextFileName', () => {
  it.each([
    ['Jane Q Doe', 'Jane_Q_Doe_resume.txt'],
    ['  Priya   Raman ', 'Priya_Raman_resume.txt'],
    ['José Ñúñez', 'José_Ñúñez_resume.txt'],
    ['Ana/Maria: "Bo" <Li>?*|\\', 'Ana_Maria_Bo_Li_resume.txt'],
    ['', 'resume.txt'],
    ['  ', 'resume.txt'],
    ['<>', 'resume.txt'],
  ])('%j -> %s', (name, fileName) => expect(builderTextFileName(name)).toBe(fileName));
});
