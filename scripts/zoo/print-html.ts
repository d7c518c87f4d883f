import { type Browser, chromium } from '@playwright/test';

/**
 * Prints HTML to PDF with Debian's Chromium, as a person's browser would ("Save as PDF"): the page's own print
 * styles, its background colours, Letter or A4. Nothing is fetched from the network: a theme's web fonts and
 * images fall back to local fonts, as they would offline.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Promise<Browser> | undefined;

export async function printHtml(
  html: string,
  pdfPath: string,
  format: 'Letter' | 'A4' = 'Letter',
): Promise<void> {
  browser ??= chromium.launch({ executablePath: chromiumPath });
  const page = await (await browser).newPage();
  try {
    await page.route(/^(https?|ftp):/u, (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    await page.pdf({ path: pdfPath, format, printBackground: true });
  } finally {
    await page.close();
  }
}

export async function closeBrowser(): Promise<void> {
  if (browser) await (await browser).close();
  browser = undefined;
}
