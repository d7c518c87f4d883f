import type { JobDescription } from '@shared/api/job-descriptions';
import { isAnalysableDescription, isWebAddress } from '@shared/job-description-rules';
import { successMessages, toastMessages, validationMessages, workflowMessages } from '@shared/messages';
import { DEFAULT_MODEL } from '@shared/models';
import { Briefcase, CheckCircle2, Loader2, Wand2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useCreateJobDescription } from '../api/create-job-description';
import { useExtractJobDescription } from '../api/extract-job-description';
import { clearJobDraft, initialJobForm, keepJobDraft } from '../job-draft';
import { type JobForm, READY_HINT_MIN_CHARS } from '../job-form';
import { JobField } from './job-field';

/** A URL field's problem: none while blank (the fields are optional), else the plain rule. */
const addressProblem = (value: string) =>
  value.trim() === '' || isWebAddress(value) ? undefined : workflowMessages.invalidWebAddress;

/**
 * Core spec §2 "Job description panel": fields, extraction from a URL, the "Ready for analysis" hint.
 * What is typed is kept in browser storage until it is saved (job-draft.ts). The addresses are checked as
 * typed, and Extract waits for a valid one; Save waits for a description that can be analysed
 * (job-description-rules.ts) and says why under the button.
 */
export function JobDescriptionPanel({
  saved,
  onSaved,
  model = DEFAULT_MODEL,
}: {
  saved: JobDescription | undefined;
  onSaved: (job: JobDescription) => void;
  model?: string;
}) {
  const [form, setForm] = useState<JobForm>(() => initialJobForm(saved));
  const extract = useExtractJobDescription();
  const create = useCreateJobDescription();
  const ids = { title: useId(), company: useId(), description: useId(), url: useId(), companyUrl: useId() };
  const saveHintId = useId();
  // What is typed survives a reload until it is saved.
  useEffect(() => keepJobDraft(saved, form), [saved, form]);
  const set = (field: keyof JobForm) => (value: string) =>
    setForm((previous) => ({ ...previous, [field]: value }));
  // Core spec §9: "ready" past 50 characters; never said of a description the rule refuses.
  const isReady =
    form.description.trim().length > READY_HINT_MIN_CHARS && isAnalysableDescription(form.description);
  const urlProblem = addressProblem(form.url);
  const companyUrlProblem = addressProblem(form.companyUrl);
  const saveProblem = !isAnalysableDescription(form.description)
    ? validationMessages.jobDescriptionTooShort
    : (urlProblem ?? companyUrlProblem);

  const runExtract = () =>
    extract.mutate(
      { url: form.url.trim(), model },
      {
        onSuccess: ({ data }) => {
          // Fill a field only where the server found a value.
          setForm((previous) => ({
            ...previous,
            title: data.title ?? previous.title,
            company: data.company ?? previous.company,
            description: data.description ?? previous.description,
          }));
          toast({ title: successMessages.jobExtracted });
        },
        onError: (error) =>
          toast({
            title: toastMessages.extractionFailed.title,
            description: messageOf(error, toastMessages.extractionFailed.fallback),
            variant: 'destructive',
          }),
      },
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saveProblem) return;
    create.mutate(form, {
      onSuccess: ({ jobDescription }) => {
        clearJobDraft();
        toast({ title: successMessages.jobSaved });
        onSaved(jobDescription);
      },
      onError: (error) =>
        toast({
          title: toastMessages.jobSaveFailed.title,
          description: messageOf(error, toastMessages.jobSaveFailed.fallback),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Briefcase className="size-5 text-primary" aria-hidden />
          Job Description
        </CardTitle>
        <CardDescription>Paste the posting, or give its address and extract it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="space-y-4" noValidate>
          <JobField
            id={ids.url}
            label="Job URL"
            type="url"
            value={form.url}
            onChange={set('url')}
            placeholder="https://…"
            problem={urlProblem}
          >
            <Button
              type="button"
              variant="secondary"
              onClick={runExtract}
              disabled={!isWebAddress(form.url) || extract.isPending}
            >
              {extract.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
              {extract.isPending ? 'Extracting…' : 'Extract'}
            </Button>
          </JobField>
          <div className="grid gap-4 sm:grid-cols-2">
            <JobField
              id={ids.title}
              label="Job title"
              value={form.title}
              onChange={set('title')}
              placeholder="Position"
            />
            <JobField
              id={ids.company}
              label="Company"
              value={form.company}
              onChange={set('company')}
              placeholder="Company"
            />
          </div>
          <JobField
            id={ids.companyUrl}
            label="Company URL"
            type="url"
            value={form.companyUrl}
            onChange={set('companyUrl')}
            placeholder="https://…"
            problem={companyUrlProblem}
          />
          <div className="space-y-1.5">
            <label htmlFor={ids.description} className="text-sm font-medium">
              Job description <span aria-hidden>*</span>
            </label>
            <textarea
              id={ids.description}
              required
              aria-required
              aria-describedby={
                saveProblem === validationMessages.jobDescriptionTooShort ? saveHintId : undefined
              }
              rows={10}
              value={form.description}
              onChange={(event) => set('description')(event.target.value)}
              placeholder="Paste the full job description here…"
              className="w-full rounded-md border bg-background px-3 py-2 text-sm"
            />
            <div className="flex items-center justify-between text-sm">
              <span className="text-muted-foreground" aria-live="polite">
                {form.description.length.toLocaleString('en')} characters
              </span>
              {isReady && (
                <span className="flex items-center gap-1 font-medium text-success">
                  <CheckCircle2 className="size-4" aria-hidden />
                  Ready for analysis
                </span>
              )}
            </div>
          </div>
          <div className="space-y-2">
            <Button
              type="submit"
              disabled={saveProblem !== undefined || create.isPending}
              aria-describedby={saveProblem ? saveHintId : undefined}
            >
              {create.isPending ? 'Saving…' : saved ? 'Save Changes' : 'Save Job Description'}
            </Button>
            {saveProblem && (
              <p id={saveHintId} className="text-sm text-muted-foreground">
                {saveProblem}
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
