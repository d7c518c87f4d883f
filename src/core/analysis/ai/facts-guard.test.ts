import { sampleResumeText } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { guardProse, guardRewrite } from './facts-guard';

/** A resume with a B.S., no Master's, no Kubernetes, no Google, dates from 2019 to 2025. */
const resume = sampleResumeText('staff-accountant');
const line = '• Prepared monthly financial statements and bank reconciliations for client review';
const guard = (replacement: string, original = line) =>
  guardRewrite({ original, replacement, resumeText: resume.text });
const splitBody = (text: string) => text.replace(/^•\s*/u, '');
const kindsOf = (result: ReturnType<typeof guard>) => result.facts.map((fact) => fact.kind);

describe('guardRewrite: a model’s rewrite that tries to invent', () => {
  it('passes a rewrite that brings no fact, keeping the line’s marker', () => {
    expect(
      guard('Delivered monthly financial statements and bank reconciliations for client review'),
    ).toEqual({
      ok: true,
      text: '• Delivered monthly financial statements and bank reconciliations for client review',
      facts: [],
    });
  });

  it('number: "increasing sales by 40%" on a line without figures keeps its words with "[X%]"', () => {
    const result = guard(`${line}, increasing sales by 40%`);
    expect(result).toMatchObject({ ok: true, text: `${line}, increasing sales by [X%]` });
    expect(result.facts).toEqual([{ kind: 'number', text: '40%', placeholdered: true }]);
  });

  it('number: counts become "[N]", money "[$X]", "40 percent" one "[X%]"', () => {
    expect(
      guard('• Prepared 30 monthly financial statements and bank reconciliations for client review'),
    ).toMatchObject({
      ok: true,
      text: '• Prepared [N] monthly financial statements and bank reconciliations for client review',
    });
    expect(
      guardRewrite({
        original: '• Helped the internal audit team complete annual audits',
        replacement: '• Enabled the internal audit team to complete 15 annual audits',
        resumeText: resume.text,
      }),
    ).toMatchObject({ ok: true, text: '• Enabled the internal audit team to complete [N] annual audits' });
    const money = guardRewrite({
      original: 'Managed the budget',
      replacement: 'Managed the $2.5M budget',
      resumeText: 'Managed the budget',
    });
    expect(money).toMatchObject({ ok: true, text: 'Managed the [$X] budget' });
    const percent = guardRewrite({
      original: 'Reduced the close time',
      replacement: 'Reduced the close time by 40 percent',
      resumeText: 'Reduced the close time',
    });
    expect(percent).toMatchObject({ ok: true, text: 'Reduced the close time by [X%]' });
  });

  it('number: a figure said as a multiple has no placeholder and is rejected ("doubled")', () => {
    const result = guard(`${line} and doubled throughput`);
    expect(result.ok).toBe(false);
    expect(kindsOf(result)).toContain('number');
  });

  it('number: the line’s own figures may be told in another order', () => {
    const original =
      '• Own 9 of 14 steps in the month-end close for a $85M manufacturer; helped shorten the close from 10 to 6 business days';
    expect(
      guard(
        '• Own 9 of 14 steps in the month-end close for a $85M manufacturer; shortened the close from 10 to 6 business days',
        original,
      ).ok,
    ).toBe(true);
  });

  it('organisation: "at Google" is rejected', () => {
    const result = guard(`${line} at Google`);
    expect(result.ok).toBe(false);
    expect(kindsOf(result)).toEqual(['organisation']);
  });

  it('degree: "Master’s degree" added to a resume with a B.S. is rejected', () => {
    const result = guard(`${line}, drawing on a Master's degree in accounting`);
    expect(result.ok).toBe(false);
    expect(kindsOf(result)).toContain('degree');
    // The level the resume shows is no invention (the rewrite checks still judge the words).
    expect(kindsOf(guard(`${line} with a B.S. in Accounting`))).not.toContain('degree');
  });

  it('date: "2019–2023" added is rejected, not placeholdered', () => {
    const result = guard(`${line} from 2019–2023`);
    expect(result.ok).toBe(false);
    expect(kindsOf(result)).toEqual(['date']);
    expect(kindsOf(guard(`${line} since March 2021`))).toEqual(['date']);
    expect(kindsOf(guard(`${line} in Q3 2022`))).toEqual(['date']);
  });

  it('tool: "Kubernetes" added to a resume without it is rejected; a tool the resume names is not', () => {
    const result = guard(
      '• Prepared monthly financial statements and bank reconciliations on Kubernetes for client review',
    );
    expect(result.ok).toBe(false);
    expect(kindsOf(result)).toEqual(['tool']);
    expect(kindsOf(guard(`${line} in NetSuite`))).toEqual([]);
    expect(guard(`${line} in NetSuite`).ok).toBe(true);
  });

  it('placeholder: a name in brackets is rejected; brackets that mean a figure become the placeholder', () => {
    const result = guard(`${line} [Google]`);
    expect(result.ok).toBe(false);
    expect(kindsOf(result)).toContain('placeholder');
    expect(
      guard(
        '• Prepared monthly financial statements and bank reconciliations for [percentage] of client review',
      ),
    ).toMatchObject({
      ok: true,
      text: '• Prepared monthly financial statements and bank reconciliations for [X%] of client review',
    });
  });

  it('a rewrite free of invented facts still passes every rewrite check (dropped words, new names)', () => {
    const dropped = guard('• Prepared monthly financial statements');
    expect(dropped).toMatchObject({ ok: false, facts: [] });
    expect(dropped.ok ? [] : dropped.problems).toContain('dropped-words');
    const lowerCaseName = guard(`${line} at deloitte`);
    expect(lowerCaseName.ok ? [] : lowerCaseName.problems).toContain('new-name');
  });
});

describe('guardRewrite: facts in disguise', () => {
  it('reads full-width, bold and superscript digits as the figures they are', () => {
    for (const figure of ['４０%', '𝟒𝟎%', '⁴⁰%'])
      expect(guard(`${line}, increasing sales by ${figure}`)).toMatchObject({
        ok: true,
        text: `${line}, increasing sales by [X%]`,
      });
  });

  it('rejects digits of other scripts, fractions and numerals, for which no placeholder reads right', () => {
    for (const figure of ['٥٠', '½', 'Ⅻ', '৫']) expect(guard(`${line} for ${figure} clients`).ok).toBe(false);
  });

  it('rejects a name the resume holds elsewhere: another entry’s employer is not this line’s', () => {
    expect(guard(`${line} at Northfield Manufacturing`).ok).toBe(false);
    expect(guard(`Northfield: ${splitBody(line)}`).ok).toBe(false);
  });

  it('rejects a month or season said as a time, though the resume names it elsewhere ("Apr 2022")', () => {
    expect(kindsOf(guard(`${line} in April`))).toContain('date');
    expect(kindsOf(guard(`${line} since the spring`))).toContain('date');
    expect(kindsOf(guard(`${line} as the team may require`))).not.toContain('date');
  });
});

describe('guardProse: advice a model wrote', () => {
  const posting = 'Staff Accountant. Requires a CPA, 3+ years of experience, NetSuite and Workday.';
  const prose = (text: string) => guardProse(text, { resumeText: resume.text, postingText: posting });

  it('may cite the posting and the resume, and speak of resume sections', () => {
    expect(prose('The posting asks for Workday and 3+ years; name your NetSuite work here.').ok).toBe(true);
    expect(prose('Add the Summary section and your LinkedIn address.').ok).toBe(true);
    expect(prose('Open with a stronger verb such as Spearheaded.').ok).toBe(true);
  });

  it('has a figure neither text holds placeholdered', () => {
    expect(prose('Quantify it, e.g. "cut review time by 20%".')).toMatchObject({
      ok: true,
      text: 'Quantify it, e.g. "cut review time by [X%]".',
    });
  });

  it('rejects a degree, a name or a tool neither text holds', () => {
    expect(prose('Mention your Master’s degree from Stanford.').ok).toBe(false);
    expect(prose('Mention your work at Deloitte.').ok).toBe(false);
    expect(prose('Highlight your Kubernetes experience.').ok).toBe(false);
    expect(prose('Say you worked there from 2015 to 2017.').ok).toBe(false);
  });
});
