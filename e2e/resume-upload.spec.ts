import { corpusPath } from './corpus';
import { expect, test, toastWith } from './fixtures';

test('upload a PDF, preview it, edit a section, and find the edit after a reload', async ({ page }) => {
  await page.goto('/');
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(corpusPath('resumes/pdf/resume-matcher-john_doe.pdf'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  await expect(page.getByText('resume-matcher-john_doe.pdf')).toBeVisible();

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
    .setInputFiles(corpusPath('resumes/docx/soupboss-02-accountant.docx'));
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

test('a restore that lands after the visitor uploaded keeps the new resume', async ({ page }) => {
  // A slow network: the saved analyses arrive after the upload, while the resume list is still refreshing.
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  };
  const analysesGate = gate();
  const refreshGate = gate();
  let resumeLists = 0;
  await page.route('**/api/analyses', async (route) => {
    await analysesGate.opened;
    await route.continue();
  });
  await page.route('**/api/resumes', async (route) => {
    if (route.request().method() === 'GET' && ++resumeLists > 1) await refreshGate.opened;
    await route.continue();
  });
  await page.goto('/');
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(corpusPath('resumes/txt/soupboss-sample_resume.txt'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  const restored = page.waitForResponse('**/api/analyses');
  analysesGate.open();
  await restored;
  await expect(page.getByRole('button', { name: 'Upload Resume (completed)' })).toBeVisible();
  refreshGate.open();
  await expect(page.getByText('soupboss-sample_resume.txt')).toBeVisible();
});
