import { AppError } from '@core/errors';
import { atsApiFor } from '@core/jobs/ats-apis';
import {
  type ExtractedJobPosting,
  extractFromAtsResponse,
  extractJobPosting,
  looksLikeJobDescription,
} from '@core/jobs/extract-job-posting';
import type { ExtractedJob } from '@shared/api/job-descriptions';
import type { PageFetcher } from '../../http/safe-fetch';
import type { JobsRepository, NewJobDescription } from './jobs.repository';

export const noJobFoundMessage = 'No job description found on that page';

function fieldsOf(posting: ExtractedJobPosting | undefined): ExtractedJob {
  if (!posting) return {};
  const { title, company, description } = posting;
  return Object.fromEntries(
    Object.entries({ title, company, description }).filter(
      ([, value]) => typeof value === 'string' && value !== '',
    ),
  );
}

/**
 * Job descriptions: saving, listing, and extraction from a posting URL. Best source first: the page's
 * schema.org JobPosting (JSON-LD, microdata or RDFa) when it reads as a job description, then the public API
 * of a recognised applicant-tracking system, then the page's main content. A description that does not read
 * as one (a bare schema.org example with only its education and experience fields) is refused, whatever its source.
 * (The AI step arrives with the AI provider issue; until then it is skipped.)
 */
export function createJobsService(repository: JobsRepository, fetchPage: PageFetcher) {
  async function fromAtsApi(url: string): Promise<ExtractedJob> {
    const api = atsApiFor(new URL(url));
    if (!api) return {};
    try {
      const response = await fetchPage(api.apiUrl);
      return fieldsOf(extractFromAtsResponse(api, JSON.parse(response.body)));
    } catch {
      return {};
    }
  }

  return {
    create: (owner: string, job: NewJobDescription) => repository.create(owner, job),

    list: (owner: string) => repository.list(owner),

    async extract(url: string): Promise<ExtractedJob> {
      let page: ExtractedJob = {};
      let pageError: unknown;
      let source: ExtractedJobPosting['source'] | undefined;
      try {
        const response = await fetchPage(url);
        const posting = extractJobPosting({
          url: response.url,
          contentType: response.contentType,
          body: response.body,
        });
        page = fieldsOf(posting);
        source = posting.source;
      } catch (error) {
        pageError = error;
      }
      const isStructured = source === 'json-ld' || source === 'microdata' || source === 'rdfa';
      if (isStructured && page.description && looksLikeJobDescription(page.description)) return page;
      const api = await fromAtsApi(url);
      if (api.description) return { ...page, ...api };
      if (pageError) throw pageError;
      if (!page.description || !looksLikeJobDescription(page.description)) {
        throw new AppError('UNPROCESSABLE', noJobFoundMessage);
      }
      return page;
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
