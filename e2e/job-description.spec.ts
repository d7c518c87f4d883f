import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { samplePosting } from '@test/builders/resume-markup';
import { expect, test, toastWith } from './fixtures';

/** Postings served on loopback; the e2e server allow-lists 127.0.0.1 (playwright.config.ts). */
let postings: Server;
let base = '';

/**
 * The backend-engineer sample posting as a job board's API answers it: a schema.org JobPosting whose
 * description is HTML written with escaped tags (as NHS Jobs does), "•" lines as list items.
 */
function jobPostingJson(): string {
  const [title, company, , ...body] = samplePosting('backend-engineer').split('\n');
  const html = body
    .filter((line) => line.trim() !== '')
    .map((line) => (line.startsWith('• ') ? `<ul><li>${line.slice(2)}</li></ul>` : `<p>${line}</p>`))
    .join('\n')
    .replaceAll('</ul>\n<ul>', '\n');
  const escaped = html.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return JSON.stringify({
    '@context': 'http://schema.org',
    '@type': 'JobPosting',
    title,
    description: escaped,
    datePosted: '2025-03-03T09:00:00+0000',
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: company },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Denver' } },
  });
}

const titleOnlyPage = `<!doctype html><html><head><title>Pastry Chef</title></head><body><article>
<h1>Pastry Chef</h1>${'<p>You will bake bread and pastries every morning, plan the seasonal dessert menu and keep the kitchen to food hygiene standards. Experience in a commercial kitchen is required.</p>'.repeat(3)}
</article></body></html>`;

test.beforeAll(async () => {
  postings = createServer((request, response) => {
    if (request.url === '/backend-engineer') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(jobPostingJson());
    }
    if (request.url === '/pastry-chef') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(titleOnlyPage);
    }
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => postings.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(postings.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise((resolve) => postings.close(resolve)));

test('extract a posting from its URL, save it, and find it after a reload', async ({ page }) => {
  const jobTitle = 'Senior Backend Engineer, Payments Platform';
  await page.goto('/');
  const steps = page.getByRole('region', { name: 'Complete Required Steps' });
  await expect(steps.getByText('Job description needed')).toBeVisible();
  const extract = page.getByRole('button', { name: 'Extract' });
  await expect(extract).toBeDisabled();

  await page.getByLabel('Job URL').fill(`${base}/backend-engineer`);
  await extract.click();
  await expect(toastWith(page, 'Job description extracted successfully!')).toBeVisible();
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue(jobTitle);
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Ledgerline Technologies');
  await expect(page.getByLabel(/^Job description/)).toHaveValue(/Apache Kafka/);
  // The escaped HTML is read as text: list items become "•" lines, no tag or entity is left.
  await expect(page.getByLabel(/^Job description/)).toHaveValue(/\n• Own PostgreSQL data models/);
  await expect(page.getByLabel(/^Job description/)).not.toHaveValue(/&lt;|&amp;|<p>|<li>/);
  await expect(page.getByText('Ready for analysis')).toBeVisible();

  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(toastWith(page, 'Job description saved successfully!')).toBeVisible();
  await expect(steps.getByText('Job description provided')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue(jobTitle);
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Ledgerline Technologies');
  await expect(page.getByLabel(/^Job description/)).toHaveValue(/Apache Kafka/);
});

test('extraction fills only the fields it found and keeps what the user typed', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Company', { exact: true }).fill('Le Petit Four');
  await page.getByLabel('Job URL').fill(`${base}/pastry-chef`);
  await page.getByRole('button', { name: 'Extract' }).click();
  await expect(toastWith(page, 'Job description extracted successfully!')).toBeVisible();
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Pastry Chef');
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue('Le Petit Four');
  await expect(page.getByLabel(/^Job description/)).toHaveValue(/^You will bake bread/);
});

test('a refused or missing page is explained in the toast, and the form keeps its text', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(/^Job description/).fill('Typed by hand before trying a URL.');
  await page.getByLabel('Job URL').fill('http://169.254.169.254/latest/meta-data');
  await page.getByRole('button', { name: 'Extract' }).click();
  await expect(toastWith(page, 'That address is not allowed')).toBeVisible();

  await page.getByLabel('Job URL').fill(`${base}/gone`);
  await page.getByRole('button', { name: 'Extract' }).click();
  await expect(toastWith(page, 'That page returned 404')).toBeVisible();
  await expect(page.getByLabel(/^Job description/)).toHaveValue('Typed by hand before trying a URL.');
});
