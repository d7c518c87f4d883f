import type { APIRequestContext, Page } from '@playwright/test';
import { privacyExportFileName } from '@shared/api/privacy';
import { SESSION_HEADER } from '@shared/session-id';
import { downloadFrom, expect, test, toastWith } from './fixtures';
import { sampleResumeFile } from './sample-files';

// These journeys start as a new visitor: no consent recorded, the banner up.
test.use({ consented: false });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie and privacy consent' });
const sessionIdOf = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem('session-id'))) ?? '';

async function consentStatus(request: APIRequestContext, sessionId: string) {
  const answer = await request.get('/api/consent/status', { headers: { [SESSION_HEADER]: sessionId } });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

test.describe('consent banner', () => {
  test('Accept All needs the Privacy Policy ticked, records every consent and leaves the badge', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const acceptAll = banner(page).getByRole('button', { name: 'Accept All' });
    await expect(acceptAll).toBeDisabled();
    await expect(banner(page).getByRole('button', { name: 'Customize' })).toBeDisabled();
    await expect(
      banner(page).getByText('Please accept the Privacy Policy to continue with data processing.'),
    ).toBeVisible();
    await banner(page).getByRole('checkbox', { name: 'I have read and accept the Privacy Policy' }).check();
    await acceptAll.click();
    await expect(toastWith(page, 'Your preferences have been saved successfully.')).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Privacy Compliant' })).toBeVisible();
    const status = await consentStatus(page.request, await sessionIdOf(page));
    expect(status).toMatchObject({
      hasConsent: true,
      optionalConsents: { analytics: true, marketing: true, improvements: true },
    });

    await page.reload();
    await expect(page.getByRole('link', { name: 'Privacy Compliant' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('Customize starts from the spec defaults and saves the chosen ones; Back returns', async ({
    page,
  }) => {
    await page.goto('/templates');
    await banner(page).getByRole('checkbox', { name: 'I have read and accept the Privacy Policy' }).check();
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const box = (name: string) => banner(page).getByRole('checkbox', { name, exact: true });
    await expect(box('Privacy Policy acceptance')).not.toBeChecked();
    await expect(box('Analytics')).not.toBeChecked();
    await expect(box('Marketing')).not.toBeChecked();
    await expect(box('Service Improvements')).toBeChecked();
    await banner(page).getByRole('button', { name: 'Back' }).click();
    await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Customize' }).click();

    const save = banner(page).getByRole('button', { name: 'Save Preferences' });
    await expect(save).toBeDisabled();
    await box('Privacy Policy acceptance').check();
    await box('Analytics').check();
    await save.click();
    await expect(toastWith(page, 'Your custom preferences have been saved.')).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const status = await consentStatus(page.request, await sessionIdOf(page));
    expect(status.optionalConsents).toEqual({ analytics: true, marketing: false, improvements: true });
  });

  test('Decline Optional and the close control record nothing', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Decline Optional' }).click();
    await expect(
      toastWith(page, 'You can still browse our site, but some features will be limited.'),
    ).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect((await consentStatus(page.request, await sessionIdOf(page))).hasConsent).toBe(false);

    await page.reload();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Privacy Compliant' })).toHaveCount(0);
    expect((await consentStatus(page.request, await sessionIdOf(page))).hasConsent).toBe(false);
  });
});

test.describe('privacy settings', () => {
  test('changes a consent, exports every kind of data, then erases it all', async ({ page }) => {
    await page.goto('/privacy-settings');
    await banner(page).getByRole('checkbox', { name: 'I have read and accept the Privacy Policy' }).check();
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    const sessionId = await sessionIdOf(page);
    const headers = { [SESSION_HEADER]: sessionId };
    const resume = await sampleResumeFile('software-engineer', 'txt');
    const upload = await page.request.post('/api/resumes', { headers, multipart: { resume } });
    expect(upload.status()).toBe(201);

    // Consent: the date shown, required processing locked on, an optional one switched off at once.
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Resume analysis' })).toBeDisabled();
    const marketing = page.getByRole('switch', { name: 'Marketing' });
    await expect(marketing).toBeChecked();
    await marketing.click();
    await expect(toastWith(page, 'Your privacy preferences have been saved.')).toBeVisible();
    await expect(marketing).not.toBeChecked();
    expect((await consentStatus(page.request, sessionId)).optionalConsents.marketing).toBe(false);

    // Your Data: the export holds the resume, the consents and the activity.
    await page.reload();
    await page.getByRole('tab', { name: 'Your Data' }).click();
    await expect(
      page.getByRole('list', { name: 'Processing activities' }).getByRole('listitem').first(),
    ).toBeVisible();
    const exported = await downloadFrom(page, page.getByRole('button', { name: 'Export My Data' }));
    expect(exported.name).toBe(privacyExportFileName(new Date()));
    const data = new TextDecoder().decode(exported.bytes);
    expect(data).toContain('Daniel Okafor');
    expect(data).toMatch(/\n {2}"/u); // pretty-printed
    expect(data).toContain('resume_analysis');
    await expect(toastWith(page, 'Your personal data has been downloaded successfully.')).toBeVisible();

    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByText('Total scans')).toBeVisible();
    await page.getByRole('tab', { name: 'Compliance' }).click();
    await expect(page.getByText('GDPR Compliant').first()).toBeVisible();

    // Erasure: confirmed, then everything of the visitor is gone and the browser gets a new session.
    await page.getByRole('tab', { name: 'Your Data' }).click();
    await page.getByRole('button', { name: 'Delete All My Data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Permanently' }).click();
    await expect(toastWith(page, 'All your personal data has been permanently deleted.')).toBeVisible();
    await expect(banner(page)).toBeVisible();
    expect(await sessionIdOf(page)).not.toBe(sessionId);
    const left = await page.request.get('/api/resumes', { headers });
    expect((await left.json()).resumes).toEqual([]);
    expect((await consentStatus(page.request, sessionId)).hasConsent).toBe(false);
  });
});

test('the privacy policy states the version, the retention periods and the rights', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Version 1.0')).toBeVisible();
  await expect(page.getByText('GDPR Compliant')).toBeVisible();
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const period of ['30 days', '90 days', '1 day', '1 year']) expect(text).toContain(period);
  expect(text).toMatch(/within 30 days/u);
});
