import type { JobDescription } from '@shared/api/job-descriptions';
import { isRecord, readStored, removeStored, type StorageLike, writeStored } from '../../lib/browser-storage';
import { type JobForm, jobFormFrom } from './job-form';

/**
 * The job description as typed but not yet saved (issue 15), kept across reloads under "vitae:draft:job".
 * A draft belongs to the saved job it was typed over (`basedOn`, null for a new one): once that job is
 * replaced, the draft is stale and is not restored. Saving clears it.
 */
export const JOB_DRAFT_KEY = 'vitae:draft:job';

interface StoredDraft {
  basedOn: number | null;
  form: JobForm;
}

const fields = ['title', 'company', 'description', 'url', 'companyUrl'] as const;

function formOf(value: unknown): JobForm | undefined {
  if (!isRecord(value)) return undefined;
  const form = {} as JobForm;
  for (const field of fields) {
    const text = value[field];
    if (typeof text !== 'string') return undefined;
    form[field] = text;
  }
  return form;
}

const sameForm = (a: JobForm, b: JobForm) => fields.every((field) => a[field] === b[field]);

/** The form to show: the draft typed over `saved` when there is one, else the saved job (or blank). */
export function initialJobForm(saved: JobDescription | undefined, storage?: StorageLike): JobForm {
  const stored = readStored(JOB_DRAFT_KEY, storage);
  if (isRecord(stored) && stored.basedOn === (saved?.id ?? null)) {
    const form = formOf(stored.form);
    if (form) return form;
  }
  return jobFormFrom(saved);
}

/** Keeps what is typed; a form equal to the saved job (or blank) is no draft and clears it. */
export function keepJobDraft(saved: JobDescription | undefined, form: JobForm, storage?: StorageLike): void {
  if (sameForm(form, jobFormFrom(saved))) {
    removeStored(JOB_DRAFT_KEY, storage);
    return;
  }
  const draft: StoredDraft = { basedOn: saved?.id ?? null, form };
  writeStored(JOB_DRAFT_KEY, draft, storage);
}

export const clearJobDraft = (storage?: StorageLike) => removeStored(JOB_DRAFT_KEY, storage);
