import type { OptionalConsents } from '@shared/api/privacy';

/** What each optional consent means (platform spec §2), as the banner and the settings word it. */
export const optionalConsentLabels: Record<keyof OptionalConsents, { label: string; description: string }> = {
  analytics: {
    label: 'Analytics',
    description:
      'Counting which pages and features are used, to see what helps. Nothing is counted without it.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Telling you about new Vitae features. We send you nothing of the kind without it.',
  },
  improvements: {
    label: 'Service Improvements',
    description: 'Using error and speed figures, never your resume text, to make the analysis better.',
  },
};

/**
 * The required processing (platform spec §2 "Consent": cannot be switched off): what Vitae must do with
 * what you give it to work at all.
 */
export const requiredProcessing = [
  {
    label: 'Resume analysis',
    description:
      'Reading your resume and the job description to score the match and suggest improvements, with the built-in engine or an AI provider.',
  },
  {
    label: 'File processing',
    description: 'Extracting the text of the files you upload and keeping them as versions you can export.',
  },
  {
    label: 'Security scanning',
    description: 'Checking every uploaded file for macros, scripts and hidden content before it is opened.',
  },
] as const;

/** The Privacy Policy checkbox's label, in the banner's simple and detailed views. */
export const policyCheckboxLabel = {
  simple: 'I have read and accept the',
  detailed: 'Privacy Policy acceptance',
} as const;
