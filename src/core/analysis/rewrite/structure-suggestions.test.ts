import type { SampleResumeName } from '@test/builders/resume-markup';
import { resumeFromMarkup, sampleResumeText, type TestResume } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { structureSuggestions } from './structure-suggestions';
import { buildContext } from './suggest-input';

function suggestionsFor(resume: TestResume) {
  return structureSuggestions(
    buildContext({
      resume,
      contact: resume.contact,
      jobTitle: 'Position',
      missingSkills: [],
      missingKeywords: [],
      postingKeywords: [],
    }),
  );
}

describe('structureSuggestions', () => {
  it('asks an experienced candidate to put experience before education', () => {
    // Education first, then three dated roles with their bullets.
    const coordinator = resumeFromMarkup(`# John Smith
Chicago, IL | (555) 555-0100 | jsmith@example.com

## Education
Bachelor's in supply chain management, Northwest Chicago University

## Experience
### Alpine Technologies, Director of Operations
Jul. 2019 – Current
- Manage four office locations and nine administrative staff across the Midwest
- Manage $1.1 million annual facilities and office management budget
### River Corporation, Senior Office Manager
Aug. 2015 – Jul. 2019
- Managed office operations for a work site with over 250 employees
- Implemented electronic badge access for enhanced building security
### Healthworx, Office Manager
Jan. 2013 – Aug. 2015
- Managed daily schedule for physicians and nurses

## Skills
Microsoft Word, Excel, Outlook`);
    const [suggestion] = suggestionsFor(coordinator);
    expect(suggestion).toMatchObject({
      type: 'structure',
      title: 'Put your experience before your education',
    });
    expect(suggestion?.description).toContain('3 roles');
  });

  it('leaves education first for a student or a recent graduate', () => {
    const roles = `## Experience
### Acme, Software Engineering Intern
Jun. 2024 – Aug. 2024
- Built an internal dashboard used by 40 engineers
- Wrote integration tests for the billing service
### Beta Labs, Research Assistant
Jan. 2023 – May 2024
- Cleaned survey data for two published studies
- Ran weekly lab meetings for six undergraduates`;
    for (const degree of [
      'B.S. Computer Science, State University, Expected May 2026',
      'B.S. Computer Science, State University, 2024',
    ])
      expect(
        suggestionsFor(
          resumeFromMarkup(
            `# Sam Lee\nsam@example.com\n\n## Education\n${degree}\n\n${roles}\n\n## Skills\nPython`,
          ),
        ),
      ).toEqual([]);
  });

  it.each<SampleResumeName>([
    'software-engineer',
    'registered-nurse',
    'staff-accountant',
    'data-analyst',
    'teacher',
  ])('says nothing for a resume in the usual order (%s)', (name) => {
    expect(suggestionsFor(sampleResumeText(name))).toEqual([]);
  });

  it('asks for a skills section and an experience section when they are missing', () => {
    const resume = sampleResumeText('software-engineer');
    const bare = {
      ...resume,
      sections: resume.sections.filter((s) => !['skills', 'experience', 'projects'].includes(s.type)),
    };
    expect(suggestionsFor(bare).map((suggestion) => suggestion.title)).toEqual([
      'Add a Skills section',
      'Add a work experience section',
    ]);
  });

  it('takes a projects section for experience', () => {
    const resume = sampleResumeText('software-engineer');
    const projectsOnly = { ...resume, sections: resume.sections.filter((s) => s.type !== 'experience') };
    expect(suggestionsFor(projectsOnly)).toEqual([]);
  });
});
