import { Parser } from 'htmlparser2';
import { htmlToPlainText } from './html-to-plain';
import type { JobFields } from './job-fields';
import { jobPostingDescription } from './job-posting-description';
import { parseLenientJson } from './lenient-json';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `"JobPosting"`, `["JobPosting", "Thing"]`, `"schema:JobPosting"`, `"https://schema.org/JobPosting"`. */
function isJobPosting(node: JsonObject): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((type) => typeof type === 'string' && /(^|[/:#])JobPosting$/i.test(type.trim()));
}

/** Walks objects and arrays (`@graph`, `mainEntity`, `itemListElement`...) to the first JobPosting node. */
export function findJobPosting(value: unknown, depth = 0): JsonObject | undefined {
  if (depth > 8) return undefined;
  const children = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  if (isObject(value) && isJobPosting(value)) return value;
  for (const child of children) {
    if (typeof child !== 'object' || child === null) continue;
    const found = findJobPosting(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** How deep arrays are read for a title or a company; deeper ones would overflow the stack (100,000 deep). */
const maxArrayDepth = 8;

/** One line of text; of an array (as microdata gives when a property repeats), the first. */
function text(value: unknown, depth = 0): string | undefined {
  if (Array.isArray(value))
    return depth < maxArrayDepth ? value.map((item) => text(item, depth + 1)).find(Boolean) : undefined;
  if (typeof value !== 'string') return undefined;
  const plain = htmlToPlainText(value).replace(/\s+/g, ' ').trim();
  return plain || undefined;
}

function organizationName(value: unknown, depth = 0): string | undefined {
  if (Array.isArray(value))
    return depth < maxArrayDepth
      ? value.map((item) => organizationName(item, depth + 1)).find(Boolean)
      : undefined;
  if (isObject(value)) return text(value.name) ?? text(value.legalName);
  return text(value);
}

/**
 * Maps a schema.org JobPosting node (from JSON-LD, microdata or RDFa) to our fields, absent ones left out.
 * The description gathers the detail properties too (see `jobPostingDescription`).
 */
export function jobFieldsFromJobPosting(node: JsonObject): JobFields {
  const fields: JobFields = {
    title: text(node.title) ?? text(node.name),
    company: organizationName(node.hiringOrganization),
    description: jobPostingDescription(node),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as JobFields;
}

/** The contents of every `<script type="application/ld+json">` block, in page order. */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  let current: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      const type = (attributes.type ?? '').toLowerCase();
      if (name === 'script' && type.includes('ld+json')) current = '';
    },
    ontext(data) {
      if (current !== undefined) current += data;
    },
    onclosetag(name) {
      if (name === 'script' && current !== undefined) {
        blocks.push(current);
        current = undefined;
      }
    },
  });
  parser.end(html);
  return blocks;
}

/** The first JobPosting in the page's JSON-LD blocks; a block that cannot be read is skipped. */
export function jobPostingFromHtml(html: string): JobFields | undefined {
  for (const block of jsonLdBlocks(html)) {
    const node = findJobPosting(parseLenientJson(block));
    if (node) return jobFieldsFromJobPosting(node);
  }
  return undefined;
}

/** A JSON document (API response, .jsonld file) that is, or contains, a JobPosting. */
export function jobPostingFromJson(json: string | unknown): JobFields | undefined {
  const value = typeof json === 'string' ? parseLenientJson(json) : json;
  const node = findJobPosting(value);
  return node ? jobFieldsFromJobPosting(node) : undefined;
}
