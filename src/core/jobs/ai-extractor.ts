import type { JobFields } from './job-fields';

export type { JobFields } from './job-fields';

/**
 * The AI step of job extraction: reads the page text and names the title, company and description.
 * It runs last, only for fields the structured sources (JSON-LD, applicant-tracking APIs, main content)
 * left empty, and is skipped when no AI provider is configured. Implemented by the AI issue.
 */
export interface JobAiExtractor {
  extract(
    input: { url: string; text: string; model: string },
    signal: AbortSignal,
  ): Promise<Partial<JobFields>>;
}
