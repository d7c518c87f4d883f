import { looksLikeJobTitle } from './job-title-words';

/** What the page says about itself, used to tell the job title from the company in a page title. */
export interface TitleContext {
  /** og:site_name, if any. */
  siteName?: string;
  /** The page's main heading, if any: its first <h1>, else the first <h2> of its main content. */
  h1?: string;
  /** The page's visible text, for evidence such as "Acme is hiring" or "About Acme". */
  pageText: string;
  /** The page's host name ("careers.acme.com"). */
  host?: string;
}

export interface TitleParts {
  title?: string;
  company?: string;
}

const separator = /\s+(?:[|·•»–—~]|-|::)\s+/;
/** Segments that name the kind of page, not the job or the employer. */
const generic = new RegExp(
  `^(${[
    'careers?|jobs?|job (board|openings?|details?|listings?|search|posting)|open (positions|roles)|vacanc(y|ies)',
    'opportunities|apply( now)?|home|join us|work with us|jobs? (&|and) careers?|stellenangebote?|karriere',
    "empleos?|ofertas? de (empleo|trabajo)|trabaja con nosotros|offres d'emploi",
  ].join('|')})$`,
  'i',
);
/** Job boards and ATS hosts: their name in a page title, og:site_name or author is not the employer. */
const platforms = new RegExp(
  `^(${[
    'linkedin|indeed|glassdoor|ziprecruiter|monster|stepstone|xing|infojobs|computrabajo|bumeran|laborum',
    'greenhouse|lever|workable|ashby|smartrecruiters|workday|bamboohr|jobvite|icims|taleo|personio|recruitee',
    'teamtailor|usajobs|nhs jobs|reed|totaljobs|welcome to the jungle|wellfound|angellist|dice|simplyhired',
  ].join('|')})(\\.[a-z.]{2,6})?$`,
  'i',
);

export const isJobPlatformName = (name: string) => platforms.test(name.trim());

/** "Careers at Acme", "Acme Careers", "Karriere bei Acme": the company named by the careers-site segment. */
const careersOf =
  /^(?:careers|jobs|karriere|empleos?)\s+(?:at|@|bei|en)\s+(.+)$|^(.+?)\s+(?:careers|jobs|karriere|job board)$/i;

/**
 * Whether a phrase names a page or a site rather than a job: "Careers", "Job details", "Acme Careers",
 * "Careers at Acme", "Indeed".
 */
export function isPageName(phrase: string): boolean {
  const text = phrase.replace(/\s+/g, ' ').trim();
  return generic.test(text) || careersOf.test(text) || isJobPlatformName(text);
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How strongly the page presents this phrase as the employer (0 = no sign at all). */
export function companyEvidence(phrase: string, context: TitleContext): number {
  const name = escapeRegExp(phrase);
  let score = 0;
  const presented = new RegExp(
    `(^|\\n|[.!?]\\s+)${name}\\s+(is|are)\\s+(hiring|looking|seeking|recruiting|proud|committed|an?|the)\\b|\\b(about|join|at|bei|über|sobre)\\s+${name}(\\W|$)`,
    'i',
  );
  if (presented.test(context.pageText)) score += 3;
  const key = squash(phrase);
  if (context.siteName && squash(context.siteName) === key) score += 2;
  if (context.host && key.length >= 3 && squash(context.host).includes(key)) score += 2;
  const mentions = context.pageText.match(new RegExp(`(^|\\W)${name}(\\W|$)`, 'gi'))?.length ?? 0;
  if (mentions >= 2) score += 1;
  return score;
}

function titleEvidence(phrase: string, context: TitleContext): number {
  return (looksLikeJobTitle(phrase) ? 2 : 0) + (context.h1 && squash(context.h1) === squash(phrase) ? 3 : 0);
}

/**
 * "Backend Engineer at Acme": split only when one side reads like a title or the page backs the company.
 * "Acme hiring Backend Engineer in Berlin" (the job boards' form): the company comes first.
 */
function splitAt(phrase: string, context: TitleContext): TitleParts {
  // Lower-case "hiring" only: "Senior Hiring Manager" is a title. The place always has a comma.
  const hiring = /^(.+?)\s+(?:is\s+)?hiring\s+(?:an?\s+)?(.+?)(?:\s+in\s+[^,]+,.*)?$/.exec(phrase);
  if (hiring?.[1] && hiring[2] && !/^(now|we|we're|we are|still)$/i.test(hiring[1])) {
    return { title: hiring[2], company: hiring[1] };
  }
  const match = /^(.+?)\s+(?:at|@|bei)\s+(\p{Lu}.*)$/u.exec(phrase);
  if (match?.[1] && match[2] && !looksLikeJobTitle(match[2])) {
    if (looksLikeJobTitle(match[1]) || companyEvidence(match[2], context) > 0) {
      return { title: match[1], company: match[2] };
    }
  }
  return { title: phrase };
}

/**
 * Splits a page title such as "Centers of Excellence - AI Specialist | Join TTS", "Backend Engineer - Acme"
 * or "Nurse at St Mary's - Careers" into the job title and, when the page backs it up, the company.
 * Site-name and "Careers" segments are dropped; a segment is taken as the company only with some evidence.
 */
export function parsePageTitle(raw: string, context: TitleContext): TitleParts {
  let careersCompany: string | undefined;
  const segments = raw
    .replace(/\s+/g, ' ')
    .trim()
    .split(separator)
    .filter((segment) => {
      if (generic.test(segment) || isJobPlatformName(segment)) return false;
      if (context.siteName && squash(segment) === squash(context.siteName)) return false;
      const careers = careersOf.exec(segment);
      if (careers) careersCompany ??= careers[1] ?? careers[2];
      return !careers;
    });
  if (segments.length === 0) return { company: careersCompany };
  if (segments.length === 1) {
    const parts = splitAt(segments[0] as string, context);
    return { title: parts.title, company: parts.company ?? careersCompany };
  }
  const scored = segments.map((segment, index) => ({
    segment,
    index,
    lean: companyEvidence(segment, context) - titleEvidence(segment, context),
    evidence: companyEvidence(segment, context),
  }));
  // Ties go to the later segment: "Title - Company" is the more common order.
  const best = scored.reduce((a, b) => (b.lean >= a.lean ? b : a));
  // Being mentioned twice is not enough: the page must present the segment as the employer or the site.
  if (best.evidence < 2 || best.lean <= 0) {
    return { title: segments.join(' - '), company: careersCompany };
  }
  const title = segments.filter((_, index) => index !== best.index).join(' - ');
  return { title, company: best.segment };
}
