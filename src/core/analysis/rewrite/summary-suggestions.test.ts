import { resumeFromMarkup, sampleResumeText, type TestResume } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { buildContext } from './suggest-input';
import { namesTitle, summarySuggestions } from './summary-suggestions';

function suggestionsFor(resume: TestResume, jobTitle: string, roleWithinReach?: boolean) {
  return summarySuggestions(
    buildContext({
      resume,
      contact: resume.contact,
      jobTitle,
      missingSkills: [],
      missingKeywords: [],
      postingKeywords: [],
      ...(roleWithinReach === undefined ? {} : { roleWithinReach }),
    }),
  );
}

const engineer = `# John Doe
john.doe@example.com | (555) 555-0100

## Summary
Experienced software engineer with 5+ years of experience building scalable web applications
and distributed systems. Proficient in Python, TypeScript, and cloud infrastructure.

## Experience
### Senior Software Engineer | TechCorp Inc. | 2021 - Present
- Designed and implemented microservices architecture serving 10M+ requests/day

## Skills
Languages: Python, TypeScript, JavaScript, SQL, Go
Infrastructure: AWS, Docker, Kubernetes`;

const accountant = `# Dana Whitlock
dana.whitlock@example.com

## Summary
Determined accountant with three years of experience in month-end close and reconciliations.

## Experience
### Staff Accountant | Northfield Co. | 2021 - Present
- Prepared journal entries and reconciled 40+ accounts monthly`;

describe('summarySuggestions', () => {
  const withSummary = resumeFromMarkup(engineer);

  it('says nothing when the summary names the role, rank aside', () => {
    expect(suggestionsFor(withSummary, 'Senior Software Engineer')).toEqual([]);
    expect(suggestionsFor(withSummary, 'Position')).toEqual([]);
  });

  it('ends a whole summary line with the role sought, never as a title held in front of it', () => {
    const resume = resumeFromMarkup(accountant);
    const [suggestion] = suggestionsFor(resume, 'Staff Nurse');
    expect(suggestion).toMatchObject({
      type: 'summary',
      priority: 'medium',
      original:
        'Determined accountant with three years of experience in month-end close and reconciliations.',
      replacement:
        'Determined accountant with three years of experience in month-end close and reconciliations. Seeking a Staff Nurse role.',
    });
    expect(suggestion?.replacement).not.toMatch(/^Staff Nurse/);
  });

  it('gives advice, never a line cut mid-sentence, when the summary wraps over several lines', () => {
    // The engineer's summary is one sentence printed on two lines: its first line ends on "applications",
    // its second starts mid-sentence. Neither is rewritten alone.
    const [suggestion] = suggestionsFor(withSummary, 'Data Engineer');
    expect(suggestion).toMatchObject({ type: 'summary', title: 'Name the target role in your summary' });
    expect(suggestion?.replacement).toBeUndefined();
    expect(suggestion?.original).toBeUndefined();
    expect(suggestion?.suggestion).toContain('"Seeking a Data Engineer role."');
    const wrapped = resumeFromMarkup(`# Sam Lee
sam.lee@example.com

## Summary
Front-end developer with four years of experience building accessible web apps. Specializes in front-end technologies and
design systems for large teams.

## Experience
### Developer | Brightline | 2021 - Present
- Built a component library used by 12 product teams`);
    const [cut] = suggestionsFor(wrapped, 'Staff Nurse');
    expect(cut?.replacement).toBeUndefined();
    expect(cut?.suggestion).toContain('"Seeking a Staff Nurse role."');
  });

  it('says "an" before a vowel sound and puts a team after a comma after the role', () => {
    const resume = resumeFromMarkup(`# Dana Whitlock
dana.whitlock@example.com

## Summary
Data-driven marketer with five years of experience in paid search.

## Experience
### Marketer | Northfield Co. | 2021 - Present
- Ran paid search campaigns for 14 regional brands`);
    expect(suggestionsFor(resume, 'Accountant')[0]?.replacement).toMatch(/ Seeking an Accountant role\.$/);
    expect(suggestionsFor(resume, 'Software Engineer, Payments')[0]?.replacement).toMatch(
      / Seeking a Software Engineer role in Payments\.$/,
    );
  });

  it('offers a summary built from the resume, with placeholders, when there is none', () => {
    const resume = resumeFromMarkup(`# Rahul Sharma
rahul.sharma@example.com

## Experience
### Sales Executive | Acme Traders | 2016 - 2023
- Handled key accounts across three districts and grew repeat orders`);
    const [suggestion] = suggestionsFor(resume, 'Sales Manager');
    expect(suggestion).toMatchObject({
      type: 'summary',
      priority: 'high',
      title: 'Add a professional summary',
    });
    // The role sought is said as sought, not as a title held.
    expect(suggestion?.suggestion).toContain('[Your role] with [N] years of experience.');
    expect(suggestion?.suggestion).toContain('Seeking a Sales Manager role.');
    expect(suggestion?.suggestion).not.toContain('Sales Manager with');
    expect(suggestion?.suggestion).toContain('Skilled in [your top skills].');
    expect(suggestion?.original).toBeUndefined();
  });

  it('offers no role to seek when the match puts it out of reach', () => {
    const withAccountantSummary = resumeFromMarkup(accountant);
    expect(suggestionsFor(withAccountantSummary, 'Frontend Engineer', false)).toEqual([]);
    const noSummary = resumeFromMarkup(`# Rahul Sharma
rahul.sharma@example.com

## Experience
### Sales Executive | Acme Traders | 2016 - 2023
- Handled key accounts across three districts`);
    const [suggestion] = suggestionsFor(noSummary, 'Frontend Engineer', false);
    expect(suggestion?.title).toBe('Add a professional summary');
    expect(suggestion?.suggestion).not.toContain('Seeking');
  });

  it('names skills only from the resume skills section, labels aside', () => {
    const resume = resumeFromMarkup(engineer);
    const noSummary = {
      ...resume,
      sections: resume.sections.filter((section) => section.type !== 'summary'),
    };
    const [suggestion] = suggestionsFor(noSummary, 'Position');
    expect(suggestion?.suggestion).toContain('[Your role] with [N] years of experience.');
    expect(suggestion?.suggestion).not.toContain('Seeking');
    expect(suggestion?.suggestion).toContain('Skilled in Python, TypeScript and JavaScript.');
  });

  it('takes an untitled paragraph under the contact lines for the summary', () => {
    // The data analyst's summary has no heading; it names the role.
    expect(suggestionsFor(sampleResumeText('data-analyst'), 'Data Analyst')).toEqual([]);
  });

  it.each([
    ['registered-nurse', 'Registered Nurse – Intensive Care Unit (ICU)'],
    ['staff-accountant', 'Staff Accountant'],
    ['teacher', 'High School Mathematics Teacher (Algebra I / Geometry)'],
  ] as const)('says nothing when the summary of %s names the role of its posting (%s)', (name, title) => {
    expect(suggestionsFor(sampleResumeText(name), title)).toEqual([]);
  });

  // What follows the title's comma is its team or field: a summary that says "Data analyst" names the role of
  // "Data Analyst, Growth" (it was asked to lead with "Data Analyst, Growth —").
  it('says nothing when the summary names the role and the title adds a team after a comma', () => {
    expect(suggestionsFor(sampleResumeText('data-analyst'), 'Data Analyst, Growth')).toEqual([]);
  });
});

describe('namesTitle', () => {
  it('compares the role words by stem, without rank or gender marks', () => {
    expect(namesTitle('Experienced software engineer with 5 years', 'Senior Software Engineer (m/w/d)')).toBe(
      true,
    );
    expect(namesTitle('Licensed Practical Nurse with 15 years', 'Registered Nurse')).toBe(false);
    expect(namesTitle('anything', 'Senior')).toBe(true);
    // livecareer-teacher-21531811: the rank word goes before the words are stemmed.
    expect(
      namesTitle(
        'Enthusiastic Preschool Teacher talented at teaching visual art',
        'Assistant Preschool Teacher',
      ),
    ).toBe(true);
    expect(namesTitle('Led sales for a team of six', 'Sales Associate')).toBe(false);
    expect(namesTitle('Platform engineer with 5 years', 'Engineer II')).toBe(true);
    expect(namesTitle('Registered nurse on a medical ward', 'Medical Assistant')).toBe(false);
  });
});
