import { htmlToPlainText, tidyPlainText } from './html-to-plain';
import type { JobFields } from './job-fields';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Key spellings of job boards' exports and APIs, compared lower-case without spaces, `_` or `-`. */
const titleKeys = ['jobtitle', 'title', 'positiontitle', 'position', 'jobname', 'role'];
const companyKeys = [
  'companyname',
  'company',
  'employername',
  'employer',
  'organization',
  'organisation',
  'hiringorganization',
];
const descriptionKeys = [
  'jobdescription',
  'description',
  'descriptionhtml',
  'descriptionplain',
  'descriptiontext',
  'details',
];
/** Envelopes an API may wrap the posting in. */
const envelopeKeys = ['job', 'jobposting', 'posting', 'data', 'result'];

const squash = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

function pickString(record: JsonObject, keys: string[]): string | undefined {
  const byKey = new Map(Object.entries(record).map(([key, value]) => [squash(key), value]));
  for (const key of keys) {
    let value = byKey.get(key);
    if (isObject(value)) value = value.name;
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

const looksLikeHtml = (text: string) =>
  /<\/?(p|div|br|li|ul|h[1-6]|strong|span)\b[^>]*>|&lt;\/?p&gt;/i.test(text);

/** One line of text: Glassdoor appends the rating to the company after a line break ("Yesler\n4.1"). */
function singleLine(value: string): string | undefined {
  const line = value
    .split('\n')
    .map((part) => part.trim())
    .find(Boolean);
  return line ? htmlToPlainText(line).replace(/\s+/g, ' ') || undefined : undefined;
}

/**
 * A job posting exported as a plain JSON record (a job board row, an API object) rather than schema.org:
 * title, company and description found by their usual key names. Undefined when there is no description
 * and not both a title and a company, so unrelated JSON documents are not mistaken for postings.
 */
export function jobFieldsFromJsonRecord(value: unknown, depth = 0): JobFields | undefined {
  if (Array.isArray(value) && value.length === 1) return jobFieldsFromJsonRecord(value[0], depth + 1);
  if (!isObject(value) || depth > 2) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (envelopeKeys.includes(squash(key)) && isObject(inner)) {
      const found = jobFieldsFromJsonRecord(inner, depth + 1);
      if (found) return found;
    }
  }
  const rawTitle = pickString(value, titleKeys);
  const rawCompany = pickString(value, companyKeys);
  const rawDescription = pickString(value, descriptionKeys);
  const description = rawDescription
    ? looksLikeHtml(rawDescription)
      ? htmlToPlainText(rawDescription)
      : tidyPlainText(rawDescription)
    : undefined;
  const hasDescription = description !== undefined && description.length >= 50;
  if (!hasDescription && !(rawTitle && rawCompany)) return undefined;
  const fields: JobFields = {
    title: rawTitle ? singleLine(rawTitle) : undefined,
    company: rawCompany ? singleLine(rawCompany) : undefined,
    description: hasDescription ? description : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, field]) => field)) as JobFields;
}
