import type { Locator, Page } from '@playwright/test';
import { resumeAsText } from '@test/builders/resume-files';
import { samplePosting, sampleResume } from '@test/builders/resume-markup';
import { fakeLocalModelValue, fakeReview } from './fake-ai';
import { expect, test, toastWith } from './fixtures';

/**
 * The AI provider demo (platform spec §2 "AI provider demo", §4 "Streaming analysis", §8 "AI provider") against
 * the real server, whose only AI provider is the fake local model server of playwright.config.ts (e2e/fake-ai.ts):
 * it streams its answer slowly, so the stream can be watched as it grows and stopped midway.
 */

const resumeText = resumeAsText(sampleResume('software-engineer'));
const jobDescription = samplePosting('backend-engineer');

/** The streaming tab's progress bar, read as a number. */
async function progressOf(page: Page): Promise<number> {
  const value = await page
    .getByRole('progressbar', { name: 'Analysis progress' })
    .getAttribute('aria-valuenow');
  return Number(value);
}

/** The characters of streamed output shown so far, by the panel's own count. */
async function characterCount(output: Locator): Promise<number> {
  const text = (await output.textContent()) ?? '';
  return Number(/^(\d+) characters$/.exec(text.trim())?.[1] ?? Number.NaN);
}

async function openStreamingTab(page: Page) {
  await page.goto('/ai-provider-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Provider Demo' })).toBeVisible();
  await page.getByRole('tab', { name: 'Streaming Analysis' }).click();
  await expect(page.getByRole('button', { name: 'Start Streaming Analysis' })).toBeEnabled();
}

async function fillForm(page: Page) {
  await page.getByLabel('Job Title', { exact: true }).fill('Senior Backend Engineer');
  await page.getByLabel('Resume Text', { exact: true }).fill(resumeText);
  await page.getByLabel('Job Description', { exact: true }).fill(jobDescription);
}

test('Provider Status shows the local model server as available, and Test calls it', async ({ page }) => {
  await page.goto('/ai-provider-demo');
  await expect(page.getByRole('tab', { name: 'Provider Status' })).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel', { name: 'Provider Status' });
  const tile = (label: string) =>
    panel.getByText(label, { exact: true }).locator('xpath=following-sibling::p');
  // The fake local model server is the only provider configured.
  await expect(tile('Total Providers')).toHaveText('1');
  await expect(tile('Available')).toHaveText('1');
  await expect(tile('Blocked')).toHaveText('0');
  const card = panel.getByRole('group', { name: 'Local model server' });
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
  await expect(card.getByText('Priority 5')).toBeVisible();
  await expect(panel.getByText(/^Last updated: /)).toBeVisible();

  await panel.getByRole('button', { name: 'Test' }).click();
  await expect(toastWith(page, 'Provider Test Successful')).toBeVisible();
  // The fake counts the tokens of its answer, so the call used some.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(/^Provider: Local model server, tokens used: [1-9]\d*$/),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Test' })).toBeEnabled();
});

test('Streaming Analysis asks for every field first', async ({ page }) => {
  await openStreamingTab(page);
  await page.getByLabel('Job Title', { exact: true }).fill('Senior Backend Engineer');
  await page.getByLabel('Resume Text', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Start Streaming Analysis' }).click();
  await expect(toastWith(page, 'Missing Information')).toBeVisible();
  await expect(toastWith(page, 'Please fill in all required fields before starting analysis.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop Analysis' })).toBeDisabled();
  await expect(page.getByText('Progress: 0%')).toBeVisible();
});

test('a streaming analysis by the local model: progress, timer, growing output, then the Results', async ({
  page,
}) => {
  await openStreamingTab(page);
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByText('No Analysis Results Yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Streaming Analysis' }).click();

  // The visitor's saved choice is the built-in engine (fixtures); the local model is chosen here.
  const picker = page.getByLabel('AI Model');
  await expect(picker).toHaveValue('built-in');
  await picker.selectOption(fakeLocalModelValue);
  await expect(picker).toHaveValue(fakeLocalModelValue);
  await fillForm(page);
  const elapsed = page.getByTestId('elapsed-time');
  await expect(elapsed).toHaveText('0:00');

  const output = page.getByRole('region', { name: 'Streaming output text' });
  const count = page.getByText(/^\d+ characters$/);
  await page.getByRole('button', { name: 'Start Streaming Analysis' }).click();
  await expect(page.getByRole('button', { name: 'Stop Analysis' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Start Streaming Analysis' })).toBeDisabled();

  // The first chunk: the engine's scores and the first words of the model's review.
  await expect(page.getByText('Partial Content')).toBeVisible();
  await expect(page.getByText('Current provider:')).toHaveText('Current provider: Local model server');
  await expect(output).toContainText('{"overallScore":');
  const firstCount = await characterCount(count);
  expect(firstCount).toBeGreaterThan(0);
  // The fake writes a few characters every FAKE_AI_CHUNK_DELAY_MS: the output and the progress grow.
  await expect.poll(() => characterCount(count)).toBeGreaterThan(firstCount);
  await expect.poll(() => progressOf(page)).toBeGreaterThan(12);
  await expect(elapsed).toHaveText(/^0:(?:0[1-9]|[1-5]\d)$/); // ticking (how far depends on the machine)

  await expect(page.getByText('Valid JSON')).toBeVisible();
  await expect(toastWith(page, 'Analysis Complete')).toBeVisible();
  await expect(toastWith(page, 'Open the Results tab to see the scores.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('Progress: 100%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop Analysis' })).toBeDisabled();
  await expect(elapsed).toHaveText(/^0:(?:0[2-9]|[1-5]\d)$/);
  await expect(page.getByText('Current provider:')).toHaveText('Current provider: Local model server');
  const streamed = JSON.parse((await output.textContent()) ?? '') as Record<string, unknown>;
  expect(await characterCount(count)).toBe(((await output.textContent()) ?? '').length);
  // The scores are the built-in engine's; the model's answer is the review.
  expect(streamed.review).toEqual(fakeReview);

  await page.getByRole('tab', { name: 'Results' }).click();
  for (const [label, key] of [
    ['Overall Score', 'overallScore'],
    ['Skills Score', 'skillsScore'],
    ['Keywords Score', 'keywordsScore'],
    ['Experience Score', 'experienceScore'],
  ] as const) {
    expect(typeof streamed[key]).toBe('number');
    await expect(page.getByRole('group', { name: label })).toContainText(
      `${Math.round(streamed[key] as number)}%`,
    );
  }
  const raw = page.getByRole('region', { name: 'Raw result as JSON' });
  await expect(raw).toContainText(fakeReview.summary);
  expect(JSON.parse((await raw.textContent()) ?? '')).toEqual(streamed);
});

test('with the built-in engine chosen, the engine writes the review', async ({ page }) => {
  await openStreamingTab(page);
  await expect(page.getByLabel('AI Model')).toHaveValue('built-in');
  await fillForm(page);
  await page.getByRole('button', { name: 'Start Streaming Analysis' }).click();
  await expect(toastWith(page, 'Analysis Complete')).toBeVisible();
  await expect(page.getByText('Valid JSON')).toBeVisible();
  await expect(page.getByText('Current provider:')).toHaveText('Current provider: Vitae built-in engine');
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByRole('group', { name: 'Overall Score' })).toContainText(/\d+%/);
  await expect(page.getByRole('region', { name: 'Raw result as JSON' })).toContainText(
    'The built-in engine scored this match',
  );
});

test.describe('stopping', () => {
  // The saved choice, this time: the picker starts at the local model.
  test.use({ savedModel: fakeLocalModelValue });

  test('Stop Analysis midway cancels the stream and resets the progress', async ({ page }) => {
    await openStreamingTab(page);
    await expect(page.getByLabel('AI Model')).toHaveValue(fakeLocalModelValue);
    await fillForm(page);
    await page.getByRole('button', { name: 'Start Streaming Analysis' }).click();
    await expect(page.getByText('Partial Content')).toBeVisible();
    await expect.poll(() => progressOf(page)).toBeGreaterThanOrEqual(14);

    await page.getByRole('button', { name: 'Stop Analysis' }).click();
    await expect(toastWith(page, 'Analysis Stopped')).toBeVisible();
    await expect(toastWith(page, 'Streaming analysis was cancelled.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByText('Progress: 0%')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop Analysis' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Start Streaming Analysis' })).toBeEnabled();
    // What came before the stop stays; it was never finished, so there is no result.
    await expect(page.getByText('Partial Content')).toBeVisible();
    await expect(toastWith(page, 'Analysis Complete')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByText('No Analysis Results Yet')).toBeVisible();
  });
});
