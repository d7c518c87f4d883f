import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSections } from '../ingest/sections';
import { analyzeResume } from './analyze';
import { optimizeResume } from './rewrite/optimize';

const read = (file: string) => readFileSync(path.join(corpusDir, file), 'utf8');
const now = { year: 2026, month: 11 };

const softwareResume = read('resumes/txt/soupboss-sample_resume.txt');
const salesResume = read('resumes/txt/updatedresumedataset-row226-sales.txt');
const backendPosting = read('jobs/txt/resume-matcher-e2e-backend-eng.txt');
const frontDeskPosting = read('jobs/txt/throneless-blue-mountain-clniic_administrative-staff-front-desk.md');

const analyse = (resumeText: string, jobText: string, jobTitle = 'Senior Backend Engineer') =>
  analyzeResume({ resumeText, jobText, jobTitle, now });

describe('analyzeResume on corpus documents', () => {
  it('scores a backend engineer above a salesperson for a backend posting', () => {
    const engineer = analyse(softwareResume, backendPosting);
    const seller = analyse(salesResume, backendPosting);
    expect(engineer.overallScore).toBeGreaterThan(seller.overallScore);
    expect(engineer.skillsScore).toBeGreaterThan(seller.skillsScore);
  });

  it('explains every matched skill with the resume line that shows it', () => {
    const result = analyse(softwareResume, backendPosting);
    const lines = softwareResume.split('\n');
    expect(result.evidence.skills.matched.map((term) => term.term)).toEqual(
      expect.arrayContaining(['Python', 'PostgreSQL', 'Apache Kafka']),
    );
    for (const term of result.evidence.skills.matched) {
      expect(term.resumeLines.length).toBeGreaterThan(0);
      for (const line of term.resumeLines) expect(lines[line.line]?.trim()).toBe(line.text);
    }
    for (const term of result.evidence.skills.missing) expect(term.resumeLines).toEqual([]);
  });

  it('reads the years asked and the years worked', () => {
    const { experience } = analyse(softwareResume, backendPosting).evidence;
    expect(experience.yearsRequired).toBe(4);
    expect(experience.yearsFound).toBeGreaterThanOrEqual(8);
  });

  it('tells the degree asked and the degree shown, without scoring it', () => {
    const nursing = read('jobs/txt/flint-ien-registered-nurse-emergency-room-austin-tx.md');
    const { experience } = analyse(softwareResume, nursing, 'IEN - Registered Nurse Emergency Room').evidence;
    expect(experience).toMatchObject({ degreeRequired: 'bachelor', degreeFound: 'bachelor' });
    expect(experience.notes).toContain(
      "The posting asks for a bachelor's degree; the resume shows a bachelor's degree.",
    );
    expect(analyse(softwareResume, backendPosting).evidence.experience.degreeRequired).toBeNull();
  });

  it('keeps the skills gap consistent with the evidence', () => {
    const result = analyse(softwareResume, frontDeskPosting, 'Administrative Staff: Front Desk');
    expect(result.skillsAnalysis.missing.map((entry) => entry.skill)).toEqual(
      expect.arrayContaining(result.skillsAnalysis.missingSkills),
    );
    expect(result.skillsAnalysis.matching.length).toBe(result.evidence.skills.matched.length);
  });
});

describe('analyzeResume properties', () => {
  const lines = fc.array(
    fc.constantFrom(
      'Built REST APIs in Python and PostgreSQL',
      'Responsible for customer service at the front desk',
      'Managed a team of nurses',
      'SKILLS',
      'EXPERIENCE',
      'Kafka, Docker, Kubernetes',
      'Jan 2019 - Present',
      'Worked on reporting in Excel',
      '',
    ),
    { maxLength: 25 },
  );

  it('keeps every score within 0-100 and gives the same result twice', () => {
    fc.assert(
      fc.property(lines, (resumeLines) => {
        const text = resumeLines.join('\n');
        const first = analyse(text, backendPosting);
        for (const score of [
          first.overallScore,
          first.skillsScore,
          first.keywordsScore,
          first.experienceScore,
        ]) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
          expect(Number.isInteger(score)).toBe(true);
        }
        expect(analyse(text, backendPosting)).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('never lowers skillsScore when a missing required skill is added to the resume', () => {
    const base = analyse(softwareResume, backendPosting);
    const required = base.evidence.skills.missing.filter((term) => term.importance === 'required');
    expect(required.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...required), (term) => {
        const withSkill = `${softwareResume}\nUsed ${term.term} in production services.`;
        expect(analyse(withSkill, backendPosting).skillsScore).toBeGreaterThanOrEqual(base.skillsScore);
      }),
      { numRuns: required.length },
    );
  });
});

describe('optimizing after an analysis', () => {
  it('applies missing skills and rewrites, and the text parses into the same sections', () => {
    const result = analyse(softwareResume, backendPosting);
    const rewrites = result.suggestions.flatMap(({ original, replacement }) =>
      original && replacement ? [{ original, replacement }] : [],
    );
    const optimized = optimizeResume({
      originalText: softwareResume,
      skills: result.skillsAnalysis.missingSkills.slice(0, 3),
      replacements: rewrites,
      bullets: [],
    });
    for (const skill of result.skillsAnalysis.missingSkills.slice(0, 3)) expect(optimized).toContain(skill);
    for (const { replacement } of rewrites) expect(optimized).toContain(replacement);
    const typesOf = (text: string) => splitSections(text).map((section) => section.type);
    expect(typesOf(optimized)).toEqual(typesOf(softwareResume));
    const again = analyse(optimized, backendPosting);
    expect(again.skillsScore).toBeGreaterThanOrEqual(result.skillsScore);
  });
});
