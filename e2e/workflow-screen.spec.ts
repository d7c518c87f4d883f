import type { Locator, Page } from '@playwright/test';
import { samplePosting } from '@test/builders/resume-markup';
import { fakeLocalModelValue } from './fake-ai';
import { expect, test, toastWith } from './fixtures';
import { sampleResumeFile } from './sample-files';

/**
 * The workflow screen as a visitor meets it (issue 15): each step change brings the new step into view with
 * focus on its heading; a reload keeps the draft, the model chosen and the workspace; a description too short
 * to analyse is refused by the browser and the server; the upload box and the toast agree; a bad address is
 * explained before Extract can be pressed.
 */
const posting = samplePosting('backend-engineer');
const duties = 'Care for patients on a busy surgical ward and keep their records up to date.';
const tooShort = "Add the job's duties and requirements (at least 50 characters)";

async function uploadResume(page: Page) {
  await page
    .getByLabel(/Choose a file or drop it here/)
    .setInputFiles(await sampleResumeFile('software-engineer', 'txt'));
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
}

async function describeJob(page: Page) {
  await page.getByLabel('Job title', { exact: true }).fill('Senior Backend Engineer');
  await page.getByLabel(/^Job description/).fill(posting);
  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(toastWith(page, 'Job description saved successfully!')).toBeVisible();
}

async function analyse(page: Page) {
  await page.getByRole('button', { name: 'Start AI Analysis' }).click();
  await expect(toastWith(page, 'Analysis Complete')).toBeVisible();
  await expect(page.getByText('Overall Score')).toBeVisible();
}

/** The step heading has focus and lies wholly inside the viewport (below the sticky header). */
async function expectBroughtIntoView(page: Page, heading: Locator) {
  await expect(heading).toBeFocused();
  await expect
    .poll(async () => {
      const box = await heading.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) return 'no box';
      return box.y >= 64 && box.y + box.height <= viewport.height ? 'in view' : `at y=${Math.round(box.y)}`;
    })
    .toBe('in view');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await heading.textContent());
}

const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test.describe('each step change brings its step into view, focus on its heading', () => {
  const journey = async (page: Page) => {
    await page.goto('/');
    await uploadResume(page);
    await expectBroughtIntoView(page, page.getByRole('heading', { name: 'Step 2 of 4: Job Description' }));
    await describeJob(page);
    await scrollToBottom(page);
    await analyse(page);
    await expectBroughtIntoView(page, page.getByRole('heading', { name: 'Step 3 of 4: Analysis' }));

    // The analysis is long: the visitor picks at the bottom and goes on from there.
    const missing = page.getByRole('region', { name: /Missing skills/ }).getByRole('checkbox');
    await missing.nth(0).click();
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Apply 1 Optimizations' }).click();
    await expectBroughtIntoView(page, page.getByRole('heading', { name: 'Step 4 of 4: Optimize' }));

    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Back to Analysis' }).click();
    await expectBroughtIntoView(page, page.getByRole('heading', { name: 'Step 3 of 4: Analysis' }));

    await scrollToBottom(page);
    await page
      .getByRole('navigation', { name: 'Workflow steps' })
      .getByRole('button', { name: /^Job Description/ })
      .click();
    await expectBroughtIntoView(page, page.getByRole('heading', { name: 'Step 2 of 4: Job Description' }));

    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Edit Sections' }).click();
    await expectBroughtIntoView(page, page.getByRole('heading', { name: 'Resume Sections' }));
  };

  test('on a desktop, scrolling smoothly', async ({ page }) => {
    await journey(page);
  });

  test('with reduced motion, the view jumps at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await uploadResume(page);
    await describeJob(page);
    await analyse(page);
    await page
      .getByRole('region', { name: /Missing skills/ })
      .getByRole('checkbox')
      .first()
      .click();
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Apply 1 Optimizations' }).click();
    const heading = page.getByRole('heading', { name: 'Step 4 of 4: Optimize' });
    await expect(heading).toBeFocused();
    // No smooth scroll in flight: the very next frame already shows the heading.
    const top = await heading.evaluate(
      (element) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => resolve(element.getBoundingClientRect().top)),
        ),
    );
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(page.viewportSize()?.height ?? 0);
  });

  test('on a phone, 390×844 @mobile', async ({ page }) => {
    await journey(page);
  });
});

test('a reload keeps the job draft, the model chosen, and the workspace with its undo history', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Job title', { exact: true }).fill('Staff Nurse');
  await page.getByLabel(/^Job description/).fill(duties);
  await page.reload();
  await expect(page.getByLabel(/^Job description/)).toHaveValue(duties);
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Staff Nurse');

  await uploadResume(page);
  await page.getByLabel('Job title', { exact: true }).fill('Senior Backend Engineer');
  await page.getByLabel(/^Job description/).fill(posting);
  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(toastWith(page, 'Job description saved successfully!')).toBeVisible();
  await page.getByLabel('AI Model').selectOption(fakeLocalModelValue);
  await page.reload();
  await expect(page.getByLabel('AI Model')).toHaveValue(fakeLocalModelValue);
  // Saved, the draft is gone: the form shows the saved job.
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Senior Backend Engineer');

  // The rest of the journey runs on the built-in engine, as the other journeys do.
  await page.getByLabel('AI Model').selectOption('built-in');
  await analyse(page);
  const missing = page.getByRole('region', { name: /Missing skills/ }).getByRole('checkbox');
  await missing.nth(0).click();
  await missing.nth(1).click();
  await page.getByRole('button', { name: 'Apply 2 Optimizations' }).click();
  await expect(page.getByText('2 improvements selected')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(/^1 improvements? selected$/)).toBeVisible();

  await page.reload();
  // A reload opens the analysis, its selections as they were; the workspace keeps its history.
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Analysis' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply 1 Optimizations' }).click();
  await expect(page.getByText(/^1 improvements? selected$/)).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByText('2 improvements selected')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // A new analysis starts a new workspace.
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.getByRole('button', { name: 'Back to Analysis' }).click();
  await page
    .getByRole('navigation', { name: 'Workflow steps' })
    .getByRole('button', { name: /^Job Description/ })
    .click();
  await page.getByLabel(/^Job description/).fill(`${posting}\nOn call one week in six.`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await analyse(page);
  await expect(page.getByRole('button', { name: 'Optimize Resume' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vitae:workspace:'))),
  ).toHaveLength(1);
});

test('a description under 50 characters or without a sentence is refused, in the browser and by the server', async ({
  page,
}) => {
  await page.goto('/');
  const save = page.getByRole('button', { name: 'Save Job Description' });
  await page.getByLabel(/^Job description/).fill('Nurse');
  await expect(save).toBeDisabled();
  await expect(page.getByText(tooShort)).toBeVisible();
  await expect(save).toHaveAccessibleDescription(tooShort);
  await page.getByLabel(/^Job description/).fill('Registered Nurse – London – £38k – nights!!!!!!!!!!');
  await expect(save).toBeDisabled();
  await page.getByLabel(/^Job description/).fill(duties);
  await expect(save).toBeEnabled();
  await expect(page.getByText(tooShort)).toHaveCount(0);

  const sessionId = await page.evaluate(() => localStorage.getItem('session-id'));
  const response = await page.request.post('/api/job-descriptions', {
    headers: { 'x-session-id': sessionId ?? '' },
    data: { title: 'Nurse', description: 'Nurse' },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toBe(tooShort);
});

test('the upload box and the toast say the same thing about the last file tried', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByText(
      "The file is stored on our server for this browser's session and deleted when you choose Remove.",
    ),
  ).toBeVisible();
  const input = page.getByLabel(/Choose a file or drop it here/);
  const tries = [
    {
      file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      says: 'The file is empty.',
    },
    {
      file: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      says: 'Invalid file type. Please upload PDF, DOCX, or TXT files only.',
    },
    {
      file: { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.alloc(6 * 1024 * 1024, 'a') },
      says: 'File size must be less than 5MB.',
    },
    {
      file: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('this is not a pdf at all, just text'),
      },
      says: /Invalid file type/,
    },
  ];
  for (const { file, says } of tries) {
    await input.setInputFiles(file);
    await expect(toastWith(page, 'Upload Failed')).toBeVisible();
    const toastText = page.getByRole('region', { name: /Notifications/ }).getByText(says);
    await expect(toastText).toBeVisible();
    await expect(page.locator('p[role="alert"]')).toHaveText(says);
    await expect(input).toHaveAccessibleDescription(says);
  }
});

test('an address that is not one is explained, and Extract waits for a valid one', async ({ page }) => {
  await page.goto('/');
  const url = page.getByLabel('Job URL');
  const extract = page.getByRole('button', { name: 'Extract' });
  await expect(extract).toBeDisabled();
  await url.fill('not a url');
  await expect(page.getByText('Enter a full web address starting with http:// or https://')).toBeVisible();
  await expect(extract).toBeDisabled();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await url.fill('jobs.example.com/123');
  await expect(extract).toBeDisabled();
  await url.fill('https://jobs.example.com/123');
  await expect(extract).toBeEnabled();
  await expect(page.getByText('Enter a full web address starting with http:// or https://')).toHaveCount(0);
});
