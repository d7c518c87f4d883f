import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { samplePosting } from '@test/builders/resume-markup';
import { expect, test, toastWith } from './fixtures';
import { sampleResumeFile } from './sample-files';

/**
 * The resume document end to end (issue 15): a bullet edited in the section editor, a missing skill and a
 * rewrite applied, and the Markdown download holding each in its place: the edit in its role, the skill in
 * the Skills section's list it belongs to.
 */
const original = 'Mentored 3 junior engineers and ran the backend design review process';
const edited = 'Mentored 5 junior engineers through weekly pairing and ran the backend design reviews';

/** The lines of a Markdown section, from its `## Heading` to the next one. */
function sectionOf(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  expect(start, `## ${heading}`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, at) => at > start && line.startsWith('## '));
  return lines.slice(start, end < 0 ? undefined : end);
}

/** The lines of an entry, from its `### ` line to the next entry or section. */
function entryOf(lines: string[], startsWith: string): string[] {
  const start = lines.findIndex((line) => line.startsWith(`### ${startsWith}`));
  expect(start, `### ${startsWith}`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, at) => at > start && /^#{2,3} /.test(line));
  return lines.slice(start, end < 0 ? undefined : end);
}

async function editBullet(page: Page, from = original, to = edited) {
  await page.getByRole('button', { name: 'Edit Sections' }).click();
  await page.getByRole('button', { name: 'Start Editing' }).click();
  await expect(toastWith(page, 'Editor Activated')).toBeVisible();
  await page
    .getByRole('region')
    .filter({ hasText: from })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  const lines = page.getByRole('textbox', { name: /^Line \d+$/ });
  const values = await lines.evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));
  const at = values.findIndex((value) => value.includes(from));
  expect(at).toBeGreaterThanOrEqual(0);
  await lines.nth(at).fill((values[at] ?? '').replace(from, to));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastWith(page, 'Section Updated')).toBeVisible();
  await expect(page.getByText(to)).toBeVisible();
}

async function uploadAndAnalyse(page: Page, edit: (page: Page) => Promise<void> = async () => {}) {
  await page.goto('/');
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(await sampleResumeFile('software-engineer', 'pdf'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  await edit(page);
  await page.getByLabel('Job title', { exact: true }).fill('Senior Backend Engineer');
  await page.getByLabel('Company', { exact: true }).fill('Ledgerline Technologies');
  await page.getByLabel(/^Job description/).fill(samplePosting('backend-engineer'));
  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(toastWith(page, 'Job description saved successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Start AI Analysis' }).click();
  await expect(toastWith(page, 'Analysis Complete')).toBeVisible();
}

test('edit a bullet, analyse, add a skill and a rewrite, and download them in place', async ({ page }) => {
  await uploadAndAnalyse(page, (page) => editBullet(page));

  // A tool the posting asks for: it belongs with the tools of the "Infrastructure" list.
  await page
    .getByRole('region', { name: /Missing skills/ })
    .getByRole('checkbox', { name: /^Terraform\b/ })
    .click();
  // A rewrite of another line than the edited one.
  const rewrite = page
    .getByRole('listitem')
    .filter({ hasText: 'After:' })
    .filter({ hasNotText: edited })
    .first();
  const replacement = ((await rewrite.locator('ins').textContent()) ?? '').replace(/^\s*\+\s*/, '').trim();
  expect(replacement).not.toBe('');
  await rewrite.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Apply 2 Optimizations' }).click();
  await page.getByRole('button', { name: 'Apply Optimizations' }).click();
  await expect(toastWith(page, 'Resume Optimized')).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Optimized Resume' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('optimized_resume.md');
  const markdown = readFileSync(await download.path(), 'utf8');

  expect(markdown.startsWith('# Daniel Okafor\n')).toBe(true);
  const experience = sectionOf(markdown, 'Experience');
  const role = entryOf(experience, 'Senior Backend Engineer | Brightwave Analytics');
  expect(role).toContain(`- ${edited}`);
  expect(markdown).not.toContain(original);
  const skills = sectionOf(markdown, 'Skills');
  const infrastructure = skills.find((line) => line.startsWith('**Infrastructure:**'));
  expect(infrastructure).toMatch(/, Terraform$/);
  expect(markdown.match(/Terraform/g)).toHaveLength(1);
  // The rewrite, escaped for Markdown as every line is, stands where its line stood.
  const plain = (line: string) => line.replace(/\\(.)/g, '$1').replace(/^(?:- |• )/, '');
  expect(markdown.split('\n').map(plain)).toContain(replacement.replace(/^(?:- |• )/, ''));
});

test('a rewrite whose line was edited after the analysis is not applied, and the toast says so', async ({
  page,
}) => {
  await uploadAndAnalyse(page);
  await page
    .getByRole('region', { name: /Missing skills/ })
    .getByRole('checkbox', { name: /^Terraform\b/ })
    .click();
  // A rewrite of a bullet; the visitor then edits that bullet in the section editor.
  const rewrite = page.getByRole('listitem').filter({ hasText: 'After:' }).filter({ hasText: '− •' }).first();
  const before = ((await rewrite.locator('del').textContent()) ?? '').replace(/^\s*−\s*•?\s*/u, '').trim();
  expect(before).not.toBe('');
  await rewrite.getByRole('checkbox').click();
  const steps = page.getByRole('navigation', { name: 'Workflow steps' });
  await steps.getByRole('button', { name: /^Upload Resume/ }).click();
  await editBullet(page, before.split(' ').slice(0, 4).join(' '), 'Rewrote this bullet myself');
  await steps.getByRole('button', { name: /^Analysis/ }).click();
  await page.getByRole('button', { name: 'Apply 2 Optimizations' }).click();
  await page.getByRole('button', { name: 'Apply Optimizations' }).click();
  await expect(toastWith(page, 'Resume Optimized')).toBeVisible();
  await expect(
    toastWith(page, '1 change could not be applied: the line changed since the analysis'),
  ).toBeVisible();
});
