import type { ProcessingActivityKind } from '@shared/api/privacy';

/**
 * The words the privacy calls answer with (issue 19): why each kind of processing happens, what each scheduled
 * deletion removes, and each compliance issue. One place, so the pages and the log say the same thing.
 */

/** Why each kind of processing happens: the activity log's `purpose`. */
export const activityPurposes: Record<ProcessingActivityKind, string> = {
  upload: 'Reading an uploaded resume so it can be analysed and edited',
  version: 'Keeping a new version of a resume file',
  job_description: 'Keeping a job description to analyse resumes against',
  analysis: 'Resume analysis against a job description',
  optimization: 'Applying the chosen improvements to a resume',
  export: 'Writing a resume as a file to download',
  ai_call: 'Sending resume or job text to an AI provider for suggestions',
  consent: 'Recording your consent choices',
  privacy_export: 'Exporting all your data at your request',
};

/** An AI provider as the activity log names it ("Provider: Groq"). */
const providerNames = new Map([
  ['openrouter', 'OpenRouter'],
  ['groq', 'Groq'],
  ['gemini', 'Google Gemini'],
  ['mistral', 'Mistral'],
  ['local', 'Local model server'],
  ['built-in', 'Built-in engine'],
]);

/** The activity log's detail of an AI call or analysis: which provider answered. */
export const providerDetail = (provider: string) => `Provider: ${providerNames.get(provider) ?? provider}`;

/** The activity log's detail of a resume made from a document (the builder, a JSON Resume import). */
export const documentUploadDetail = 'Resume document (builder or JSON Resume)';

/** The detail of a consent record: the optional choices, which are not personal data. */
export const consentDetail = (choices: { analytics: boolean; marketing: boolean; improvements: boolean }) =>
  `Analytics: ${yesNo(choices.analytics)}, Marketing: ${yesNo(choices.marketing)}, Service improvements: ${yesNo(choices.improvements)}`;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What each scheduled deletion removes (the compliance report's `scheduledDeletions[].data`). */
export const deletionLabels = {
  userData: (days: number) =>
    `Resumes, their files, sections and versions, and job descriptions (after ${days} days without a visit)`,
  analyses: (count: number, days: number) =>
    `${plural(count, 'analysis result')} (${days} days after each was made)`,
  activityLog: (count: number, days: number) =>
    `${plural(count, 'activity log entry', 'activity log entries')} (each ${days} days after it was made; the oldest first)`,
  unkeptScans: (count: number, days: number) =>
    `${plural(count, 'security scan record')} of files not kept (${days === 1 ? '1 day' : `${days} days`} after each scan)`,
  consents: (count: number, days: number) =>
    `${plural(count, 'consent record')} and your last-visit record (after ${days} days without a visit)`,
};

/** The compliance report's issues: each check that fails, in a sentence. */
export const complianceIssues = {
  noConsent: 'No consent has been recorded for this browser.',
  outdatedConsent: (given: string, current: string) =>
    `Consent was given to privacy policy version ${given}; the current version is ${current}.`,
  pastRetention: (what: string) => `${what} past the retention period, waiting for the cleanup job.`,
  cleanupDisabled: 'Automatic data cleanup is turned off on this server.',
  pastRetentionWhat: {
    analyses: (count: number) => `${plural(count, 'analysis result is', 'analysis results are')}`,
    activityLog: (count: number) => `${plural(count, 'activity log entry is', 'activity log entries are')}`,
    unkeptScans: (count: number) =>
      `${plural(count, 'security scan record is', 'security scan records are')}`,
    userData: 'Resumes and job descriptions are',
  },
};
