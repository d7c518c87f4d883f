import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const headerLinks = [
  { name: 'Dashboard', path: '/' },
  { name: 'Builder', path: '/resume-builder' },
  { name: 'Templates', path: '/templates' },
  { name: 'Trends', path: '/industry-trends' },
  { name: 'Monitoring', path: '/monitoring' },
];

test.describe('header', () => {
  for (const link of headerLinks) {
    test(`"${link.name}" reaches ${link.path}`, async ({ page }) => {
      await page.goto('/interview-tips');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: link.name, exact: true })
        .click();
      await expect(page).toHaveURL(link.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('footer', () => {
  for (const link of [
    { name: 'Templates', path: '/templates' },
    { name: 'Interview Tips', path: '/interview-tips' },
    { name: 'Industry Trends', path: '/industry-trends' },
  ]) {
    test(`"${link.name}" reaches ${link.path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('"Privacy Policy" opens in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const [policy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click(),
    ]);
    await policy.waitForLoadState();
    expect(new URL(policy.url()).pathname).toBe('/privacy-policy');
  });

  test('shows the copyright year', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  });
});

test.describe('mobile navigation @mobile', () => {
  for (const link of [
    { name: 'Resume Builder', path: '/resume-builder' },
    { name: 'Templates', path: '/templates' },
    { name: 'Industry Trends', path: '/industry-trends' },
    { name: 'Dashboard', path: '/' },
  ]) {
    test(`"${link.name}" reaches ${link.path} and closes the panel`, async ({ page }) => {
      await page.goto('/interview-tips');
      await page.getByRole('button', { name: 'open navigation menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Vitae' });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('Free Plan');
      await panel.getByRole('link', { name: new RegExp(`^${link.name}`) }).click();
      await expect(page).toHaveURL(link.path);
      await expect(panel).toBeHidden();
    });
  }
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: /Colour theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('the system theme follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

for (const path of ['/', '/interview-tips', '/industry-trends', '/no/such/page']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
