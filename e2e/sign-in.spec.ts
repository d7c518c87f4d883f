import type { Page } from '@playwright/test';
import { expect, test, toastWith } from './fixtures';
import { sampleResumeFile } from './sample-files';
import { oidcAppUrl } from './sign-in-servers';

// The app in sign-in mode (AUTH_MODE=oidc) and its test OpenID provider; the visitor starts with nothing.
test.use({ baseURL: oidcAppUrl, consented: false });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie and privacy consent' });

/** Signs in at the test provider: its login form (any login), then its consent screen when it shows one. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByRole('link', { name: 'Sign in to get started' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  await consent.click();
  await page.waitForURL(`${oidcAppUrl}/`);
}

test('signs in through OpenID Connect, keeps what was made before, and signs out', async ({
  page,
  browser,
}) => {
  test.slow(); // Two sign-ins at the provider, an upload and a second browser.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vitae' })).toBeVisible();
  const signIn = page.getByRole('link', { name: 'Sign in to get started' });
  await expect(signIn).toHaveAttribute('href', '/api/login');
  // A guarded route shows the landing too; the privacy pages are open.
  await page.goto('/templates');
  await expect(signIn).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  // Made before signing in: the consent, recorded under the browser's anonymous session.
  await banner(page).getByRole('checkbox', { name: 'I have read and accept the Privacy Policy' }).check();
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('link', { name: 'Privacy Compliant' })).toBeVisible();

  await page.goto('/');
  await signInAtProvider(page, 'ada.lovelace');
  const account = page.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  await expect(account).toBeVisible();
  await expect(toastWith(page, 'Your earlier work is now in your account')).toBeVisible();
  // The consent made anonymously now belongs to the account: no banner asks again.
  await expect(page.getByRole('link', { name: 'Privacy Compliant' })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  // Work done signed in, then seen from a second device signed in as the same person.
  const resume = await sampleResumeFile('software-engineer', 'txt');
  await page.getByLabel(/Choose a file or drop it here/).setInputFiles(resume);
  await expect(toastWith(page, 'Resume uploaded successfully!')).toBeVisible();
  const otherDevice = await browser.newContext({ baseURL: oidcAppUrl });
  const other = await otherDevice.newPage();
  await other.goto('/');
  await signInAtProvider(other, 'ada.lovelace');
  await expect(other.getByText('software-engineer.txt').first()).toBeVisible();
  await otherDevice.close();

  // Sign out: the provider confirms, and the landing is back.
  await account.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL(`${oidcAppUrl}/`);
  await expect(page.getByRole('link', { name: 'Sign in to get started' })).toBeVisible();
  const user = await page.request.get('/api/auth/user', {
    headers: { 'x-session-id': (await page.evaluate(() => localStorage.getItem('session-id'))) ?? '' },
  });
  expect(user.status()).toBe(401);
});
