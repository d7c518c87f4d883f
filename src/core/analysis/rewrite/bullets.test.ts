import {
  parseResumeMarkup,
  type SampleResumeName,
  sampleResume,
  sampleResumeNames,
} from '@test/builders/resume-markup';
import {
  resumeFromMarkup,
  resumeFromText,
  sampleResumeFile,
  sampleResumeText,
} from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { experienceBullets, splitMarker } from './bullets';

describe('splitMarker', () => {
  it('separates bullet markers of any kind from the text', () => {
    expect(splitMarker('• Managed office operations')).toEqual({
      marker: '•',
      body: 'Managed office operations',
    });
    expect(splitMarker('- Built RESTful APIs')).toEqual({ marker: '-', body: 'Built RESTful APIs' });
    expect(splitMarker('2. Currently working as Manager sales')).toEqual({
      marker: '2.',
      body: 'Currently working as Manager sales',
    });
    expect(splitMarker('▪Coached staff')).toEqual({ marker: '▪', body: 'Coached staff' });
    expect(splitMarker('-5% churn')).toEqual({ marker: '', body: '-5% churn' });
    expect(splitMarker('2019 - 2021')).toEqual({ marker: '', body: '2019 - 2021' });
  });
});

describe('experienceBullets of a resume with markers', () => {
  // Marked lines stand in every section; only those of experience and projects are achievements.
  const resume = resumeFromMarkup(
    `# John Smith
john.smith@example.com | (555) 555-0100

## Technical Skills
- Tools: Git, JIRA, Jenkins, Linux/Unix

## Work Experience
### Senior Software Engineer | TechCorp Inc. | 2020 - Present
- Led development of microservices architecture serving 1M+ daily active users
- Mentored junior developers and conducted code reviews

## Projects
- Personal Project: Built a machine learning model for stock price prediction

## Certifications
- AWS Certified Solutions Architect

## Languages
- Spanish (Conversational)`,
    { bullet: '- ' },
  );
  const bullets = experienceBullets(resume);

  it('lists the marked lines of experience and projects, not role lines or other sections', () => {
    expect(bullets.map((bullet) => bullet.text)).toEqual([
      '- Led development of microservices architecture serving 1M+ daily active users',
      '- Mentored junior developers and conducted code reviews',
      '- Personal Project: Built a machine learning model for stock price prediction',
    ]);
  });

  it('gives each line, marker and body as the text has them, and the tense after a label', () => {
    const lines = resume.text.split('\n');
    for (const bullet of bullets) {
      expect(lines[bullet.line]?.trim()).toBe(bullet.text);
      expect(bullet.marker).toBe('-');
      expect(bullet.text).toBe(`- ${bullet.body}`);
      expect(bullet.lineCount).toBe(1);
      expect(bullet.tense).toBe('past');
    }
  });
});

/** Experience as a PDF without bullet glyphs reads: role, date and company lines, sentences, wrapped lines. */
const unmarked = resumeFromText(`Jane Doe
jane.doe@example.com

Experience
Staff Accountant
January 2014 to October 2014 Company Name - Raleigh, NC
Performed all month end functions to produce financial statements.
Entered all payables and receivables for the 7 franchise locations.
Maintained weekly spreadsheet on collected franchise royalties and advertising fees.
This spreadsheet is used for the year-end audit.
Responsible for: negotiating rent rates for new or renewing tenants, writing leases, collecting rent, and
resolving any tenant complaints or inquires.
Worked with vendors to resolve any situations that arose.

Staff Accountant
March 2013 to January 2014 Company Name - Raleigh, NC
Collect daily deposits for newly entered sales orders.
Interact directly with customers on outstanding deposits and balances due.
Reconcile monthly purchasing credit cards for all companies.
`);

describe('experienceBullets of a resume without markers', () => {
  const bullets = experienceBullets(unmarked);
  const texts = bullets.map((bullet) => bullet.text);

  it('takes verb-led sentences and weak openings, not role, company or date lines', () => {
    expect(texts).toContain('Performed all month end functions to produce financial statements.');
    expect(texts).toContain(
      'Responsible for: negotiating rent rates for new or renewing tenants, writing leases, collecting rent, and',
    );
    expect(texts).not.toContain('Staff Accountant');
    expect(texts.some((text) => text.startsWith('January 2014 to October 2014'))).toBe(false);
    expect(texts).not.toContain('This spreadsheet is used for the year-end audit.');
    for (const bullet of bullets) expect(bullet.marker).toBe('');
  });

  it('joins wrapped lines to their bullet', () => {
    const wrapped = bullets.find((bullet) => bullet.body.startsWith('Responsible for: negotiating'));
    expect(wrapped?.lineCount).toBe(2);
    expect(wrapped?.whole).toMatch(/collecting rent, and resolving any tenant complaints or inquires\.$/);
    expect(texts).not.toContain('resolving any tenant complaints or inquires.');
    const single = bullets.find((bullet) => bullet.body.startsWith('Worked with vendors'));
    expect(single?.lineCount).toBe(1);
  });

  it('reads the tense each role uses', () => {
    expect(bullets.find((bullet) => bullet.body.startsWith('Collect daily deposits'))?.tense).toBe('present');
    expect(bullets.find((bullet) => bullet.body.startsWith('Entered all payables'))?.tense).toBe('past');
  });
});

describe('experienceBullets of the sample resumes', () => {
  /** Every bullet of the samples stands under an experience, projects or volunteer heading. */
  const bulletsOf = (name: SampleResumeName) =>
    parseResumeMarkup(sampleResume(name))
      .filter((block) => block.kind === 'bullet')
      .map((block) => block.text);
  /** Whether `part` is `whole` with some items left out, in the same order. */
  const isOrderedSubset = (part: string[], whole: string[]) => {
    let at = 0;
    return part.every((item) => {
      at = whole.indexOf(item, at) + 1;
      return at > 0;
    });
  };

  it.each(sampleResumeNames)(
    'reads bullets of %s and nothing else, from its text and Word files',
    async (name) => {
      const text = experienceBullets(sampleResumeText(name)).map((bullet) => bullet.body);
      const docx = experienceBullets(await sampleResumeFile(name, 'docx')).map((bullet) => bullet.body);
      expect(isOrderedSubset(text, bulletsOf(name)), text.join('\n')).toBe(true);
      // The only bullets left out are those of the gap below (a year in a short marked line).
      const missed = bulletsOf(name).filter((bullet) => !text.includes(bullet));
      for (const bullet of missed) expect(bullet).toMatch(/\b(?:19|20)\d{2}\b/);
      expect(docx).toEqual(text);
    },
  );

  it.each(sampleResumeNames)(
    'reads the same bullets of %s from its PDF, wrapped lines joined',
    async (name) => {
      const fromText = experienceBullets(sampleResumeText(name));
      const bullets = experienceBullets(await sampleResumeFile(name, 'pdf'));
      expect(bullets).toHaveLength(fromText.length);
      bullets.forEach((bullet, index) => {
        const text = fromText[index]?.body ?? '';
        expect(text.startsWith(bullet.body)).toBe(true);
        // A wrapped bullet reads whole again (a project name in lower case after it joins it too: pgdiff-lite).
        expect(bullet.whole.startsWith(text)).toBe(true);
      });
    },
  );

  // A marked line led by an action verb whose year stands in its sentence is an achievement, not a role line:
  // the nurse's "Recognized with the unit DAISY Award nomination in 2019..." and the teacher's "Coached
  // MATHCOUNTS team; placed 3rd ... in 2017".
  it('keeps a marked achievement that mentions a year', () => {
    const resume = resumeFromMarkup(`# Maria Santos
maria.santos@example.com

## Experience
### Staff Nurse | St. Brendan Medical Center | 08/2017 - 05/2020
- Performed wound care, ostomy care and patient education for discharge
- Recognized with the unit DAISY Award nomination in 2019 for patient advocacy`);
    expect(experienceBullets(resume).map((bullet) => bullet.body)).toEqual([
      'Performed wound care, ostomy care and patient education for discharge',
      'Recognized with the unit DAISY Award nomination in 2019 for patient advocacy',
    ]);
  });
});
