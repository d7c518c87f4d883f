import { modelJobAnswerSchema } from '@core/analysis/ai/answers';
import { guardJobAnswer } from '@core/analysis/ai/job-answer';
import { jobExtractionPrompt } from '@core/analysis/ai/prompts';
import { AppError } from '@core/errors';
import { atsApiFor } from '@core/jobs/ats-apis';
import {
  type ExtractedJobPosting,
  extractFromAtsResponse,
  extractJobPosting,
  type FetchedPosting,
  looksLikeJobDescription,
} from '@core/jobs/extract-job-posting';
import { htmlToPlainText } from '@core/jobs/html-to-plain';
import type { ExtractedJob } from '@shared/api/job-descriptions';
import { BUILT_IN_MODEL } from '@shared/models';
import type { AiChain } from '../../ai/ai-chain';
import type { PageFetcher, SafeFetchResult } from '../../http/safe-fetch';
import type { CheckVisitorLimit } from '../../http/visitor-limits';
import { providerDetail } from '../privacy/privacy.messages';
import type { PrivacyRecorder } from '../privacy/privacy-recorder';
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

/** The AI step of extraction: the provider chain, and the visitor limit a model's call counts against. */
export interface JobsAi {
  chain: Pick<AiChain, 'generateJson' | 'hasRemote'>;
  checkVisitorLimit?: CheckVisitorLimit;
}

/** Who asks and how: the model chosen ("built-in": none), the visitor, and the request's signal. */
export interface ExtractOptions {
  model?: string;
  owner?: string;
  /** The client address's key: a model's call counts against the address's limit too. */
  address?: string;
  signal?: AbortSignal;
}

/** A page as the model reads it: HTML as plain text (no scripts, styles or link addresses), other text as is. */
function pageTextOf(response: SafeFetchResult): string {
  return /html|xml/i.test(response.contentType) || /^\s*<(?:!doctype|html)/i.test(response.body)
    ? htmlToPlainText(response.body)
    : response.body;
}

/**
 * Job descriptions: saving, listing, and extraction from a posting URL. Best source first: the page's
 * schema.org JobPosting (JSON-LD, microdata or RDFa) when it reads as a job description, then the public API
 * of a recognised applicant-tracking system, then the page's main content. A description that does not read
 * as one (a bare schema.org example with only its education and experience fields) is refused, whatever its source.
 * Last, before "No job description found", an AI model reads the page's text (when a provider is configured and
 * the visitor did not choose the built-in engine): only what the page says word for word is kept
 * (`guardJobAnswer`), and it too must read as a job description.
 */
export function createJobsService(
  repository: JobsRepository,
  fetchPage: PageFetcher,
  ai?: JobsAi,
  privacy?: PrivacyRecorder,
  /** Reads a fetched page for its posting: the server runs it on the worker pool, for the visitor. */
  readPage: (page: FetchedPosting, owner: string | undefined) => Promise<ExtractedJobPosting> = async (
    page,
  ) => extractJobPosting(page),
) {
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

  /** The model's reading of the page, kept where the page says it; empty when no model answered. */
  async function fromModel(response: SafeFetchResult, options: ExtractOptions): Promise<ExtractedJob> {
    if (!ai || options.model === BUILT_IN_MODEL || !ai.chain.hasRemote()) return {};
    const pageText = pageTextOf(response);
    if (!pageText.trim()) return {};
    if (options.owner) await ai.checkVisitorLimit?.({ owner: options.owner, address: options.address }, 'ai');
    const answer = await ai.chain.generateJson({
      task: 'job-extraction',
      model: options.model,
      ...jobExtractionPrompt({ url: response.url, pageText }),
      schema: modelJobAnswerSchema,
      maxTokens: 6000,
      signal: options.signal,
    });
    if (!answer) return {};
    if (options.owner) await privacy?.activity(options.owner, 'ai_call', providerDetail(answer.provider));
    return guardJobAnswer(answer.data, pageText);
  }

  return {
    async create(owner: string, job: NewJobDescription) {
      const created = await repository.create(owner, job);
      await privacy?.activity(owner, 'job_description', null);
      return created;
    },

    list: (owner: string) => repository.list(owner),

    async extract(url: string, options: ExtractOptions = {}): Promise<ExtractedJob> {
      let page: ExtractedJob = {};
      let pageError: unknown;
      let response: SafeFetchResult | undefined;
      let source: ExtractedJobPosting['source'] | undefined;
      try {
        response = await fetchPage(url);
        const posting = await readPage(
          { url: response.url, contentType: response.contentType, body: response.body },
          options.owner,
        );
        page = fieldsOf(posting);
        source = posting.source;
      } catch (error) {
        pageError = error;
      }
      const isStructured = source === 'json-ld' || source === 'microdata' || source === 'rdfa';
      if (isStructured && page.description && looksLikeJobDescription(page.description)) return page;
      const api = await fromAtsApi(url);
      if (api.description) return { ...page, ...api };
      if (pageError || !response) throw pageError;
      if (!page.description || !looksLikeJobDescription(page.description)) {
        const read = await fromModel(response, options);
        if (read.description && looksLikeJobDescription(read.description)) return { ...page, ...read };
        throw new AppError('UNPROCESSABLE', noJobFoundMessage);
      }
      return page;
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
