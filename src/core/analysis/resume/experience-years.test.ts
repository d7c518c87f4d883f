import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type IngestedResume, ingestResume } from '@core/ingest/ingest-resume';
import { splitSections } from '@core/ingest/sections';
import { corpusDir } from '@core/testing/corpus-dir';
import type { DetectedSection } from '@shared/resume';
import { beforeAll, describe, expect, it } from 'vitest';
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

describe('experienceYears: real resumes', () => {
  const text = (file: string) => readFileSync(path.join(corpusDir, 'resumes', file), 'utf8');
  const yearsOfText = (file: string) => {
    const content = text(file);
    return experienceYears(splitSections(content), content.split('\n'), now).years;
  };

  it('reads text resumes', () => {
    // 2016 - 2018, 2018 - 2020, 2020 - Present.
    expect(yearsOfText('txt/soupboss-sample_resume.txt')).toBe(10.2);
    expect(yearsOfText('txt/hr-helper-sample_resume.txt')).toBe(8.2);
    // "### 2022–2025 — Senior Backend Engineer" and "### 2019–2022 — Backend Engineer"; study years left out.
    expect(yearsOfText('txt/resume-matcher-german_resume_long.md')).toBe(7);
    // Education only.
    expect(yearsOfText('txt/updatedresumedataset-row092-advocate.txt')).toBe(0);
  });

  const pdfs = [
    'soupboss-01-desktop_support.pdf',
    'soupboss-devops-sample2.pdf',
    'resume-matcher-alfred_pennyworth_pm.pdf',
    'resume-matcher-bruce_wayne_fullstack.pdf',
    'livecareer-arts-39064638.pdf',
    'livecareer-accountant-10674770.pdf',
    'awesome-cv-cv.pdf',
  ];
  const ingested = new Map<string, IngestedResume>();

  beforeAll(async () => {
    for (const file of pdfs) {
      const bytes = new Uint8Array(readFileSync(path.join(corpusDir, 'resumes/pdf', file)));
      ingested.set(file, await ingestResume({ bytes, fileName: file }));
    }
  });

  const yearsOfPdf = (file: string) => {
    const resume = ingested.get(file);
    if (!resume) throw new Error(`${file} was not read`);
    return experienceYears(resume.sections, resume.text.split('\n'), now);
  };

  it('reads PDF resumes', () => {
    // August 2018 – Current.
    expect(yearsOfPdf('soupboss-01-desktop_support.pdf').years).toBe(7.6);
    // 02/2015 - Present over four roles; the 2015-2017 master's degree is in the education section.
    expect(yearsOfPdf('soupboss-devops-sample2.pdf').years).toBe(11.1);
    // 1999 – Present over five roles; degrees left out.
    expect(yearsOfPdf('resume-matcher-alfred_pennyworth_pm.pdf').years).toBe(27.2);
    // "June 2012 – ..." with the end date opening the next line.
    expect(yearsOfPdf('resume-matcher-bruce_wayne_fullstack.pdf').years).toBe(13.8);
    // Dates stacked on three lines: "December 2015" / "to" / "August 2016".
    expect(yearsOfPdf('livecareer-arts-39064638.pdf').ranges).toHaveLength(8);
    // July 2010 – October 2014 with a gap in 2011-2012.
    expect(yearsOfPdf('livecareer-accountant-10674770.pdf').years).toBe(3.8);
    // Awesome-CV: dates without a dash ("Jun. 2017 May 2018"), from 2011 to now.
    expect(yearsOfPdf('awesome-cv-cv.pdf').years).toBeGreaterThan(12);
  });
});
