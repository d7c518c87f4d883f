import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { type SampleResumeName, samplePosting } from '@test/builders/resume-markup';
import { expect, test, toastWith } from './fixtures';
import { type ResumeFormat, sampleResumeFile } from './sample-files';

/**
 * The whole path as a new visitor takes it (core spec §2, §4): upload, describe the job, analyze, explain,
 * select, undo/redo, bullet variations, apply, download and check the file. Screenshots of each step are
 * attached to the test's artifacts.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The sample backend posting; `uploadAndDescribe` sends the resume it pairs with unless told otherwise. */
const posting = samplePosting('backend-engineer');

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

async function uploadAndDescribe(
  page: Page,
  format: ResumeFormat = 'txt',
  resume: SampleResumeName = 'software-engineer',
) {
  await page.goto('/');
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(await sampleResumeFile(resume, format));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  await page.getByLabel('Job title', { exact: true }).fill('Senior Backend Engineer');
  await page.getByLabel('Company', { exact: true }).fill('Ledgerline Technologies');
  await page.getByLabel(/^Job description/).fill(posting);
  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(toastWith(page, 'Job description saved successfully!')).toBeVisible();
}

async function analyse(page: Page) {
  await expect(page.getByRole('heading', { name: 'Ready to Start Analysis' })).toBeVisible();
  // The built-in engine, saved as the visitor's choice by the fixtures (the app also has a fake AI provider).
  await expect(page.getByLabel('AI Model')).toHaveValue('built-in');
  await page.getByRole('button', { name: 'Start AI Analysis' }).click();
  await expect(toastWith(page, 'Analysis Complete')).toBeVisible();
  await expect(page.getByText('Overall Score')).toBeVisible();
  await expect(page.getByText(/answered by the built-in engine/)).toBeVisible();
}

for (const format of ['pdf', 'docx', 'txt'] as const) {
  test(`the whole path with ${format.toUpperCase()}: analyze, select, apply, download`, async ({
    page,
  }, testInfo) => {
    await uploadAndDescribe(page, format);
    await snapshot(page, testInfo, '1-2 resume and job');
    await analyse(page);
    await snapshot(page, testInfo, '3 analysis');

    await page.getByRole('button', { name: 'Explain the skills score' }).click();
    const explanation = page.getByRole('dialog');
    await expect(explanation.getByRole('heading', { name: /^Found/ })).toBeVisible();
    await snapshot(page, testInfo, '3 explanation');
    await page.keyboard.press('Escape');
    await expect(explanation).toBeHidden();

    const missing = page.getByRole('region', { name: /Missing skills/ }).getByRole('checkbox');
    const skills = [
      await missing.nth(0).evaluate((box) => box.parentElement?.textContent ?? ''),
      await missing.nth(1).evaluate((box) => box.parentElement?.textContent ?? ''),
    ].map((text) => text.replace(/\s*\((high|medium|low)\)\s*$/, '').trim());
    await missing.nth(0).click();
    await missing.nth(1).click();
    const rewrite = page.getByRole('listitem').filter({ hasText: 'After:' }).first();
    const hasRewrite = (await rewrite.count()) > 0;
    if (hasRewrite) await rewrite.getByRole('checkbox').click();
    const count = hasRewrite ? 3 : 2;
    await page.getByRole('button', { name: `Apply ${count} Optimizations` }).click();
    await expect(page.getByText(`${count} improvements selected`)).toBeVisible();
    await snapshot(page, testInfo, '4 workspace');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(toastWith(page, 'Undone')).toBeVisible();
    await expect(page.getByText(`${count - 1} improvements selected`)).toBeVisible();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(toastWith(page, 'Redone')).toBeVisible();
    await expect(page.getByText(`${count} improvements selected`)).toBeVisible();

    await page.getByRole('button', { name: 'Generate Bullet Variations' }).click();
    await expect(toastWith(page, 'Variations Generated')).toBeVisible();
    const firstBullet = page.getByRole('group', { name: 'Bullet 1' });
    const variation = firstBullet.getByRole('radio').nth(1);
    const chosenText = (await firstBullet.locator('label').nth(1).textContent()) ?? '';
    await variation.check();
    await expect(page.getByText(`${count + 1} improvements selected`)).toBeVisible();
    await snapshot(page, testInfo, '4 variations');

    await page.getByRole('button', { name: 'Apply Optimizations' }).click();
    await expect(toastWith(page, 'Resume Optimized')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Workflow steps' });
    await expect(steps.getByRole('button', { name: 'Optimize (completed)' })).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Optimized Resume' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('optimized_resume.md');
    // The resume in Markdown: read it as shown, its escapes aside.
    const content = readFileSync(await download.path(), 'utf8');
    expect(content.startsWith('# Daniel Okafor\n')).toBe(true);
    const shown = content.replace(/\\(.)/g, '$1');
    for (const skill of skills) expect(shown).toContain(skill);
    expect(shown).toContain(chosenText.trim());
    await expect(toastWith(page, 'Resume Downloaded')).toBeVisible();

    // Share copies the same resume as plain text.
    await page.getByRole('button', { name: 'Share & Apply' }).click();
    await expect(toastWith(page, 'Copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('Daniel Okafor\n')).toBe(true);
    for (const skill of skills) expect(copied).toContain(skill);
    expect(copied).toContain(chosenText.trim());
    await snapshot(page, testInfo, '4 applied');
  });
}

test('the analysis and the optimized text survive a reload, with the other downloads of §7', async ({
  page,
}) => {
  await uploadAndDescribe(page);
  await analyse(page);
  const scores = page.getByText('Overall Score').locator('..').locator('..');
  const overall = await scores.textContent();
  const missing = page.getByRole('region', { name: /Missing skills/ }).getByRole('checkbox');
  await missing.nth(0).click();
  await page.getByRole('button', { name: 'Apply 1 Optimizations' }).click();
  await page.getByRole('button', { name: 'Apply Optimizations' }).click();
  await expect(toastWith(page, 'Resume Optimized')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Overall Score')).toBeVisible();
  expect(await scores.textContent()).toBe(overall);
  // The selection survives the reload too (issue 15): clearing it shows the before-and-after comparison.
  await missing.nth(0).click();
  const save = async (button: string) => {
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const download = await downloadPromise;
    return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
  };
  const original = await save('Download Original');
  expect(original.name).toBe('original-resume.txt');
  // The resume's document as plain text (what the analysis read), not the file's bytes.
  expect(original.text).toMatch(
    /^Daniel Okafor\ndaniel\.okafor@example\.com \| \(512\) 555-0187 \| Austin, TX/,
  );
  const asText = await save('Download as Text');
  expect(asText.name).toBe('optimized-resume.txt');
  expect(asText.text.length).toBeGreaterThan(original.text.length);
  const asMarkdown = await save('Download as Markdown');
  expect(asMarkdown.name).toBe('optimized-resume.md');
  // The same resume in Markdown: its name a heading, its headings and bullets marked.
  expect(asMarkdown.text.startsWith('# Daniel Okafor\n')).toBe(true);
  expect(asMarkdown.text).toContain('\n## Experience\n');
});

test('Export Report downloads the analysis as Markdown', async ({ page }) => {
  await uploadAndDescribe(page);
  await analyse(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('resume-analysis-report.md');
  const report = readFileSync(await download.path(), 'utf8');
  expect(report).toContain('# Resume analysis: Senior Backend Engineer');
  expect(report).toContain('## Skills found in your resume');
});

test('the section editor is reachable through the mode toggle', async ({ page }) => {
  await uploadAndDescribe(page);
  await analyse(page);
  await page.getByRole('tab', { name: 'Section-Based Editing' }).click();
  await page.getByRole('button', { name: 'Start Editing' }).click();
  await expect(toastWith(page, 'Editor Activated')).toBeVisible();
  await page.getByRole('tab', { name: 'AI Analysis & Suggestions' }).click();
  await expect(page.getByText('Overall Score')).toBeVisible();
});

test.describe('every validation message of core spec §5, reached by its action', () => {
  test('missing resume, then missing job description, when going to the analysis', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Workflow steps' })
      .getByRole('button', { name: /^Analysis/ })
      .click();
    await expect(toastWith(page, 'Missing Resume')).toBeVisible();
    await expect(toastWith(page, 'Please upload your resume first.')).toBeVisible();
    await page
      .getByLabel(/Choose a file or drop it here/)
      .setInputFiles(await sampleResumeFile('software-engineer', 'txt'));
    await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Workflow steps' })
      .getByRole('button', { name: /^Analysis/ })
      .click();
    await expect(toastWith(page, 'Missing Job Description')).toBeVisible();
  });

  test('a file of 5 MB or more', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(/Choose a file or drop it here/).setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(5 * 1024 * 1024, 'a'),
    });
    await expect(toastWith(page, 'File size must be less than 5MB.')).toBeVisible();
  });

  test('the workspace rules, and downloading before applying', async ({ page }) => {
    // The teacher's resume against the backend posting: far more than 10 skills missing.
    await uploadAndDescribe(page, 'txt', 'teacher');
    await analyse(page);
    await page.getByRole('button', { name: 'Optimize Resume' }).click();
    await expect(page.getByText('Please select at least one improvement to apply')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Optimizations' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Download Optimized Resume' }).click();
    await expect(toastWith(page, 'No Optimized Resume')).toBeVisible();
    await expect(toastWith(page, 'Please apply optimizations first before downloading.')).toBeVisible();

    const missing = page.getByRole('region', { name: /Missing skills/ }).getByRole('checkbox');
    for (let index = 0; index < 11; index++) await missing.nth(index).click();
    await expect(page.getByText('Too many skills selected. Please limit to 10 or fewer.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Optimizations' })).toHaveCount(0);
    await missing.nth(10).click();
    await expect(page.getByRole('button', { name: 'Apply Optimizations' })).toBeVisible();
  });
});

test('no serious or critical accessibility violation in any step', async ({ page }) => {
  test.slow(); // Four full axe scans of a page that grows with each step.
  const check = async (step: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${step}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  await page.goto('/');
  await check('steps 1-2, empty');
  await uploadAndDescribe(page);
  await check('ready to start');
  await analyse(page);
  await check('step 3, analysis');
  await page.getByRole('button', { name: 'Explain the keywords score' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('step 3, explanation');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Section-Based Editing' }).click();
  await check('step 3, sections');
  await page.getByRole('tab', { name: 'AI Analysis & Suggestions' }).click();
  await page.getByRole('button', { name: 'Optimize Resume' }).click();
  await page.getByRole('button', { name: 'Generate Bullet Variations' }).click();
  await expect(toastWith(page, 'Variations Generated')).toBeVisible();
  await check('step 4, workspace');
});

test('the workflow on a phone, 390×844 @mobile', async ({ page }, testInfo) => {
  await uploadAndDescribe(page);
  await analyse(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snapshot(page, testInfo, 'mobile analysis');
  await page.getByRole('button', { name: 'Optimize Resume' }).click();
  await expect(page.getByRole('button', { name: 'Back to Analysis' })).toBeVisible();
  await snapshot(page, testInfo, 'mobile workspace');
  await page.getByRole('button', { name: 'Back to Analysis' }).click();
  await expect(page.getByText('Overall Score')).toBeVisible();
});
