/**
 * schema.org JobPosting written in the HTML itself rather than in a JSON-LD script: microdata
 * (`itemscope itemtype="https://schema.org/JobPosting"` with `itemprop="title"`…) and RDFa
 * (`vocab="https://schema.org/" typeof="JobPosting"` with `property="title"`…). The item is read into the
 * same shape as a JSON-LD node, so both are mapped by `jobFieldsFromJobPosting`.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

type JsonObject = Record<string, unknown>;
type Document = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.findAll>[number];

/** How one syntax marks an item, its types and its properties. */
interface Syntax {
  isItem(element: Element): boolean;
  types(element: Element): string[];
  properties(element: Element): string[];
  isJobPosting(element: Element): boolean;
}

const schemaOrg = /^https?:\/\/(?:www\.)?schema\.org\/?$/i;
const schemaOrgJobPosting = /^https?:\/\/(?:www\.)?schema\.org\/JobPosting\/?$/i;

const tokens = (value: string | undefined) => value?.trim().split(/\s+/).filter(Boolean) ?? [];
/** "https://schema.org/title", "schema:title", "title" -> "title". */
const localName = (name: string) => name.replace(/\/$/, '').replace(/^.*[/#:]/, '');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (element: Element, name: string) => DomUtils.getAttributeValue(element, name);

/** The closest value of an inherited attribute (RDFa `vocab`, `prefix`), on the element or an ancestor. */
function inherited(element: Element, name: string): string | undefined {
  for (let node: Element | null = element; node; node = node.parent as Element | null) {
    if (!DomUtils.isTag(node)) return undefined;
    const value = attribute(node, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

const microdata: Syntax = {
  isItem: (element) => DomUtils.hasAttrib(element, 'itemscope'),
  types: (element) => tokens(attribute(element, 'itemtype')),
  properties: (element) => tokens(attribute(element, 'itemprop')),
  isJobPosting: (element) =>
    microdata.isItem(element) && microdata.types(element).some((type) => schemaOrgJobPosting.test(type)),
};

/** Whether an RDFa prefix ("schema" in "schema:JobPosting") stands for schema.org; `schema:` is predefined. */
function isSchemaOrgPrefix(element: Element, prefix: string): boolean {
  const declared = tokens(inherited(element, 'prefix'));
  const index = declared.findIndex((token) => token.toLowerCase() === `${prefix.toLowerCase()}:`);
  const uri = index >= 0 ? declared[index + 1] : undefined;
  return uri ? schemaOrg.test(uri) : prefix.toLowerCase() === 'schema';
}

/** An RDFa type resolved against the vocabulary: a full URL, a `schema:` term or a bare term under `vocab`. */
function isRdfaJobPosting(element: Element, type: string): boolean {
  if (/^https?:/i.test(type)) return schemaOrgJobPosting.test(type);
  const prefixed = /^([\w-]+):(.+)$/.exec(type);
  if (prefixed?.[1] && prefixed[2])
    return prefixed[2] === 'JobPosting' && isSchemaOrgPrefix(element, prefixed[1]);
  return type === 'JobPosting' && schemaOrg.test(inherited(element, 'vocab') ?? '');
}

const rdfa: Syntax = {
  isItem: (element) => DomUtils.hasAttrib(element, 'typeof'),
  types: (element) => tokens(attribute(element, 'typeof')),
  properties: (element) => tokens(attribute(element, 'property')),
  isJobPosting: (element) => rdfa.types(element).some((type) => isRdfaJobPosting(element, type)),
};

const urlAttribute: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  img: 'src',
  source: 'src',
  track: 'src',
  video: 'src',
  object: 'data',
};

/**
 * A property's value as HTML: the attribute that carries it (`content`, `datetime`, a URL), else the
 * element's inner HTML (so a description keeps its paragraphs and lists).
 */
function propertyValue(element: Element): string {
  const name = element.name.toLowerCase();
  const carried =
    attribute(element, 'content') ??
    (name === 'time' ? attribute(element, 'datetime') : undefined) ??
    (name === 'data' || name === 'meter' ? attribute(element, 'value') : undefined) ??
    (urlAttribute[name] ? attribute(element, urlAttribute[name] as string) : undefined);
  return carried !== undefined ? escapeHtml(carried) : DomUtils.getInnerHTML(element);
}

function addProperty(item: JsonObject, name: string, value: unknown): void {
  const previous = item[name];
  if (previous === undefined) item[name] = value;
  else item[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

/**
 * An item as a JSON-LD-like object: `@type` and every property found under the element, down to (but not
 * into) nested items, which become nested objects when they are a property's value. A property repeated
 * becomes an array.
 */
function readItem(element: Element, syntax: Syntax, depth = 0): JsonObject {
  const item: JsonObject = { '@type': syntax.types(element).map(localName) };
  const visit = (children: Element['children']) => {
    for (const child of children) {
      if (!DomUtils.isTag(child)) continue;
      const names = syntax.properties(child);
      const nested = syntax.isItem(child);
      if (names.length > 0) {
        const value = nested
          ? depth < 4
            ? readItem(child, syntax, depth + 1)
            : undefined
          : propertyValue(child);
        if (value !== undefined) for (const name of names) addProperty(item, localName(name), value);
      }
      if (!nested) visit(child.children);
    }
  };
  visit(element.children);
  return item;
}

function firstJobPosting(document: Document, syntax: Syntax): JsonObject | undefined {
  const element = DomUtils.findOne(syntax.isJobPosting, document.children);
  return element ? readItem(element, syntax) : undefined;
}

/** The page's first schema.org JobPosting written as microdata and as RDFa, as JSON-LD-like nodes. */
export function markupJobPostings(html: string): { microdata?: JsonObject; rdfa?: JsonObject } {
  if (!/\b(itemscope|typeof)\b/i.test(html)) return {};
  const document = parseDocument(html);
  return { microdata: firstJobPosting(document, microdata), rdfa: firstJobPosting(document, rdfa) };
}
