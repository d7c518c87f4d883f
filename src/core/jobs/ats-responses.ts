import { z } from 'zod';
import { htmlToPlainText, tidyPlainText } from './html-to-plain';
import type { JobFields } from './job-fields';

/**
 * Parsers for the public job APIs of applicant-tracking systems. Their responses are third-party input:
 * each is checked with zod and anything that does not match gives undefined, never a half-read posting.
 */

const text = z.string().nullish();

function plain(html: string | null | undefined): string {
  return html ? htmlToPlainText(html) : '';
}

function joinSections(sections: (string | undefined)[]): string | undefined {
  const joined = tidyPlainText(sections.filter((part) => part?.trim()).join('\n\n'));
  return joined || undefined;
}

function section(heading: string, html: string | null | undefined): string | undefined {
  const body = plain(html);
  return body ? `${heading}\n\n${body}` : undefined;
}

function compact(fields: JobFields): JobFields | undefined {
  const kept = Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) => (value?.trim() ? [[key, value.trim()]] : [])),
  ) as JobFields;
  return kept.title || kept.description ? kept : undefined;
}

// https://developers.greenhouse.io/job-board.html#retrieve-a-job — `content` is HTML-escaped HTML.
const greenhouseJob = z.object({
  id: z.number(),
  title: z.string(),
  content: text,
  company_name: text,
});

export function pickGreenhouse(json: unknown, boardCompany: string): JobFields | undefined {
  const job = greenhouseJob.safeParse(json);
  if (!job.success) return undefined;
  const { title, content, company_name } = job.data;
  return compact({ title, company: company_name || boardCompany, description: plain(content) });
}

// https://github.com/lever/postings-api#get-a-specific-posting
const leverPosting = z.object({
  id: z.string(),
  text: z.string(),
  description: text,
  descriptionPlain: text,
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: text,
  additionalPlain: text,
});

export function pickLever(json: unknown, company: string): JobFields | undefined {
  const posting = leverPosting.safeParse(json);
  if (!posting.success) return undefined;
  const { text: title, description, descriptionPlain, lists, additional, additionalPlain } = posting.data;
  return compact({
    title,
    company,
    description: joinSections([
      description ? plain(description) : (descriptionPlain ?? undefined),
      // A list's content is the <li> items without their <ul>.
      ...(lists ?? []).map((list) => section(list.text, `<ul>${list.content}</ul>`)),
      additional ? plain(additional) : (additionalPlain ?? undefined),
    ]),
  });
}

// https://developers.ashbyhq.com/docs/public-job-posting-api — the board lists every job; we pick ours by id.
const ashbyBoard = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      descriptionHtml: text,
      descriptionPlain: text,
    }),
  ),
});

export function pickAshby(json: unknown, jobId: string, company: string): JobFields | undefined {
  const board = ashbyBoard.safeParse(json);
  if (!board.success) return undefined;
  const job = board.data.jobs.find((candidate) => candidate.id.toLowerCase() === jobId.toLowerCase());
  if (!job) return undefined;
  const description = job.descriptionHtml
    ? plain(job.descriptionHtml)
    : tidyPlainText(job.descriptionPlain ?? '');
  return compact({ title: job.title, company, description });
}

// The job endpoint behind apply.workable.com pages: description, requirements and benefits are HTML.
const workableJob = z.object({
  shortcode: z.string(),
  title: z.string(),
  description: text,
  requirements: text,
  benefits: text,
});

export function pickWorkable(json: unknown, company: string): JobFields | undefined {
  const job = workableJob.safeParse(json);
  if (!job.success) return undefined;
  const { title, description, requirements, benefits } = job.data;
  return compact({
    title,
    company,
    description: joinSections([
      plain(description),
      section('Requirements', requirements),
      section('Benefits', benefits),
    ]),
  });
}
