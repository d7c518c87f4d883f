import { expect, test, toastWith } from './fixtures';
import { sampleResumeFile } from './sample-files';

test('upload a PDF, preview it, edit a section, and find the edit after a reload', async ({ page }) => {
  await page.goto('/');
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(await sampleResumeFile('software-engineer', 'pdf'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  await expect(page.getByText('software-engineer.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Sections' }).click();
  await expect(page.locator('iframe[title$="preview"]')).toBeVisible();
  await page.getByRole('button', { name: 'Start Editing' }).click();
  await expect(toastWith(page, 'Editor Activated')).toBeVisible();

  const triggers = page.getByRole('button', { expanded: true });
  await expect(triggers).toHaveCount(3);

  await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
  const firstLine = page.getByRole('textbox', { name: 'Line 1' });
  await firstLine.fill('Edited by the end-to-end test');
  await page.getByRole('button', { name: 'Add Line' }).click();
  await page
    .getByRole('textbox', { name: /^Line \d+$/ })
    .last()
    .fill('A brand new line');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toastWith(page, 'Section Updated')).toBeVisible();
  await expect(page.getByText('Edited by the end-to-end test')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Edit Sections' }).click();
  await page.getByRole('button', { name: 'Start Editing' }).click();
  await expect(page.getByText('Edited by the end-to-end test')).toBeVisible();
  await expect(page.getByText('A brand new line')).toBeVisible();
});

test('a Word resume shows "No PDF Available" in the preview, and Remove empties the panel', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(await sampleResumeFile('staff-accountant', 'docx'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Sections' }).click();
  await expect(page.getByText('No PDF Available')).toBeVisible();

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(toastWith(page, 'File Removed')).toBeVisible();
  await expect(page.getByText('Choose a file or drop it here')).toBeVisible();
});

test('a wrong file type is refused with the spec message before uploading', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(/Choose a file or drop it here/).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(toastWith(page, 'Upload Failed')).toBeVisible();
  await expect(
    toastWith(page, 'Invalid file type. Please upload PDF, DOCX, or TXT files only.'),
  ).toBeVisible();
});

test('a file the server refuses shows its message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(/Choose a file or drop it here/).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is not a pdf at all, just text pretending'),
  });
  await expect(toastWith(page, 'Upload Failed')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type' })).toBeVisible();
});

test("the panels wait for the visitor's saved work, so a late restore cannot undo an upload", async ({
  page,
}) => {
  // A slow network: the visitor's saved analyses arrive late.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/analyses', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByLabel(/Choose a file or drop it here/)).toHaveCount(0);
  release();
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(await sampleResumeFile('software-engineer', 'txt'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Resume (completed)' })).toBeVisible();
  await expect(page.getByText('software-engineer.txt')).toBeVisible();
});
