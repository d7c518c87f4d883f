import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { resumeAsDocx } from '@test/builders/resume-files';
import { samplePosting, sampleResume } from '@test/builders/resume-markup';
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { downloadFrom, expect, test, toastWith } from './fixtures';
import { sampleResumeFile } from './sample-files';

/**
 * The file manager (platform spec §2, issue 17) on a resume uploaded on "/": a second file validated and kept as
 * version 2, the first made active again, exports read back (the PDF with pdf.js, the Word document with
 * mammoth), the two versions compared, every format exported in one zip. Screenshots are attached.
 */
const original = 'Mentored 3 junior engineers';
const edited = 'Mentored 5 junior engineers';
/** The sample resume with one bullet changed: the second version. */
const editedMarkup = sampleResume('software-engineer').replace(original, edited);

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The text of a PDF as pdf.js reads it, runs of white space made one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    standardFontDataUrl: path.join(pdfjsRoot, 'standard_fonts') + path.sep,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The value shown beside a label of the page's details lists. */
const detail = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('versions and exports of an uploaded resume, through the four tabs', async ({ page }, testInfo) => {
  test.slow();
  const snapshot = async (name: string) =>
    testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  await page.goto('/');
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(await sampleResumeFile('software-engineer', 'docx'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();

  await page.goto('/file-management');
  await expect(page.getByRole('heading', { level: 1, name: 'File Management' })).toBeVisible();
  await expect(page.getByLabel('Resume ID')).toHaveValue(/^\d+$/);
  await expect(page.getByLabel('Resume ID').locator('option')).toHaveText([/software-engineer\.docx/]);
  await expectNoSeriousViolations(page, 'upload tab');

  // Upload & Validate: the edited resume becomes version 2.
  await page.getByLabel('Choose a resume file').setInputFiles({
    name: 'software-engineer-ledgerline.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(await resumeAsDocx(editedMarkup)),
  });
  await expect(toastWith(page, 'File validation successful')).toBeVisible();
  const selected = page.getByRole('region', { name: 'Selected file' });
  await expect(detail(selected, 'Name')).toHaveText('software-engineer-ledgerline.docx');
  const results = page.getByRole('region', { name: 'Validation results' });
  await expect(results.getByText('Valid', { exact: true })).toBeVisible();
  await expect(results.getByText('Low risk')).toBeVisible();
  await expect(detail(results, 'Malicious content')).toHaveText('Clean');
  await expect(detail(results, 'Scripts')).toHaveText('None');
  await expect(detail(results, 'Word count')).toHaveText(/^\d+$/);
  // The bar of platform spec §4 resets two seconds after the validation.
  await expect(page.getByRole('progressbar', { name: 'Validation progress' })).toBeHidden({ timeout: 5000 });
  await expectNoSeriousViolations(page, 'validation results');
  await snapshot('1 validated');

  await page.getByLabel('Title (optional)').fill('Tailored for Ledgerline');
  await page.getByLabel('Tags (optional, comma-separated)').fill('ledgerline, backend');
  await page.getByRole('button', { name: 'Create Resume Version' }).click();
  await expect(toastWith(page, 'New resume version created: v2')).toBeVisible();

  // Versions: the new one active and starred; the upload is version 1.
  await expect(page.getByRole('tab', { name: 'Versions' })).toHaveAttribute('aria-selected', 'true');
  const newest = page.getByRole('listitem', { name: 'v2: Tailored for Ledgerline (active)' });
  await expect(newest).toBeVisible();
  await expect(newest.getByRole('img', { name: 'Active version' })).toBeVisible();
  await expect(newest.getByText('software-engineer-ledgerline.docx')).toBeVisible();
  await expect(newest.getByRole('list', { name: 'Tags' })).toHaveText(/ledgerline\s*backend/);
  await expect(newest.getByRole('button', { name: 'Make v2 active' })).toHaveCount(0);
  const first = page.getByRole('listitem', { name: /^v1: / });
  await expect(first).toBeVisible();
  await expectNoSeriousViolations(page, 'versions tab');
  await snapshot('2 versions');

  await newest.getByRole('button', { name: 'View the text of v2' }).click();
  const textDialog = page.getByRole('dialog');
  await expect(textDialog.getByRole('region', { name: 'Text of v2' })).toContainText(edited);
  await page.keyboard.press('Escape');
  await expect(textDialog).toBeHidden();

  const versionFile = await downloadFrom(page, first.getByRole('button', { name: 'Download v1' }));
  expect(versionFile.name).toBe('software-engineer.docx');
  expect((await mammoth.extractRawText({ buffer: Buffer.from(versionFile.bytes) })).value).toContain(
    original,
  );

  await first.getByRole('button', { name: 'Make v1 active' }).click();
  await expect(toastWith(page, 'v1 is now the active version')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^v1: .*\(active\)$/ })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'v2: Tailored for Ledgerline' })).toBeVisible();

  // Export: the active version (the original), as a real PDF and a real Word document.
  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(page.getByRole('list', { name: 'Export formats' }).getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousViolations(page, 'export tab');
  const pdf = await downloadFrom(page, page.getByRole('button', { name: 'Export PDF' }));
  expect(pdf.name).toBe('resume-export.pdf');
  await expect(toastWith(page, 'Resume exported as PDF')).toBeVisible();
  const pdfWords = await pdfText(pdf.bytes);
  expect(pdfWords).toMatch(/Daniel\s*Okafor/);
  expect(pdfWords).toMatch(/experience/i);
  expect(pdfWords).toContain(original);
  expect(pdfWords).not.toContain(edited);

  const docx = await downloadFrom(page, page.getByRole('button', { name: 'Export Word Document' }));
  expect(docx.name).toBe('resume-export.docx');
  await expect(toastWith(page, 'Resume exported as DOCX')).toBeVisible();
  const docxText = (await mammoth.extractRawText({ buffer: Buffer.from(docx.bytes) })).value;
  expect(docxText).toContain('Daniel Okafor');
  expect(docxText).toMatch(/experience/i);
  expect(docxText).toContain(original);
  await snapshot('3 exported');

  // Analytics: statistics, recent activity, the comparison, the zip and the history.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(detail(page.locator('main'), 'Total versions')).toHaveText('2');
  await expect(detail(page.locator('main'), 'Active version')).toHaveText('v1');
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'analytics tab');

  await page.getByRole('button', { name: 'Compare Versions' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare Versions' });
  const changes = compare.getByRole('list', { name: 'Changes from v1 to v2' });
  await expect(changes.locator('del', { hasText: original })).toBeVisible();
  await expect(changes.locator('ins', { hasText: edited })).toBeVisible();
  await expect(compare.getByText(/From v1 to v2: \d+ lines? added, \d+ lines? removed\./)).toBeVisible();
  await expectNoSeriousViolations(page, 'compare dialog');
  await snapshot('4 compared');
  await page.keyboard.press('Escape');
  await expect(compare).toBeHidden();
  await snapshot('5 analytics');

  const zip = await downloadFrom(page, page.getByRole('button', { name: 'Bulk Export' }));
  expect(zip.name).toBe('resume-export.zip');
  const files = unzipSync(zip.bytes);
  expect(Object.keys(files).sort()).toEqual([
    'resume-export.docx',
    'resume-export.html',
    'resume-export.json',
    'resume-export.pdf',
    'resume-export.txt',
  ]);
  expect(new TextDecoder().decode(files['resume-export.pdf']?.slice(0, 5))).toBe('%PDF-');
  expect(new TextDecoder().decode(files['resume-export.txt'])).toContain('Daniel Okafor');
  await expect(toastWith(page, 'Resume exported as ZIP')).toBeVisible();

  await page.getByRole('button', { name: 'Version History' }).click();
  const history = page.getByRole('dialog', { name: 'Version History' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('rowheader')).toHaveText(['v2', 'v1']);
});

test('with no resume, the file manager links to the upload on "/"', async ({ page }) => {
  await page.goto('/file-management');
  await expect(page.getByRole('link', { name: 'Upload a resume' })).toBeVisible();
  await expectNoSeriousViolations(page, 'no resume');
  await page.getByRole('link', { name: 'Upload a resume' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel(/Choose a file or drop it here/)).toBeAttached();
});

test('step 4 downloads the optimized resume as PDF and Word, the skill added in them', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(await sampleResumeFile('software-engineer', 'pdf'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  await page.getByLabel('Job title', { exact: true }).fill('Senior Backend Engineer');
  await page.getByLabel('Company', { exact: true }).fill('Ledgerline Technologies');
  await page.getByLabel(/^Job description/).fill(samplePosting('backend-engineer'));
  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(toastWith(page, 'Job description saved successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Start AI Analysis' }).click();
  await expect(toastWith(page, 'Analysis Complete')).toBeVisible();

  await page
    .getByRole('region', { name: /Missing skills/ })
    .getByRole('checkbox', { name: /^Terraform\b/ })
    .click();
  await page.getByRole('button', { name: 'Apply 1 Optimizations' }).click();
  // Nothing applied yet: no optimized resume to export.
  await page.getByRole('button', { name: 'Download as PDF' }).click();
  await expect(toastWith(page, 'Please apply optimizations first before downloading.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply Optimizations' }).click();
  await expect(toastWith(page, 'Resume Optimized')).toBeVisible();

  // The resume as uploaded has no Terraform: the exports are of the optimized document, not the stored resume.
  const pdf = await downloadFrom(page, page.getByRole('button', { name: 'Download as PDF' }));
  expect(pdf.name).toBe('optimized-resume.pdf');
  const pdfWords = await pdfText(pdf.bytes);
  expect(pdfWords).toMatch(/Daniel\s*Okafor/);
  expect(pdfWords).toMatch(/skills/i);
  expect(pdfWords).toContain('Terraform');
  const docx = await downloadFrom(page, page.getByRole('button', { name: 'Download as Word' }));
  expect(docx.name).toBe('optimized-resume.docx');
  const docxText = (await mammoth.extractRawText({ buffer: Buffer.from(docx.bytes) })).value;
  expect(docxText).toContain('Daniel Okafor');
  expect(docxText).toContain('Terraform');
  await expect(toastWith(page, 'Resume Downloaded')).toBeVisible();
});
