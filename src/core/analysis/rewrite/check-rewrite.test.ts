import { matchedPairs, mismatchedPairs, postingOf, suggestInputFor } from '@test/builders/sample-pairs';
import { sampleResumeText } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { passesChecks, type RewriteToCheck, rewriteProblems } from './check-rewrite';
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
