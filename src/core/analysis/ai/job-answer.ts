import { JOB_DESCRIPTION_MAX_CHARS, JOB_FIELD_MAX_CHARS } from '../../jobs/extract-job-posting';
import type { JobFields } from '../../jobs/job-fields';
import type { ModelJobAnswer } from './answers';

/** Text as compared with the page: lower-case, typographic quotes and dashes plain, white space folded. */
function foldForPage(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/gu, "'")
    .replace(/[“”]/gu, '"')
    .replace(/[–—]/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A line without the list marker a model may add or change ("- ", "• ", "* "). */
const withoutListMarker = (line: string) => line.replace(/^\s*(?:[-*•·▪●◦]|\d{1,2}[.)])\s+/u, '');

/**
 * A model's reading of a page, kept only where the page says it: the title and the company when the page
 * holds them word for word (folded: case, quotes, dashes, white space), and of the description only the lines
 * the page holds (a list marker forgiven, blank lines kept between paragraphs). A line the model reworded,
 * summarised or made up is left out, so what is kept is the page's own text. Fields are trimmed and capped as
 * the other extractors cap them (200 characters, 20,000 for the description); empty ones are left out.
 */
export function guardJobAnswer(answer: ModelJobAnswer, pageText: string): JobFields {
  const page = foldForPage(pageText);
  const onPage = (text: string) => text.length > 0 && page.includes(foldForPage(text));
  const fields: JobFields = {};
  const title = answer.title?.replace(/\s+/gu, ' ').trim() ?? '';
  const company = answer.company?.replace(/\s+/gu, ' ').trim() ?? '';
  if (title && title.length <= JOB_FIELD_MAX_CHARS && onPage(title)) fields.title = title;
  if (company && company.length <= JOB_FIELD_MAX_CHARS && onPage(company)) fields.company = company;
  const kept: string[] = [];
  for (const line of (answer.description ?? '').split('\n')) {
    const text = line.trim();
    if (!text) {
      if (kept.length > 0 && kept[kept.length - 1] !== '') kept.push('');
      continue;
    }
    if (onPage(text)) kept.push(text);
    else if (onPage(withoutListMarker(text))) kept.push(`• ${withoutListMarker(text)}`);
  }
  const description = kept.join('\n').trim().slice(0, JOB_DESCRIPTION_MAX_CHARS).trim();
  if (description) fields.description = description;
  return fields;
}
