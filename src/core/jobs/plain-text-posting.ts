import { tidyPlainText } from './html-to-plain';
import type { JobFields } from './job-fields';
import { looksLikeJobTitle } from './job-title-words';
import { labelledCompany } from './labelled-lines';
import { companyEvidence } from './page-title';

/** "Job title: X", "Stellenbeschreibung: X", "# X": the decoration around a title line. */
const titlePrefix =
  /^(?:#+\s*)?(?:(?:job|position)\s+(?:title|description|posting)|title|position|role|stellenbeschreibung|stellenanzeige|puesto|vacante|oferta de empleo|offre d'emploi)\s*:\s*/i;

/** A URL slug such as "registered-nurse-austin-tx" printed above the real title. */
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/** Front matter ("---" YAML or "+++" TOML) that static-site postings start with. */
const frontMatter = /^(---|\+\+\+)\r?\n([\s\S]*?)\r?\n\1\r?\n/;

function frontMatterValue(block: string, keys: string[]): string | undefined {
  for (const key of keys) {
    const match = new RegExp(`^${key}\\s*[:=]\\s*(.+)$`, 'im').exec(block);
    const value = match?.[1]
      ?.trim()
      .replace(/^(["'])(.*)\1$/, '$2')
      .trim();
    if (value && !/^(none|null|~)$/i.test(value)) return value;
  }
  return undefined;
}

/** Whether a line reads like a heading rather than a sentence. */
function looksLikeTitle(line: string): boolean {
  const words = line.split(/\s+/).length;
  return (
    line.length >= 3 &&
    line.length <= 120 &&
    words <= 14 &&
    !/[.;,]$|[.!?]\s/.test(line) &&
    /\p{L}/u.test(line)
  );
}

/**
 * A posting fetched as plain text (or Markdown): the text is the description; the title is the first line
 * when it reads like one, or the front matter's `title`. Front matter also gives the company.
 */
export function plainTextPosting(text: string): JobFields {
  let body = text.replace(/^\ufeff/, '');
  let title: string | undefined;
  let company: string | undefined;
  const front = frontMatter.exec(body);
  if (front?.[2]) {
    title = frontMatterValue(front[2], ['title', 'job_title', 'position']);
    company = frontMatterValue(front[2], [
      'company',
      'organization',
      'organisation',
      'employer',
      'hiring_organization',
    ]);
    body = body.slice(front[0].length);
  }
  // Static-site postings may keep the whole posting in the front matter: then the text is the description.
  const description = tidyPlainText(body).length >= 200 ? tidyPlainText(body) : tidyPlainText(text);
  if (!title) {
    const lines = description.split('\n').filter(Boolean);
    const first = lines[0] !== undefined && slug.test(lines[0]) ? lines[1] : lines[0];
    const candidate = first
      ?.replace(titlePrefix, '')
      .replace(/^#+\s*/, '')
      .replace(/\*\*/g, '')
      .trim();
    if (candidate && looksLikeTitle(candidate)) title = candidate;
  }
  const [, before, after] = /^([^:]{2,60}):\s+(.+)$/.exec(title ?? '') ?? [];
  // "Login.gov: Data Analyst" names the company first when the text presents it as the employer.
  if (
    before &&
    after &&
    !company &&
    !looksLikeJobTitle(before) &&
    companyEvidence(before, { pageText: description }) >= 2
  ) {
    title = after;
    company = before;
  }
  company ??= labelledCompany(description);
  const fields: JobFields = { title, company, description };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as JobFields;
}
