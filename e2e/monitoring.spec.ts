import { monitoringExportFileName } from '@shared/api/monitoring';
import { consentPurposes } from '@shared/api/privacy';
import { SESSION_HEADER } from '@shared/session-id';
import { downloadFrom, expect, test, toastWith } from './fixtures';

test('the monitoring dashboard shows the traffic, the page views of a consenting visitor, and exports', async ({
  page,
}) => {
  // A visitor who allows analytics: their page views are counted.
  await page.goto('/templates');
  const sessionId = (await page.evaluate(() => localStorage.getItem('session-id'))) ?? '';
  const consent = await page.request.post('/api/consent', {
    headers: { [SESSION_HEADER]: sessionId },
    data: {
      purposes: consentPurposes,
      optionalConsents: { analytics: true, marketing: false, improvements: true },
      privacyPolicy: true,
    },
  });
  expect(consent.ok()).toBe(true);
  await page.getByRole('link', { name: 'Builder', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();

  await page.goto('/monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring Dashboard' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Auto-refresh' })).toBeChecked();
  const requests = page.getByRole('group', { name: 'Total Requests' });
  await expect(requests).toBeVisible();
  expect(Number((await requests.textContent())?.replace(/\D/gu, ''))).toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: 'Success Rate' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Latency by endpoint' })).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('region', { name: 'Top Events' })).toContainText('page_view');
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByText('API Operational')).toBeVisible();
  await page.getByRole('tab', { name: 'Errors' }).click();
  await expect(page.getByRole('img', { name: 'Requests and errors over time' })).toBeVisible();

  const csv = await downloadFrom(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(csv.name).toBe(monitoringExportFileName(new Date(), 'csv'));
  const [header] = new TextDecoder().decode(csv.bytes).split('\r\n');
  expect(header).toContain('route');
  await expect(toastWith(page, 'Monitoring data exported as CSV.')).toBeVisible();

  await page.getByRole('switch', { name: 'Auto-refresh' }).click();
  await expect(page.getByRole('switch', { name: 'Auto-refresh' })).not.toBeChecked();
});
