import type { JobFields } from './job-fields';
import { jobFieldsFromJobPosting, jobPostingFromHtml } from './json-ld';
import { markupJobPostings } from './schema-org-markup';

/** The three ways a page can embed a schema.org JobPosting. */
export type StructuredDataSyntax = 'json-ld' | 'microdata' | 'rdfa';

export interface StructuredPosting {
  fields: JobFields;
  /** The first syntax that gave a field; undefined when the page has no JobPosting at all. */
  source?: StructuredDataSyntax;
}

/**
 * The page's schema.org JobPosting, from JSON-LD, then microdata, then RDFa, field by field: a field the
 * first leaves out is taken from the next.
 */
export function structuredJobPosting(html: string): StructuredPosting {
  const markup = markupJobPostings(html);
  const found: [StructuredDataSyntax, JobFields | undefined][] = [
    ['json-ld', jobPostingFromHtml(html)],
    ['microdata', markup.microdata && jobFieldsFromJobPosting(markup.microdata)],
    ['rdfa', markup.rdfa && jobFieldsFromJobPosting(markup.rdfa)],
  ];
  const fields: JobFields = {};
  let source: StructuredDataSyntax | undefined;
  for (const [syntax, posting] of found) {
    if (!posting) continue;
    for (const key of ['title', 'company', 'description'] as const) {
      if (fields[key] || !posting[key]) continue;
      fields[key] = posting[key];
      source ??= syntax;
    }
  }
  return { fields, source };
}
