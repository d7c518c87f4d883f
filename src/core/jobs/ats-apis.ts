import { pickAshby, pickGreenhouse, pickLever, pickWorkable } from './ats-responses';
import type { JobFields } from './job-fields';

export type AtsProvider = 'greenhouse' | 'lever' | 'ashby' | 'workable';

/** Where an applicant-tracking system publishes a posting as JSON, and how to read that JSON. */
export interface AtsApi {
  provider: AtsProvider;
  apiUrl: string;
  /** Validates the API's response and maps it; undefined when it is not the expected shape. */
  pick(json: unknown): JobFields | undefined;
}

const segment = /^[A-Za-z0-9][\w.%-]*$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pathParts(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "acme-corp" -> "Acme Corp": the best company name a board slug gives when the API names none. */
export function companyFromSlug(slug: string): string {
  return decode(slug)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function greenhouse(url: URL): AtsApi | undefined {
  if (!/^(job-)?boards\.greenhouse\.io$/.test(url.hostname)) return undefined;
  const parts = pathParts(url);
  // The embedded form: /embed/job_app?for=<board>&token=<id>.
  const [board, id] =
    parts[0] === 'embed'
      ? [url.searchParams.get('for'), url.searchParams.get('token')]
      : parts[1] === 'jobs'
        ? [parts[0], parts[2]]
        : [undefined, undefined];
  if (!board || !id || !segment.test(board) || !/^\d+$/.test(id)) return undefined;
  return {
    provider: 'greenhouse',
    apiUrl: `https://boards-api.greenhouse.io/v1/boards/${encodeURIComponent(board)}/jobs/${id}`,
    pick: (json) => pickGreenhouse(json, companyFromSlug(board)),
  };
}

function lever(url: URL): AtsApi | undefined {
  const host = /^jobs(\.eu)?\.lever\.co$/.exec(url.hostname);
  const [company, id] = pathParts(url);
  if (!host || !company || !id || !segment.test(company) || !uuid.test(id)) return undefined;
  return {
    provider: 'lever',
    apiUrl: `https://api${host[1] ?? ''}.lever.co/v0/postings/${encodeURIComponent(company)}/${id}`,
    pick: (json) => pickLever(json, companyFromSlug(company)),
  };
}

function ashby(url: URL): AtsApi | undefined {
  const [org, id] = pathParts(url);
  if (url.hostname !== 'jobs.ashbyhq.com' || !org || !id || !uuid.test(id)) return undefined;
  const name = decode(org);
  return {
    provider: 'ashby',
    apiUrl: `https://api.ashbyhq.com/posting-api/job-board/${encodeURIComponent(name)}?includeCompensation=false`,
    pick: (json) => pickAshby(json, id, companyFromSlug(name)),
  };
}

function workable(url: URL): AtsApi | undefined {
  const [account, marker, shortcode] = pathParts(url);
  if (url.hostname !== 'apply.workable.com' || marker !== 'j' || !account || !shortcode) return undefined;
  if (!segment.test(account) || !/^[A-Z0-9]+$/i.test(shortcode)) return undefined;
  return {
    provider: 'workable',
    apiUrl: `https://apply.workable.com/api/v1/accounts/${encodeURIComponent(account)}/jobs/${shortcode}`,
    pick: (json) => pickWorkable(json, companyFromSlug(account)),
  };
}

/**
 * The public JSON API behind a posting URL of Greenhouse, Lever, Ashby or Workable, or undefined for any
 * other URL. A company site's `?gh_jid=` link is not recognised: its Greenhouse board name is unknown.
 */
export function atsApiFor(url: URL): AtsApi | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return greenhouse(url) ?? lever(url) ?? ashby(url) ?? workable(url);
}
