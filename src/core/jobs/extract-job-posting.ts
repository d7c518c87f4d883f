import type { AtsApi } from './ats-apis';
import type { JobFields } from './job-fields';
import { countJobWords } from './job-words';
import { jobPostingFromJson } from './json-ld';
import { jobFieldsFromJsonRecord } from './json-record';
import { parseLenientJson } from './lenient-json';
import { extractMainContent } from './main-content';
import { plainTextPosting } from './plain-text-posting';
import { structuredJobPosting } from './structured-data';

export const JOB_DESCRIPTION_MAX_CHARS = 20_000;
export const JOB_FIELD_MAX_CHARS = 200;

/**
 * Where the fields came from: a schema.org JobPosting (JSON-LD, microdata or RDFa), an applicant-tracking
 * system's API, a plain JSON job record, the page's main content, or plain text.
 */
export type JobPostingSource =
  | 'json-ld'
  | 'microdata'
  | 'rdfa'
  | 'ats-api'
  | 'json'
  | 'main-content'
  | 'text';

export interface ExtractedJobPosting extends JobFields {
  source: JobPostingSource;
}

export interface FetchedPosting {
  url: string;
  contentType: string;
  body: string;
}

type BodyKind = 'json' | 'html' | 'text';

function bodyKind(contentType: string, body: string): BodyKind {
  const type = contentType.toLowerCase();
  if (type.includes('json')) return 'json';
  if (type.includes('html') || type.includes('xml')) return 'html';
  if (type.startsWith('text/')) return 'text';
  const start = body.trimStart();
  if (/^[{[]/.test(start)) return 'json';
  return /<(!doctype html|html|head|body|script|div|p|h1)[\s>]/i.test(start.slice(0, 5000)) ? 'html' : 'text';
}

function oneLine(value: string | undefined): string | undefined {
  return value?.replace(/\s+/g, ' ').trim().slice(0, JOB_FIELD_MAX_CHARS).trim() || undefined;
}

/** Trims, caps (title and company 200 characters, description 20,000) and leaves out empty fields. */
function finish(fields: JobFields, source: JobPostingSource): ExtractedJobPosting {
  const result: ExtractedJobPosting = { source };
  const title = oneLine(fields.title);
  const company = oneLine(fields.company);
  const description = fields.description?.trim().slice(0, JOB_DESCRIPTION_MAX_CHARS).trim();
  if (title) result.title = title;
  if (company) result.company = company;
  if (description) result.description = description;
  return result;
}

function fromJson(body: string): ExtractedJobPosting {
  const value = parseLenientJson(body);
  const jobPosting = jobPostingFromJson(value);
  if (jobPosting) return finish(jobPosting, 'json-ld');
  return finish(jobFieldsFromJsonRecord(value) ?? {}, 'json');
}

function fromHtml(body: string, url: string): ExtractedJobPosting {
  const structured = structuredJobPosting(body);
  const { title, company, description } = structured.fields;
  // A structured description that does not read as a posting ("Join Acme's kitchen in Leeds.") is often a
  // teaser for the posting in the page itself, so the page is read too.
  const describes = description !== undefined && looksLikeJobDescription(description);
  if (structured.source && title && company && describes) return finish(structured.fields, structured.source);
  const main = extractMainContent(body, url);
  // Structured data wins field by field; the main content fills what it left out, and gives the description
  // when the structured one does not read as a posting and the page's does.
  const mainDescribes = main.description !== undefined && looksLikeJobDescription(main.description);
  const merged: JobFields = {
    title: title ?? main.title,
    company: company ?? main.company,
    description: describes
      ? description
      : mainDescribes
        ? main.description
        : (description ?? main.description),
  };
  return finish(merged, structured.source ?? 'main-content');
}

/**
 * Title, company and description of a fetched job posting page (no network: the caller fetched it).
 * JSON bodies are read as schema.org JobPosting or a plain job record; HTML as a schema.org JobPosting
 * (JSON-LD, then microdata, then RDFa), with the main content filling the fields it lacks and replacing a
 * structured description that does not read as one (`looksLikeJobDescription`) when its own does; text as is.
 * Only fields found are returned; the title and company are single lines of at most 200 characters, the
 * description plain text of at most 20,000.
 */
export function extractJobPosting({ url, contentType, body }: FetchedPosting): ExtractedJobPosting {
  const kind = bodyKind(contentType, body);
  if (kind === 'json') return fromJson(body);
  if (kind === 'html') return fromHtml(body, url);
  return finish(plainTextPosting(body), 'text');
}

/** The posting from an applicant-tracking system's API response (see `atsApiFor`); undefined if unusable. */
export function extractFromAtsResponse(api: AtsApi, json: unknown): ExtractedJobPosting | undefined {
  const fields = api.pick(json);
  return fields ? finish(fields, 'ats-api') : undefined;
}

/**
 * A cheap check that text is a job description rather than a login wall, an error page or a list of jobs:
 * more than 200 characters and at least two different job-posting words (in several languages).
 */
export function looksLikeJobDescription(text: string): boolean {
  return text.trim().length > 200 && countJobWords(text) >= 2;
}
