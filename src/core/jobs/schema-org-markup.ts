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
type AnyNode = Element['children'][number];

/** How one syntax marks an item, its types and its properties. */
interface Syntax {
  isItem(element: Element): boolean;
  types(element: Element): string[];
  /** The schema.org names of the element's properties; names of other vocabularies are left out. */
  properties(element: Element): string[];
  isJobPosting(element: Element): boolean;
}

const schemaOrg = /^https?:\/\/(?:www\.)?schema\.org\/?$/i;
const schemaOrgJobPosting = /^https?:\/\/(?:www\.)?schema\.org\/JobPosting\/?$/i;
/** "https://schema.org/title" -> "title". */
const schemaOrgUrl = /^https?:\/\/(?:www\.)?schema\.org\/([^/?#]+)\/?$/i;

const tokens = (value: string | undefined) => value?.trim().split(/\s+/).filter(Boolean) ?? [];
/** A type as JSON-LD would write it: "https://schema.org/Organization", "schema:Organization" -> "Organization". */
const typeName = (name: string) => name.replace(/\/$/, '').replace(/^.*[/#:]/, '');
/**
 * Values are read as HTML, and `htmlToPlainText` takes `&lt;b&gt;` with no real tag for HTML escaped twice.
 * Markup values never are, so `<` is written `&#60;`: "Acme <b>" stays "Acme <b>" instead of losing "<b>".
 */
const literalLessThan = (html: string) => html.replace(/&lt;/g, '&#60;');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&#60;').replace(/>/g, '&gt;');
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

/**
 * A microdata property of a schema.org item: a bare name ("title"), a schema.org URL or a "schema:" term;
 * not "og:title" or another vocabulary's URL.
 */
function microdataProperty(name: string): string | undefined {
  if (!name.includes(':')) return name;
  return schemaOrgUrl.exec(name)?.[1] ?? /^schema:([^:]+)$/i.exec(name)?.[1];
}

const microdata: Syntax = {
  isItem: (element) => DomUtils.hasAttrib(element, 'itemscope'),
  types: (element) => tokens(attribute(element, 'itemtype')),
  properties: (element) =>
    tokens(attribute(element, 'itemprop')).flatMap((name) => microdataProperty(name) ?? []),
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

/**
 * The schema.org term an RDFa name stands for, else undefined: a schema.org URL, a term whose prefix stands
 * for schema.org ("schema:title", not "og:title") or a bare term under a schema.org `vocab`. A bare property
 * where no `vocab` is declared at all is taken too (`bareWithoutVocab`): inside a schema.org JobPosting item
 * no other vocabulary can have meant it.
 */
function rdfaSchemaOrgTerm(element: Element, name: string, bareWithoutVocab: boolean): string | undefined {
  if (/^https?:/i.test(name)) return schemaOrgUrl.exec(name)?.[1];
  const prefixed = /^([\w-]+):(.+)$/.exec(name);
  if (prefixed?.[1] && prefixed[2]) return isSchemaOrgPrefix(element, prefixed[1]) ? prefixed[2] : undefined;
  const vocab = inherited(element, 'vocab');
  return (vocab ? schemaOrg.test(vocab) : bareWithoutVocab) ? name : undefined;
}

const rdfa: Syntax = {
  isItem: (element) => DomUtils.hasAttrib(element, 'typeof'),
  types: (element) => tokens(attribute(element, 'typeof')),
  properties: (element) =>
    tokens(attribute(element, 'property')).flatMap((name) => rdfaSchemaOrgTerm(element, name, true) ?? []),
  isJobPosting: (element) =>
    rdfa.types(element).some((type) => rdfaSchemaOrgTerm(element, type, false) === 'JobPosting'),
};

/** The attribute that carries a URL property's value, by element name (a page may name an element anything). */
const urlAttribute = new Map([
  ['a', 'href'],
  ['area', 'href'],
  ['link', 'href'],
  ['audio', 'src'],
  ['embed', 'src'],
  ['iframe', 'src'],
  ['img', 'src'],
  ['source', 'src'],
  ['track', 'src'],
  ['video', 'src'],
  ['object', 'data'],
]);

/**
 * Characters of property HTML read for one posting, its nested items included. An element's value holds the
 * HTML of every property element inside it again, so nested property elements cost the square of their depth
 * (2,500 nested `itemprop` divs on a 340 KB page came to 460 MB of strings). 200,000 characters is ten times
 * the longest description kept (20,000), so no real posting reaches it.
 */
const propertyHtmlBudget = 200_000;

/**
 * A property's value as HTML: the attribute that carries it (`content`, `datetime`, a URL), else the
 * element's inner HTML (so a description keeps its paragraphs and lists). Once the posting's budget is
 * spent, only elements with no child elements are still read (they cannot hold one another, so reading them
 * all costs at most the page's length); the rest are left out (undefined).
 */
function propertyValue(element: Element, budget: { left: number }): string | undefined {
  const name = element.name.toLowerCase();
  const urlCarrier = urlAttribute.get(name);
  const carried =
    attribute(element, 'content') ??
    (name === 'time' ? attribute(element, 'datetime') : undefined) ??
    (name === 'data' || name === 'meter' ? attribute(element, 'value') : undefined) ??
    (urlCarrier ? attribute(element, urlCarrier) : undefined);
  if (carried !== undefined) return escapeHtml(carried);
  if (budget.left <= 0 && element.children.some((child) => DomUtils.isTag(child))) return undefined;
  const html = nestsDeeperThan(element, MAX_MARKUP_DEPTH)
    ? escapeHtml(textOf(element))
    : literalLessThan(DomUtils.getInnerHTML(element));
  budget.left -= html.length;
  return html;
}

/**
 * Elements nested deeper than this are read as their text, not their HTML: serializing markup recurses once per
 * level, and thousands of levels (a hostile page) overflow the stack. No real description nests this deep.
 */
const MAX_MARKUP_DEPTH = 256;

/** Whether any element under `root` lies more than `limit` levels below it (walked without recursion). */
function nestsDeeperThan(root: Element, limit: number): boolean {
  const stack: Array<{ node: AnyNode; depth: number }> = root.children.map((node) => ({ node, depth: 1 }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.depth > limit) return true;
    if (DomUtils.hasChildren(next.node))
      for (const child of next.node.children) stack.push({ node: child, depth: next.depth + 1 });
  }
  return false;
}

/** The text under `root`, in document order (walked without recursion). */
function textOf(root: Element): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [...root.children].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (DomUtils.isText(node)) parts.push(node.data);
    else if (DomUtils.hasChildren(node))
      for (let at = node.children.length - 1; at >= 0; at--) stack.push(node.children[at] as AnyNode);
  }
  return parts.join('');
}

/** Adds a property the page named: in a Map, where "constructor" or "__proto__" is a name like any other. */
function addProperty(item: Map<string, unknown>, name: string, value: unknown): void {
  const previous = item.get(name);
  if (previous === undefined) item.set(name, value);
  else item.set(name, Array.isArray(previous) ? [...previous, value] : [previous, value]);
}

/**
 * An item as a JSON-LD-like object: `@type` and every property found under the element, down to (but not
 * into) nested items, which become nested objects when they are a property's value. A property repeated
 * becomes an array. The item and its nested items share one budget of property HTML (see `propertyValue`).
 */
function readItem(
  element: Element,
  syntax: Syntax,
  budget = { left: propertyHtmlBudget },
  depth = 0,
): JsonObject {
  const item = new Map<string, unknown>([['@type', syntax.types(element).map(typeName)]]);
  const visit = (children: Element['children']) => {
    for (const child of children) {
      if (!DomUtils.isTag(child)) continue;
      const names = syntax.properties(child);
      const nested = syntax.isItem(child);
      if (names.length > 0) {
        const value = nested
          ? depth < 4
            ? readItem(child, syntax, budget, depth + 1)
            : undefined
          : propertyValue(child, budget);
        if (value !== undefined) for (const name of names) addProperty(item, name, value);
      }
      if (!nested) visit(child.children);
    }
  };
  visit(element.children);
  // fromEntries defines each name as an own property, "__proto__" included.
  return Object.fromEntries(item);
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
