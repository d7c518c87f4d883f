import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { htmlToPlainText } from './html-to-plain';
import type { JobFields } from './job-fields';
import { hiringCompany, labelledCompany, labelledDepartment, labelledTitle } from './labelled-lines';
import { isJobPlatformName, parsePageTitle, type TitleContext } from './page-title';

const invisible = 'script, style, noscript, template, [hidden]';
/** Page chrome that is never part of the posting. */
const chrome = `${invisible}, nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"]`;
const minimumDescription = 200;

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined;

function meta(document: Document, key: string): string | undefined {
  const element = document.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  return clean(element?.getAttribute('content'));
}

/** schema.org microdata: <div itemtype=".../JobPosting"> with itemprop="title" / "hiringOrganization". */
function microdata(document: Document): JobFields {
  const itemValue = (element: Element | null) =>
    element ? clean(element.getAttribute('content') ?? element.textContent) : undefined;
  const organization = document.querySelector('[itemprop="hiringOrganization"]');
  const organizationName = organization?.querySelector('[itemprop="name"]') ?? organization;
  return {
    title: itemValue(document.querySelector('[itemtype*="JobPosting"] [itemprop="title"]')),
    company: organizationName ? itemValue(organizationName)?.slice(0, 120) : undefined,
  };
}

/** "Acme Careers" -> "Acme"; undefined for job boards. */
function companyFromSiteName(name: string | undefined): string | undefined {
  if (!name || isJobPlatformName(name)) return undefined;
  return clean(
    name.replace(/^(careers|jobs) (at|@) /i, '').replace(/ (careers|jobs|karriere|job board)$/i, ''),
  );
}

function bodyTextWithout(document: Document, selector: string): string {
  const body = document.body?.cloneNode(true) as HTMLElement | undefined;
  if (!body) return '';
  for (const element of body.querySelectorAll(selector)) element.remove();
  return htmlToPlainText(body.innerHTML);
}

function readableText(document: Document): string {
  const article = new Readability(document.cloneNode(true) as Document).parse();
  return article?.content ? htmlToPlainText(article.content) : '';
}

/**
 * Reads a posting page that has no JSON-LD: the main content as plain text (Mozilla Readability, else the
 * page text without navigation, header and footer) and the title and company from the page's metadata,
 * headings and labelled lines. The DOM is built with scripts disabled and no resources loaded.
 */
export function extractMainContent(html: string, url?: string): JobFields {
  const document = new JSDOM(html, {
    url: url && URL.canParse(url) ? url : undefined,
    virtualConsole: new VirtualConsole(),
  }).window.document;
  // Sidebars and headers often hold "Company: …" lines, so the evidence text keeps them.
  const pageText = bodyTextWithout(document, invisible);
  const readable = readableText(document);
  const description =
    readable.length >= minimumDescription ? readable : bodyTextWithout(document, chrome) || readable;

  const siteName = meta(document, 'og:site_name');
  const h1 = clean(document.querySelector('main h1, article h1, h1')?.textContent);
  const context: TitleContext = {
    siteName,
    h1,
    pageText,
    host: url && URL.canParse(url) ? new URL(url).hostname : undefined,
  };
  const fromTitles = [meta(document, 'og:title'), h1, clean(document.title)]
    .filter((title): title is string => Boolean(title))
    .map((title) => parsePageTitle(title, context));
  const items = microdata(document);

  return {
    title: items.title ?? fromTitles.find((parts) => parts.title)?.title ?? labelledTitle(pageText),
    company:
      items.company ??
      labelledCompany(pageText) ??
      fromTitles.find((parts) => parts.company)?.company ??
      hiringCompany(pageText) ??
      companyFromSiteName(siteName) ??
      companyFromSiteName(meta(document, 'author')) ??
      labelledDepartment(pageText),
    description: description || undefined,
  };
}
