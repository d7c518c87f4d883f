import { ingestResume } from '@core/ingest/ingest-resume';
import { splitSections } from '@core/ingest/sections';
import type { DetectedSection } from '@shared/resume';
import { type PdfText, pdfFromPages, stackedLines } from '@test/builders/pdf-pages';
import { resumeAsText } from '@test/builders/resume-files';
import { sampleResume } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { experienceYears } from './experience-years';

const now = { year: 2026, month: 2 };

const section = (type: DetectedSection['type'], startLine: number, endLine: number): DetectedSection => ({
  type,
  title: type,
  content: [],
  originalOrder: 0,
  startLine,
  endLine,
});

describe('experienceYears', () => {
  const lines = [
    'Jane Doe',
    'Experience',
    'Nurse, City Hospital, Jan 2020 – Dec 2021',
    'Nurse, Night shifts, Jan 2021 – Dec 2022',
    'Education',
    'BSc Nursing, 2015 – 2019',
  ];
  const sections = [section('header', 0, 0), section('experience', 1, 3), section('education', 4, 5)];

  it('adds up the experience section, counting overlapping roles once, to one decimal', () => {
    const result = experienceYears(sections, lines, now);
    expect(result.years).toBe(3);
    expect(result.ranges.map((range) => range.line)).toEqual([2, 3]);
  });

  it('without an experience section, counts the whole text except education', () => {
    const result = experienceYears([section('header', 0, 0), section('education', 4, 5)], lines, now);
    expect(result.years).toBe(3);
  });

  it('without any date, finds nothing', () => {
    expect(experienceYears(sections, ['Jane Doe', 'Experience', 'Nurse'], now)).toEqual({
      years: 0,
      ranges: [],
    });
  });

  it('counts "Present" up to now and a single month as one', () => {
    const result = experienceYears([], ['Cook, Jan 2025 – Present', 'Intern, Mar 2019 – Mar 2019'], now);
    expect(result.years).toBe(1.3);
  });
});

describe('experienceYears: resume texts', () => {
  const yearsOf = (...lines: string[]) => experienceYears(splitSections(lines.join('\n')), lines, now).years;

  it('reads each sample resume: roles merged, "Present" up to now, study years left out', () => {
    // Jul 2018 – May 2019, 06/2019 - 02/2022, Mar 2022 – Present: 92 months; "2014–2018" is in Education.
    const engineer = resumeAsText(sampleResume('software-engineer')).split('\n');
    const result = experienceYears(splitSections(engineer.join('\n')), engineer, now);
    expect(result.years).toBe(7.7);
    expect(result.ranges.map((range) => engineer[range.line])).toEqual([
      expect.stringContaining('Mar 2022 – Present'),
      expect.stringContaining('06/2019 - 02/2022'),
      expect.stringContaining('Jul 2018 – May 2019'),
    ]);
    // Jan 2015 – May 2015, then 08/2015 to now; the volunteer years 2016–2020 fall inside and count once.
    const teacher = resumeAsText(sampleResume('teacher'));
    expect(experienceYears(splitSections(teacher), teacher.split('\n'), now).years).toBe(11);
  });

  it('counts a gap between roles as no experience', () => {
    // July 2010 – June 2011 and January 2013 – October 2014: 12 + 22 months.
    expect(
      yearsOf(
        'Jane Doe',
        '',
        'Experience',
        'Accountant, Acme, July 2010 – June 2011',
        'Accountant, Beta, January 2013 – October 2014',
        '',
        'Education',
        'BSc Accounting, 2006 – 2010',
      ),
    ).toBe(2.8);
  });

  it('reads "Current" as now and month/year dates', () => {
    // August 2018 to February 2026, and 06/2017 - 08/2017.
    expect(
      yearsOf(
        'Jane Doe',
        '',
        'Experience',
        'Desktop Support Technician, Acme  August 2018 – Current',
        'IT Intern, Beta  06/2017 - 08/2017',
      ),
    ).toBe(7.8);
  });

  it('reads years opening German entry lines, and leaves the study years out', () => {
    expect(
      yearsOf(
        'Max Mustermann',
        '',
        'Berufserfahrung',
        '### 2022–2025 — Senior Backend Engineer, Beispiel GmbH',
        '- Microservices in Go',
        '### 2019–2022 — Backend Engineer, Muster AG',
        '',
        'Ausbildung',
        '2013–2019 — B.Sc. und M.Sc. Informatik, TU Beispielstadt',
      ),
    ).toBe(7);
  });

  it('finds no experience in a resume showing only its education', () => {
    expect(
      yearsOf(
        'Jane Doe',
        '',
        'Education',
        'LLB, Law School, 2015 – 2018',
        'Diploma, 2012 – 2014',
        '',
        'Skills',
        'Legal writing',
      ),
    ).toBe(0);
  });
});

describe('experienceYears: PDF layouts', () => {
  const yearsOfPdf = async (items: PdfText[]) => {
    const resume = await ingestResume({ bytes: pdfFromPages([items]), fileName: 'resume.pdf' });
    const lines = resume.text.split('\n');
    const result = experienceYears(resume.sections, lines, now);
    return { ...result, lines: result.ranges.map((range) => lines[range.line]) };
  };
  const heading = (text: string, y: number): PdfText => ({
    text,
    x: 33,
    y,
    size: 11,
    font: 'Helvetica-Bold',
  });
  const column = (texts: string[], x: number, top: number) =>
    stackedLines(texts, { x, top, pitch: 12, size: 11 });

  it('reads a date stacked on three lines ("December 2015" / "to" / "August 2016") as one range', async () => {
    const result = await yearsOfPdf([
      { text: 'SOUS CHEF/LINE COOK', x: 33, y: 38, size: 11 },
      heading('Experience', 80),
      ...column(
        ['December 2015', 'to', 'August 2016', 'Company Name City, State Sous Chef/Line Cook'],
        33,
        92,
      ),
      ...column(['Set up and performed prep work for soups, sauces and salads.'], 57, 150),
      ...column(['May 2015', 'to', 'December 2015', 'Company Name City, State Food Expediter'], 33, 190),
      ...column(['Controlled the flow of finished dishes to guests tables.'], 57, 248),
      heading('Education', 290),
      ...column(['2010', 'to', '2013', 'Culinary Arts Diploma, City College'], 33, 302),
    ]);
    expect(result.lines).toEqual(['December 2015', 'May 2015']);
    // May 2015 – August 2016, December counted once; the diploma years left out.
    expect(result.years).toBe(1.3);
  });

  // Engine gap: beside the role's lines, each date line is merged with a line of the role ("to Set up and
  // performed..."), and a range split over three merged lines is not read: the resume shows no experience.
  it.fails('reads a date stacked on three lines in a left margin beside the role', async () => {
    const result = await yearsOfPdf([
      { text: 'Jordan Reyes', x: 50, y: 60, size: 20, font: 'Helvetica-Bold' },
      { text: 'jordan.reyes@example.com', x: 50, y: 80 },
      { text: 'Experience', x: 50, y: 120, size: 13, font: 'Helvetica-Bold' },
      ...stackedLines(['December 2015', 'to', 'August 2016'], { x: 50, top: 145 }),
      ...stackedLines(
        [
          'Sous Chef, Company Name, City, State',
          'Set up and performed prep work for soups, sauces and salads.',
          'Executed menu items with quality and consistency.',
        ],
        { x: 160, top: 145 },
      ),
    ]);
    expect(result.years).toBe(0.8);
  });

  it('reads a range whose end date opens the next line, in a date margin', async () => {
    const result = await yearsOfPdf([
      { text: 'Bruce Wayne', x: 50, y: 60, size: 20, font: 'Helvetica-Bold' },
      { text: 'bwayne@example.com', x: 50, y: 80 },
      { text: 'Experience', x: 50, y: 120, size: 13, font: 'Helvetica-Bold' },
      ...stackedLines(['June 2020 –', 'Present'], { x: 50, top: 145 }),
      ...stackedLines(
        [
          'MERN Stack Developer, OpenAI, San Francisco, USA',
          'Working on the ChatGPT project, using Node.js, Express.js and React.',
          'Implementing RESTful services between frontend and backend.',
        ],
        { x: 130, top: 145 },
      ),
      ...stackedLines(['June 2012 –', 'June 2015'], { x: 50, top: 195 }),
      ...stackedLines(
        [
          'Software Developer, Facebook, Menlo Park, USA',
          'Developed features for the web application using React.',
        ],
        { x: 130, top: 195 },
      ),
      { text: 'Education', x: 50, y: 240, size: 13, font: 'Helvetica-Bold' },
      { text: '2009 – 2012', x: 50, y: 265 },
      { text: 'PhD in Computer Science, CalTech, Pasadena, USA', x: 130, y: 265 },
    ]);
    // June 2020 to February 2026 (69 months) and June 2012 – June 2015 (37 months).
    expect(result.ranges).toHaveLength(2);
    expect(result.years).toBe(8.8);
  });

  it('reads right-aligned dates without a dash ("Jun. 2017 May 2018")', async () => {
    const bullet = (text: string, y: number): PdfText => ({ text: `• ${text}`, x: 40, y, size: 9 });
    const result = await yearsOfPdf([
      { text: 'Claud Park', x: 40, y: 60, size: 20, font: 'Helvetica-Bold' },
      { text: 'claud@example.com', x: 40, y: 80 },
      { text: 'Education', x: 40, y: 120, size: 16 },
      { text: 'B.S. in Computer Science and Engineering', x: 40, y: 140, size: 8 },
      { text: 'Mar. 2010 Aug. 2017', x: 490, y: 140, size: 8 },
      bullet(
        'Got a scholarship given to promising students of the department for four years of study, then a research internship.',
        153,
      ),
      { text: 'Experience', x: 40, y: 180, size: 16 },
      { text: 'Kasa', x: 40, y: 200, size: 10 },
      { text: 'Seoul, S.Korea', x: 505, y: 200, size: 9 },
      { text: 'Founding Member & Director of Infrastructure Division', x: 40, y: 214, size: 8 },
      { text: 'Jun. 2018 Jan. 2021', x: 490, y: 214, size: 8 },
      bullet(
        'Migrated the orchestration system from DC/OS to Kubernetes on AWS EKS; managed three clusters and 300+ pods declaratively.',
        227,
      ),
      { text: 'Omnious', x: 40, y: 250, size: 10 },
      { text: 'Seoul, S.Korea', x: 505, y: 250, size: 9 },
      { text: 'Software Engineer', x: 40, y: 264, size: 8 },
      { text: 'Jun. 2017 May 2018', x: 490, y: 264, size: 8 },
      bullet(
        'Built the image processing pipeline for fashion photos and served the models behind an API for retail partners in Korea.',
        277,
      ),
    ]);
    // June 2017 – January 2021 (44 months); the study years 2010-2017 are in Education.
    expect(result.ranges).toHaveLength(2);
    expect(result.years).toBe(3.7);
  });
});
