import { resumeAsText } from '@test/builders/resume-files';
import {
  type SamplePostingName,
  type SampleResumeName,
  samplePosting,
  sampleResume,
} from '@test/builders/resume-markup';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSections } from '../ingest/sections';
import { applyOptimizations } from '../resume/apply-optimizations';
import { resumeDocumentOfText } from '../resume/build-document';
import { renderText } from '../resume/render-text';
import { analyzeResume } from './analyze';
import { profilePosting } from './posting-profile';
import { profileResume } from './resume-profile';

const now = { year: 2026, month: 11 };

/** Each sample resume and the posting written for it. */
const pairs: [SampleResumeName, SamplePostingName][] = [
  ['software-engineer', 'backend-engineer'],
  ['registered-nurse', 'icu-nurse'],
  ['staff-accountant', 'staff-accountant'],
  ['data-analyst', 'data-analyst'],
  ['teacher', 'math-teacher'],
  ['student-intern', 'software-intern'],
];

const resumeText = (name: SampleResumeName) => resumeAsText(sampleResume(name));
/** A sample posting analysed as a visitor pastes it: its first line is the job title. */
const analyse = (resume: string, posting: SamplePostingName | string) => {
  const jobText = posting.includes('\n') ? posting : samplePosting(posting as SamplePostingName);
  return analyzeResume({ resumeText: resume, jobText, jobTitle: jobText.split('\n')[0] ?? '', now });
};

describe('analyzeResume on the sample documents', () => {
  it('scores each resume higher against its own posting than against any other', () => {
    for (const [resume, own] of pairs) {
      const ownScore = analyse(resumeText(resume), own).overallScore;
      for (const [, other] of pairs) {
        if (other === own) continue;
        expect(ownScore, `${resume}: ${own} vs ${other}`).toBeGreaterThan(
          analyse(resumeText(resume), other).overallScore,
        );
      }
    }
  });

  it('scores each posting higher with its own resume than with any other', () => {
    for (const [own, posting] of pairs) {
      const ownScore = analyse(resumeText(own), posting).overallScore;
      for (const [other] of pairs) {
        if (other === own) continue;
        expect(ownScore, `${posting}: ${own} vs ${other}`).toBeGreaterThan(
          analyse(resumeText(other), posting).overallScore,
        );
      }
    }
  });

  it('explains every matched skill and keyword with real resume lines, and missing ones with none', () => {
    for (const [resume, posting] of pairs) {
      const text = resumeText(resume);
      const lines = text.split('\n');
      const postingLines = samplePosting(posting).split('\n');
      const { evidence } = analyse(text, posting);
      for (const kind of [evidence.skills, evidence.keywords]) {
        for (const term of kind.matched) {
          expect(term.resumeLines.length, `${resume}: ${term.term}`).toBeGreaterThan(0);
          for (const line of term.resumeLines) expect(lines[line.line]?.trim()).toBe(line.text);
        }
        for (const term of kind.missing) expect(term.resumeLines).toEqual([]);
        // Line -1 is the job title the visitor gave, which names skills too.
        for (const term of [...kind.matched, ...kind.missing])
          for (const line of term.postingLines)
            expect(line.line === -1 ? postingLines[0] : postingLines[line.line]?.trim()).toBe(line.text);
      }
    }
  });

  it('matches the skills a resume shows and a posting asks', () => {
    const { evidence } = analyse(resumeText('software-engineer'), 'backend-engineer');
    expect(evidence.skills.matched.map((term) => term.term)).toEqual(
      expect.arrayContaining(['Python', 'Go', 'PostgreSQL', 'Docker', 'Kubernetes', 'AWS']),
    );
    // The posting asks for Kafka and Terraform; the resume has neither.
    expect(evidence.skills.missing.map((term) => term.term)).toEqual(
      expect.arrayContaining(['Apache Kafka', 'Terraform']),
    );
  });

  it('suggests changes to lines the resume has', () => {
    for (const [resume, posting] of pairs) {
      const text = resumeText(resume);
      const lines = new Set(text.split('\n').map((line) => line.trim()));
      for (const suggestion of analyse(text, posting).suggestions)
        if (suggestion.original) expect(lines, suggestion.title).toContain(suggestion.original.trim());
    }
  });

  it('reads the years asked and the years worked', () => {
    // "5+ years"; Jul 2018 to November 2026 with no gap.
    const { experience } = analyse(resumeText('software-engineer'), 'backend-engineer').evidence;
    expect(experience.yearsRequired).toBe(5);
    expect(experience.yearsFound).toBe(8.4);
    // "0–1 years of professional experience" asks for none.
    expect(
      analyse(resumeText('student-intern'), 'software-intern').evidence.experience.yearsRequired,
    ).toBeNull();
  });

  it('tells the degree asked and the degree shown, without scoring it', () => {
    const { experience } = analyse(resumeText('teacher'), 'math-teacher').evidence;
    expect(experience).toMatchObject({ degreeRequired: 'bachelor', degreeFound: 'master' });
    expect(experience.notes).toContain(
      "The posting asks for a bachelor's degree; the resume shows a master's degree.",
    );
    const noDegree = 'Line Cook\nRequirements\n- 2+ years on a busy line\n- Food hygiene certificate';
    expect(analyse(resumeText('teacher'), noDegree).evidence.experience.degreeRequired).toBeNull();
  });

  it('keeps the skills gap consistent with the evidence', () => {
    for (const [resume, posting] of pairs) {
      const result = analyse(resumeText(resume), posting);
      expect(result.skillsAnalysis.missing.map((entry) => entry.skill)).toEqual(
        expect.arrayContaining(result.skillsAnalysis.missingSkills),
      );
      expect(result.skillsAnalysis.matching.length).toBe(result.evidence.skills.matched.length);
    }
  });

  it('gives the same result twice', () => {
    for (const [resume, posting] of pairs)
      expect(analyse(resumeText(resume), posting)).toEqual(analyse(resumeText(resume), posting));
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
        const first = analyse(text, 'backend-engineer');
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
        expect(analyse(text, 'backend-engineer')).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('never lowers skillsScore when a missing required skill is added to the resume', () => {
    const resume = resumeText('software-engineer');
    const base = analyse(resume, 'backend-engineer');
    const required = base.evidence.skills.missing.filter((term) => term.importance === 'required');
    expect(required.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...required), (term) => {
        const withSkill = `${resume}\nUsed ${term.term} in production services.`;
        expect(analyse(withSkill, 'backend-engineer').skillsScore).toBeGreaterThanOrEqual(base.skillsScore);
      }),
      { numRuns: required.length },
    );
  });
});

describe('optimizing after an analysis', () => {
  it('applies missing skills and rewrites, and the text parses into the same sections', () => {
    for (const [resume, posting] of pairs) {
      const original = resumeText(resume);
      const result = analyse(original, posting);
      const rewrites = result.suggestions.flatMap(({ original: line, replacement }) =>
        line && replacement ? [{ original: line, replacement }] : [],
      );
      const skills = result.skillsAnalysis.missingSkills.slice(0, 3);
      const optimized = renderText(
        applyOptimizations(resumeDocumentOfText(original), { skills, replacements: rewrites, bullets: [] })
          .document,
      );
      for (const skill of skills) expect(optimized, resume).toContain(skill);
      for (const { replacement } of rewrites) expect(optimized, resume).toContain(replacement);
      const typesOf = (text: string) => splitSections(text).map((section) => section.type);
      expect(typesOf(optimized), resume).toEqual(typesOf(original));
      expect(analyse(optimized, posting).skillsScore, resume).toBeGreaterThanOrEqual(result.skillsScore);
    }
  });
});

describe('analyzeResume with the posting and the resume profiled once', () => {
  /** Freezes every object reachable from `value`: a write to it then throws (modules run in strict mode). */
  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object' && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const inner of Object.values(value)) deepFreeze(inner);
    }
    return value;
  };

  it('answers the same with the profiles given as without, and never writes to them', () => {
    for (const [resume, own] of pairs) {
      const jobText = samplePosting(own);
      const jobTitle = jobText.split('\n')[0] ?? '';
      const text = resumeText(resume);
      const postingProfile = deepFreeze(profilePosting(jobText, jobTitle));
      const resumeProfile = deepFreeze(profileResume({ text, sections: splitSections(text) }, now));
      const input = { resumeText: text, jobText, jobTitle, now };
      expect(analyzeResume({ ...input, postingProfile, resumeProfile })).toEqual(analyzeResume(input));
    }
  });
});

describe('analyzeResume says only what the resume bears out', () => {
  it('calls no skill missing that a resume line states in another form, and quotes that line', () => {
    const result = analyzeResume({
      resumeText:
        'Jo Doe\njo@x.com\n\nExperience\nEngineer | Acme | 2020 – 2024\n• Designed RESTful API in Python\n• Led communications with clients',
      jobTitle: 'Backend Engineer',
      jobText: 'Requirements:\n- Experience building APIs\n- Excellent communication skills\n- Python',
      now,
    });
    const missing = result.evidence.skills.missing.map(({ term }) => term);
    expect(missing).not.toContain('APIs');
    expect(missing).not.toContain('Communication');
    const apis = result.evidence.skills.matched.find(({ term }) => term === 'APIs');
    expect(apis?.resumeLines.map(({ text }) => text)).toEqual(['• Designed RESTful API in Python']);
    expect(result.suggestions.map(({ description }) => description).join(' ')).not.toMatch(/APIs, and your/);
  });

  it('marks a skill the resume states only where the finder does not read it as found but not counted', () => {
    const result = analyzeResume({
      resumeText:
        'Jo Doe\njo@x.com\n\nExperience\nEngineer | Acme | 2020 – 2024\n• Built billing services in Python\n\nVolunteering\nMentor, Family Leadership Institute',
      jobTitle: 'Backend Engineer',
      jobText: 'Requirements:\n- Python\n- Leadership',
      now,
    });
    const matched = new Map(result.evidence.skills.matched.map((term) => [term.term, term]));
    expect(matched.get('Leadership')?.credited).toBe(false);
    expect(matched.get('Python')).not.toHaveProperty('credited');
  });

  it("offers the posting's role as one to seek only when the match puts it within reach", () => {
    const offered = (resume: SampleResumeName, posting: SamplePostingName) =>
      analyse(resumeText(resume), posting)
        .suggestions.map(({ suggestion }) => suggestion)
        .some((text) => /Seeking an? /u.test(text));
    expect(offered('staff-accountant', 'backend-engineer')).toBe(false);
    expect(analyse(resumeText('staff-accountant'), 'backend-engineer').skillsScore).toBeLessThan(40);
  });
});
