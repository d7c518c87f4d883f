import {
  resumeFromMarkup,
  resumeFromText,
  sampleResumeText,
  type TestResume,
  trimmedLines,
} from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { lengthOf, quantifyOf, rewriteBulletLine, wordingOf } from './bullet-suggestions';
import { experienceBullets } from './bullets';
import { buildContext, type SuggestContext } from './suggest-input';
import { rewriteWeakOpening } from './weak-openings';

function contextOf(resume: TestResume, postingKeywords: string[] = []): SuggestContext {
  return buildContext({
    resume,
    contact: resume.contact,
    jobTitle: 'Position',
    missingSkills: [],
    missingKeywords: [],
    postingKeywords,
  });
}

describe('bullet suggestions on a resume with "-" markers', () => {
  const resume = resumeFromMarkup(
    `# John Smith
john.smith@example.com | (555) 555-0100

## Work Experience
### Senior Software Engineer | TechCorp Inc. | 2020 - Present
- Designed and implemented data processing pipelines using Python and Kafka
- Mentored junior developers and conducted code reviews
- Reduced application response time by 40% through performance optimization
### Junior Developer | DevShop LLC | 2016 - 2018
- Participated in agile development process with 2-week sprint cycles`,
    { bullet: '- ' },
  );
  const context = contextOf(resume, ['microservices', 'code reviews']);

  it('rewrites a weak opening keeping the marker, quoting the whole line', () => {
    expect(context.bullets.flatMap(wordingOf)).toMatchObject([
      {
        type: 'wording',
        priority: 'medium',
        original: '- Participated in agile development process with 2-week sprint cycles',
        replacement: '- Contributed to agile development process with 2-week sprint cycles',
      },
    ]);
  });

  it('marks where figures belong, the bullet closest to the posting first', () => {
    const quantify = context.bullets.flatMap(quantifyOf);
    expect(quantify[0]).toMatchObject({
      type: 'quantify',
      original: '- Mentored junior developers and conducted code reviews',
      replacement: '- Mentored [N] junior developers and conducted code reviews',
    });
    const lines = trimmedLines(resume);
    for (const suggestion of quantify) expect(lines).toContain(suggestion.original);
  });

  it('asks for no figure in a bullet that has one', () => {
    const originals = context.bullets.flatMap(quantifyOf).map((suggestion) => suggestion.original);
    expect(originals).not.toContain(
      '- Reduced application response time by 40% through performance optimization',
    );
    expect(originals).not.toContain('- Participated in agile development process with 2-week sprint cycles');
  });

  it('finds no overlong bullet in a tight resume', () => {
    expect(context.bullets.flatMap(lengthOf)).toEqual([]);
    expect(contextOf(sampleResumeText('software-engineer')).bullets.flatMap(lengthOf)).toEqual([]);
  });
});

/** Experience as a PDF without bullet glyphs reads: each role's tense, bullets wrapped onto a second line. */
const unmarked = resumeFromText(`Jane Doe
jane.doe@example.com

Experience
Staff Accountant
January 2014 to October 2014 Company Name - Raleigh, NC
Entered all payables and receivables for the 7 franchise locations.
Responsible for: negotiating rent rates for new or renewing tenants, writing leases, collecting rent, and
resolving any tenant complaints or inquires.
Responsible for ordering needed materials/supplies for factory production floor.

Financial Management Partner
July 2010 to August 2011 Company Name - Raleigh, NC
Collect daily deposits for newly entered sales orders.
Responsible for all PO and non PO payable entry/coding for all companies.
Assist in annual budget preparations, prepare billings for all cycles, perform all adjusting month end transactions and required G/L posting
entries required to correct errors or balance discrepancies.
Coordinate Lien and Foreclosure preparations, research ownership status and balance histories in order to accurately file all of the legal claims on behalf of our clients and their tenants across the state.
`);

describe('bullet suggestions on a resume without markers', () => {
  const bulletStarting = (start: string) => {
    const bullet = experienceBullets(unmarked).find((candidate) => candidate.body.startsWith(start));
    if (!bullet) throw new Error(`no bullet starts with ${start}`);
    return bullet;
  };

  it('leaves a wrapped bullet alone when its other lines would no longer fit', () => {
    // Its gerunds run onto the next line: rewriting the first line alone would leave "resolving" behind.
    const wrapped = bulletStarting('Responsible for: negotiating');
    expect(wrapped.lineCount).toBe(2);
    expect(rewriteBulletLine(wrapped, (text) => rewriteWeakOpening(text, wrapped.tense))).toBeNull();
    const originals = contextOf(unmarked)
      .bullets.flatMap(wordingOf)
      .map((suggestion) => suggestion.original);
    expect(originals).not.toContain(wrapped.text);
  });

  it('rewrites a wrapped bullet whose change stays on its first line', () => {
    const wrapped = bulletStarting('Assist in annual budget');
    expect(wrapped.lineCount).toBe(2);
    expect(rewriteBulletLine(wrapped, (text) => rewriteWeakOpening(text, wrapped.tense))).toMatch(
      /^Support annual budget preparations, prepare billings for all cycles/,
    );
  });

  it('quotes a wrapped bullet whole in its suggestion, while the rewrite replaces its first line', () => {
    const wrapped = bulletStarting('Assist in annual budget');
    const wording = contextOf(unmarked)
      .bullets.flatMap(wordingOf)
      .find((s) => s.original === wrapped.text);
    expect(wording?.replacement).toMatch(/^Support annual budget preparations.* G\/L posting$/);
    const rest = wrapped.whole.slice(wrapped.body.length);
    expect(rest).toBe(' entries required to correct errors or balance discrepancies.');
    expect(wording?.suggestion).toContain(`${wording?.replacement}${rest}`);
  });

  it('suggests in the tense of the role', () => {
    const pairs = contextOf(unmarked)
      .bullets.flatMap(wordingOf)
      .map((s) => [s.original, s.replacement]);
    expect(pairs).toContainEqual([
      'Responsible for all PO and non PO payable entry/coding for all companies.',
      'Manage all PO and non PO payable entry/coding for all companies.',
    ]);
    expect(pairs).toContainEqual([
      'Responsible for ordering needed materials/supplies for factory production floor.',
      'Ordered needed materials/supplies for factory production floor.',
    ]);
  });

  it('asks to split overlong bullets, with a tightened line only when it is safe', () => {
    const long = contextOf(unmarked).bullets.flatMap(lengthOf);
    expect(long.map((suggestion) => suggestion.original?.slice(0, 20))).toEqual([
      'Assist in annual bud',
      'Coordinate Lien and ',
    ]);
    const [wrapped, single] = long;
    // A wrapped bullet cannot be rewritten on one line: advice only.
    expect(wrapped?.replacement).toBeUndefined();
    // "in order to" is filler: the one-line bullet gets a shorter version.
    expect(single?.replacement).toContain('to accurately file');
    for (const suggestion of long) {
      expect(suggestion.type).toBe('length');
      expect(trimmedLines(unmarked)).toContain(suggestion.original);
      if (suggestion.replacement)
        expect(suggestion.replacement.length).toBeLessThan(suggestion.original?.length ?? 0);
    }
  });
});

describe('weak openings in the sample resumes', () => {
  // Who was helped runs to its first people noun: "audit" of "internal audit team" is no verb (it was read as
  // one, giving "Enabled the internal to audit team complete annual audits").
  it('keeps the group whole when "Helped" is followed by who was helped', () => {
    const resume = sampleResumeText('staff-accountant');
    const wording = contextOf(resume)
      .bullets.flatMap(wordingOf)
      .find(
        (suggestion) => suggestion.original === '• Helped the internal audit team complete annual audits',
      );
    expect(wording?.replacement).toBe('• Enabled the internal audit team to complete annual audits');
  });
});
