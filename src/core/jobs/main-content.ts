import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { htmlToPlainText } from './html-to-plain';
import type { JobFields } from './job-fields';
import { hiringCompany, labelledCompany, labelledDepartment, labelledTitle } from './labelled-lines';
import { isJobPlatformName, isPageName, parsePageTitle, type TitleContext } from './page-title';

const invisible = 'script, style, noscript, template, [hidden]';
/** Page chrome that is never part of the posting. */
const chrome = `${invisible}, nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"]`;
const minimumDescription = 200;

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined;

function meta(document: Document, key: string): string | undefined {
  const element = document.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  return clean(element?.getAttribute('content'));
}

/** Where site chrome keeps its headings: navigation, footer, sidebars, dialogs (cookie banners). */
const chromeContainers = [
  'nav, footer, aside, dialog',
  '[role="navigation"], [role="banner"], [role="contentinfo"], [role="dialog"], [role="alertdialog"]',
  '[aria-modal="true"]',
].join(', ');
/** Cookie and consent banners, by their id or class. */
const consentBanner = /cookie|consent|gdpr/i;
/** Where the search for a consent banner stops: `<body class="cookie-consent-accepted">` is page state. */
const consentSearchEnd = 'main, article, [role="main"], body';
/** Whole headings of site chrome rather than of the posting: menus, search, sign-in, sharing, other jobs. */
const chromeHeadings = new Set([
  'menu',
  'main menu',
  'navigation',
  'site navigation',
  'search',
  'search jobs',
  'sign in',
  'log in',
  'skip to content',
  'skip to main content',
  'share',
  'share this job',
  'similar jobs',
  'related jobs',
]);
/** Words of cookie and privacy banner headings, anywhere in the heading. */
const privacyHeading = /\bcookies?\b|\byour privacy\b|\bprivacy (preferences|settings|choices)\b/i;
const isChromeHeading = (text: string) => chromeHeadings.has(text.toLowerCase()) || privacyHeading.test(text);

/**
 * Whether an element sits in site chrome; a <header> counts only outside the page's main content or article,
 * and a cookie or consent id or class only below them (and below <body>).
 */
function inChrome(element: Element): boolean {
  if (element.closest(chromeContainers)) return true;
  if (element.closest('header') && !element.closest('main, article, [role="main"]')) return true;
  for (
    let node: Element | null = element;
    node && !node.matches(consentSearchEnd);
    node = node.parentElement
  ) {
    if (consentBanner.test(node.id) || consentBanner.test(node.getAttribute('class') ?? '')) return true;
  }
  return false;
}

/** The text of the first heading matching `selector` under `root` that is not site chrome. */
function firstHeading(root: ParentNode, selector: string): string | undefined {
  for (const element of root.querySelectorAll(selector)) {
    const text = clean(element.textContent);
    if (text && !inChrome(element) && !isChromeHeading(text) && !isPageName(text)) return text;
  }
  return undefined;
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
 * Reads a posting page without structured data: the main content as plain text (Mozilla Readability, else
 * the page text without navigation, header and footer) and the title and company from the page's metadata,
 * titles, main heading and labelled lines. The title comes from og:title, the first <h1>, <title>, a
 * "Job title:" line, then the first <h2> of the main content, leaving out site chrome (menus, the site
 * header, cookie banners) and page names such as "Careers". The DOM is built with scripts disabled and no
 * resources loaded.
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
  const h1 = firstHeading(document, 'main h1, article h1, [role="main"] h1') ?? firstHeading(document, 'h1');
  // Without an <h1>, the posting's first <h2> names it; it comes after the page's own titles.
  const h2 = h1
    ? undefined
    : firstHeading(document.querySelector('main, [role="main"], article') ?? document, 'h2');
  const context: TitleContext = {
    siteName,
    h1: h1 ?? h2,
    pageText,
    host: url && URL.canParse(url) ? new URL(url).hostname : undefined,
  };
  const titleParts = (title: string | undefined) => (title ? parsePageTitle(title, context) : {});
  const fromTitles = [meta(document, 'og:title'), h1, clean(document.title)].map(titleParts);
  const fromH2 = titleParts(h2);

  return {
    title: fromTitles.find((parts) => parts.title)?.title ?? labelledTitle(pageText) ?? fromH2.title,
    company:
      labelledCompany(pageText) ??
      fromTitles.find((parts) => parts.company)?.company ??
      hiringCompany(pageText) ??
      companyFromSiteName(siteName) ??
      companyFromSiteName(meta(document, 'author')) ??
      labelledDepartment(pageText) ??
      fromH2.company,
    description: description || undefined,
  };
}
