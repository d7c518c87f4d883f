import { matchedPairs, mismatchedPairs, postingOf, suggestInputFor } from '@test/builders/sample-pairs';
import { resumeFromText, sampleResumeText } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { MAX_REWRITE_WORDS, passesChecks, type RewriteToCheck, rewriteProblems } from './check-rewrite';
import { suggestImprovements } from './suggest';

const accountant = sampleResumeText('staff-accountant');
const problemsOf = (original: string, replacement: string, extra: Partial<RewriteToCheck> = {}) =>
  rewriteProblems({ original, replacement, resumeText: accountant.text, ...extra });

describe('rewriteProblems: each rule with the line that breaks it', () => {
  it('passes a rewrite that changes only the opening', () => {
    expect(
      problemsOf(
        '• Helped the internal audit team complete annual audits',
        '• Enabled the internal audit team to complete annual audits',
      ),
    ).toEqual([]);
    expect(problemsOf('Responsible for managing the budget', 'Managed the budget')).toEqual([]);
    expect(problemsOf('Managed the budget', 'Managed the [$X] budget')).toEqual([]);
  });

  it('unchanged: a rewrite changes something', () => {
    expect(problemsOf('Managed the budget', ' Managed the budget ')).toEqual(['unchanged']);
  });

  it('grammar: no word between an article or adjective and its noun (the users’ "internal to audit team")', () => {
    expect(
      problemsOf(
        '• Helped the internal audit team complete annual audits',
        '• Enabled the internal to audit team complete annual audits',
      ),
    ).toContain('grammar');
  });

  it('grammar: no dangling "to", no doubled word, no verb said twice, a new verb keeps its object', () => {
    expect(problemsOf('Helped with the quarterly close', 'Contributed to')).toContain('grammar');
    expect(problemsOf('Reconciled the accounts', 'Reconciled the the accounts')).toContain('grammar');
    expect(
      problemsOf(
        'Chair the department PLC, leading data meetings',
        'Lead the department PLC, leading data meetings',
      ),
    ).toContain('grammar');
    expect(problemsOf('Assisted with the year-end close', 'Supported with the year-end close')).toContain(
      'grammar',
    );
    expect(
      problemsOf('Worked with auditors on the close', 'Collaborated with auditors on the close'),
    ).toEqual([]);
  });

  it('cut-off: never a line that stops mid-sentence, nor a rewrite that does (the users’ "…technologies and")', () => {
    expect(
      problemsOf(
        'Determined accountant with three years of experience. Specializes in front-end technologies and',
        'Staff Nurse — Determined accountant with three years of experience. Specializes in front-end technologies and',
      ),
    ).toContain('cut-off');
    expect(problemsOf('Prepared monthly statements.', 'Prepared monthly statements for')).toContain(
      'cut-off',
    );
    expect(problemsOf('Prepared monthly statements.', 'Compiled monthly statements')).toContain('cut-off');
  });

  it('new-role: no role the resume does not hold, but the role sought (the users’ "Staff Nurse —")', () => {
    const summary =
      'Detail-oriented staff accountant with 4 years of experience in general ledger accounting, month-end close and account reconciliations under US GAAP.';
    expect(problemsOf(summary, `Staff Nurse — ${summary}`)).toContain('new-role');
    expect(problemsOf(summary, `${summary} Seeking a Staff Nurse role.`)).toEqual([]);
    expect(
      problemsOf('Reconciled 40+ accounts monthly', 'Reconciled 40+ accounts monthly as tax director'),
    ).toContain('new-role');
    // A role noun the resume holds is no new claim ("Accountant" is in its role lines).
    expect(
      problemsOf('Prepared journal entries', 'Prepared journal entries as the team accountant'),
    ).not.toContain('new-role');
  });

  it('new-number: figures only as placeholders', () => {
    expect(problemsOf('Reduced manual bank matching', 'Reduced manual bank matching by 30%')).toContain(
      'new-number',
    );
    expect(
      problemsOf('Reduced manual bank matching', 'Reduced manual bank matching by twelve hours'),
    ).toContain('new-number');
    expect(problemsOf('Reduced manual bank matching', 'Reduced manual bank matching by [X%]')).toEqual([]);
  });

  it('new-tool: no skill the resume does not show, but the one the rewrite means to add', () => {
    expect(problemsOf('Prepared journal entries', 'Prepared journal entries using SAP')).toContain(
      'new-tool',
    );
    expect(problemsOf('Prepared journal entries', 'Prepared journal entries using NetSuite')).toEqual([]);
    expect(
      problemsOf('Prepared journal entries', 'Prepared journal entries using SAP', { adds: ['SAP'] }),
    ).toEqual([]);
  });

  it('new-name: no employer or place the resume does not hold', () => {
    expect(problemsOf('Prepared journal entries', 'Prepared journal entries for Deloitte')).toContain(
      'new-name',
    );
    expect(
      problemsOf('Prepared journal entries', 'Prepared journal entries for Northfield Manufacturing'),
    ).toEqual([]);
  });

  it('dropped-words: the object and every figure stay', () => {
    expect(problemsOf('Managed bookkeeping for 25 small business clients', 'Managed bookkeeping')).toContain(
      'dropped-words',
    );
    expect(problemsOf('Prepared PBC schedules for the audit', 'Prepared for the audit')).toContain(
      'dropped-words',
    );
    expect(problemsOf('Successfully delivered multiple projects', 'Delivered [N] projects')).toEqual([]);
  });

  it('new-name: a new employer is caught whatever its case (the reviewer’s "at deloitte")', () => {
    expect(problemsOf('Prepared journal entries', 'Prepared journal entries at deloitte')).toContain(
      'new-name',
    );
    expect(problemsOf('Prepared journal entries', 'Prepared journal entries for kpmg clients')).toContain(
      'new-name',
    );
    // Words the resume holds, in any case, are no new name; nor are the rewrites' own phrases.
    expect(
      problemsOf('Prepared journal entries', 'Prepared journal entries for northfield manufacturing'),
    ).toEqual([]);
    expect(
      problemsOf(
        'Prepared journal entries',
        'Prepared journal entries, as part of general ledger accounting',
      ),
    ).toEqual([]);
  });

  it('negation: every "not", "never", "no", "n’t", "without" stays, and none is added', () => {
    const line = 'Reviewed vendor contracts but did not negotiate them';
    expect(problemsOf(line, 'Reviewed vendor contracts but did negotiate them')).toContain('negation');
    expect(problemsOf(line, 'Reviewed [N] vendor contracts but did not negotiate them')).toEqual([]);
    expect(
      problemsOf('Closed the books without adjusting entries', 'Closed the books with adjusting entries'),
    ).toContain('negation');
    expect(
      problemsOf(
        "Reconciled accounts that hadn't been reviewed",
        'Reconciled accounts that had been reviewed',
      ),
    ).toContain('negation');
    expect(problemsOf('Never missed a filing deadline', 'Missed a filing deadline')).toContain('negation');
    expect(problemsOf('Prepared journal entries', 'Prepared no journal entries')).toContain('negation');
    expect(
      problemsOf('Managed payables', 'Managed payables, not receivables', { adds: ['receivables'] }),
    ).toContain('negation');
    // "but not limited to" and "not only … but also" deny nothing: cutting them is no lost negation.
    expect(
      problemsOf(
        'Not only reconciled the accounts but also trained the new clerks',
        'Reconciled the accounts and trained the new clerks',
      ),
    ).not.toContain('negation');
    expect(
      problemsOf(
        'Prepared schedules, including but not limited to accruals and prepaids',
        'Prepared schedules, including accruals and prepaids',
      ),
    ).not.toContain('negation');
  });

  it(`too-long: a line over ${MAX_REWRITE_WORDS} words is no bullet and gets no rewrite`, () => {
    const words = 'reconciled ledgers and prepared statements for clients with care'.split(' ');
    const line = (count: number) =>
      `Accountant ${Array.from({ length: count - 1 }, (_, at) => words[at % words.length]).join(' ')}.`;
    const sought = 'Seeking a Senior Accountant role.';
    expect(problemsOf(line(MAX_REWRITE_WORDS), `${line(MAX_REWRITE_WORDS)} ${sought}`)).not.toContain(
      'too-long',
    );
    expect(problemsOf(line(MAX_REWRITE_WORDS + 1), `${line(MAX_REWRITE_WORDS + 1)} ${sought}`)).toEqual([
      'too-long',
    ]);
    // 20,000 words in one sentence (the reviewer's 120 KB summary): the former word-by-word table of
    // 400 million cells took seconds and gigabytes; the check now stops reading at the 101st word.
    const huge = line(20_000);
    expect(problemsOf(huge, `${huge} ${sought}`)).toEqual(['too-long']);
  });

  it('a resume whose summary is one sentence of 20,000 words gets no rewrite of it', () => {
    const words = 'reconciled ledgers and prepared statements for clients with care'.split(' ');
    const huge = `Accountant ${Array.from({ length: 20_000 }, (_, at) => words[at % words.length]).join(' ')}.`;
    const lines = accountant.text.split('\n');
    lines.splice(lines.findIndex((line) => line.trim() === 'Profile') + 1, 1, huge);
    const resume = resumeFromText(lines.join('\n'));
    const input = suggestInputFor(
      resume,
      postingOf({ resume: 'staff-accountant', posting: 'staff-accountant' }),
    );
    const suggestions = suggestImprovements({ ...input, jobTitle: 'Staff Nurse' });
    const summary = suggestions.find(
      (suggestion) => suggestion.title === 'Name the target role in your summary',
    );
    expect(summary).toBeDefined();
    expect(summary?.replacement).toBeUndefined();
    expect(suggestions.some((suggestion) => suggestion.original === huge)).toBe(false);
  });

  it('shape: keeps the marker, the capital and the verb at the start', () => {
    expect(problemsOf('• Prepared journal entries', '- Prepared journal entries daily')).toContain('shape');
    expect(problemsOf('Prepared journal entries', 'journal entries prepared')).toContain('shape');
  });
});

describe('every rewrite the engine offers passes the checks', () => {
  it.each([...matchedPairs, ...mismatchedPairs])('suggestions of $resume for $posting', (pair) => {
    const resume = sampleResumeText(pair.resume);
    for (const suggestion of suggestImprovements(suggestInputFor(resume, postingOf(pair)))) {
      if (!suggestion.original || !suggestion.replacement) continue;
      const whole = passesChecks({
        original: suggestion.original,
        replacement: suggestion.replacement,
        resumeText: resume.text,
        adds: suggestion.skill ? [suggestion.skill] : [],
      });
      expect(whole, `${suggestion.original} -> ${suggestion.replacement}`).toBe(true);
    }
  });
});
