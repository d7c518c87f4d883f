import type { JobDescription } from '@shared/api/job-descriptions';
import { afterEach, describe, expect, it } from 'vitest';
import { clearJobDraft, initialJobForm, JOB_DRAFT_KEY, keepJobDraft } from './job-draft';
import { jobFormFrom } from './job-form';

const saved: JobDescription = {
  id: 7,
  title: 'Staff Nurse',
  company: 'Royal Devon',
  description: 'Care for patients on a busy surgical ward and keep their records up to date.',
  url: null,
  companyUrl: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const typed = { title: 'Nurse', company: '', description: 'Care for patients', url: '', companyUrl: '' };

afterEach(() => localStorage.clear());

describe('the job description draft', () => {
  it('is kept under "vitae:draft:job" and restored over the job it was typed on', () => {
    keepJobDraft(undefined, typed);
    expect(JSON.parse(localStorage.getItem(JOB_DRAFT_KEY) ?? '')).toEqual({ basedOn: null, form: typed });
    expect(initialJobForm(undefined)).toEqual(typed);

    const edited = { ...jobFormFrom(saved), description: `${saved.description} Nights.` };
    keepJobDraft(saved, edited);
    expect(initialJobForm(saved)).toEqual(edited);
  });

  it('is not restored over another job: the job it was typed on was replaced', () => {
    keepJobDraft(undefined, typed);
    expect(initialJobForm(saved)).toEqual(jobFormFrom(saved));
    keepJobDraft(saved, { ...jobFormFrom(saved), title: 'Ward Sister' });
    expect(initialJobForm({ ...saved, id: 8 })).toEqual(jobFormFrom({ ...saved, id: 8 }));
  });

  it('is no draft when it says what is saved (or nothing), and is cleared once saved', () => {
    keepJobDraft(undefined, typed);
    keepJobDraft(undefined, jobFormFrom(undefined));
    expect(localStorage.getItem(JOB_DRAFT_KEY)).toBeNull();
    keepJobDraft(saved, jobFormFrom(saved));
    expect(localStorage.getItem(JOB_DRAFT_KEY)).toBeNull();
    keepJobDraft(undefined, typed);
    clearJobDraft();
    expect(initialJobForm(undefined)).toEqual(jobFormFrom(undefined));
  });

  it('ignores a stored draft of the wrong shape', () => {
    localStorage.setItem(JOB_DRAFT_KEY, JSON.stringify({ basedOn: null, form: { title: 3 } }));
    expect(initialJobForm(undefined)).toEqual(jobFormFrom(undefined));
  });
});
