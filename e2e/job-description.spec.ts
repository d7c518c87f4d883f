import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { corpusPath } from './corpus';
import { expect, test, toastWith } from './fixtures';

/** Postings served on loopback; the e2e server allow-lists 127.0.0.1 (playwright.config.ts). */
let postings: Server;
let base = '';

const titleOnlyPage = `<!doctype html><html><head><title>Pastry Chef</title></head><body><article>
<h1>Pastry Chef</h1>${'<p>You will bake bread and pastries every morning, plan the seasonal dessert menu and keep the kitchen to food hygiene standards. Experience in a commercial kitchen is required.</p>'.repeat(3)}
</article></body></html>`;

test.beforeAll(async () => {
  postings = createServer((request, response) => {
    if (request.url === '/nhs-solicitor') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(readFileSync(corpusPath('jobs/json/nhsjobs-916242134.json')));
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
  await page.goto('/');
  const steps = page.getByRole('region', { name: 'Complete Required Steps' });
  await expect(steps.getByText('Job description needed')).toBeVisible();
  const extract = page.getByRole('button', { name: 'Extract' });
  await expect(extract).toBeDisabled();

  await page.getByLabel('Job URL').fill(`${base}/nhs-solicitor`);
  await extract.click();
  await expect(toastWith(page, 'Job description extracted successfully!')).toBeVisible();
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Employment Solicitor');
  await expect(page.getByLabel('Company', { exact: true })).not.toHaveValue('');
  await expect(page.getByText('Ready for analysis')).toBeVisible();
  const company = await page.getByLabel('Company', { exact: true }).inputValue();

  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(toastWith(page, 'Job description saved successfully!')).toBeVisible();
  await expect(steps.getByText('Job description provided')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Employment Solicitor');
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue(company);
  await expect(page.getByLabel(/^Job description/)).toHaveValue(/solicitor/i);
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
