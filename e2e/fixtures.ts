import { test as base, expect, type Page } from '@playwright/test';

/** Every page must load without console errors or failed requests: collected here, checked after each test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 4xx answer is the app refusing bad input on purpose (and tested as such); anything else is a bug.
        const isClientErrorResponse =
          /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
        if (message.type() === 'error' && !isClientErrorResponse) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The visible toast with this text (Radix also mirrors it in a screen-reader announcement). */
export function toastWith(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}
