import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { consentPurposes } from '@shared/api/privacy';
import { makeSessionId, SESSION_HEADER, SESSION_STORAGE_KEY } from '@shared/session-id';

/**
 * The model every journey starts with, as the visitor's saved choice (localStorage "vitae:draft:model"). The app
 * under test has a fake AI provider configured for the AI journeys, so the server's default model is that
 * provider's; the other journeys run on the built-in engine, as a visitor without keys does. A test that wants
 * the server's default sets `savedModel: null` (`test.use`).
 */
const MODEL_KEY = 'vitae:draft:model';

/** Every page must load without console errors or failed requests: collected here, checked after each test. */
export const test = base.extend<{
  consoleErrors: string[];
  savedModel: string | null;
  seedModel: undefined;
  consented: boolean;
  seedConsent: undefined;
}>({
  savedModel: ['built-in', { option: true }],
  /**
   * Whether the visitor has already recorded consent, so the consent banner (fixed at the bottom of every page)
   * stays out of the journeys that are not about it. The privacy journeys set `consented: false`.
   */
  consented: [true, { option: true }],
  seedConsent: [
    async ({ page, request, consented }, use) => {
      if (consented) {
        const sessionId = makeSessionId(Date.now(), randomUUID());
        const answer = await request.post('/api/consent', {
          headers: { [SESSION_HEADER]: sessionId },
          data: {
            purposes: consentPurposes,
            optionalConsents: { analytics: false, marketing: false, improvements: false },
            privacyPolicy: true,
          },
        });
        expect(answer.ok(), await answer.text()).toBe(true);
        // Only when no id is stored yet, so an id the app makes later (after an erasure) is kept.
        await page.addInitScript(
          ([key, id]) => {
            const storage = (() => {
              try {
                return window.localStorage;
              } catch {
                return null;
              }
            })();
            if (storage && storage.getItem(key) === null) storage.setItem(key, id);
          },
          [SESSION_STORAGE_KEY, sessionId] as const,
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  seedModel: [
    async ({ page, savedModel }, use) => {
      // Only when nothing is saved yet, so a choice made in the test survives its reloads.
      if (savedModel !== null)
        await page.addInitScript(
          ([key, model]) => {
            // A frame of an opaque origin (a download, about:blank) has no storage.
            const storage = (() => {
              try {
                return window.localStorage;
              } catch {
                return null;
              }
            })();
            if (storage && storage.getItem(key) === null) storage.setItem(key, JSON.stringify(model));
          },
          [MODEL_KEY, savedModel] as const,
        );
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 4xx answer is the app refusing bad input on purpose (and tested as such); anything else is a bug.
        const isClientErrorResponse =
          /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
        // The init script above runs in every frame, the templates' sandboxed previews too, which refuse it
        // (their pages hold no script of their own): the sandbox doing its work, not an error of the app.
        const isInitScriptInSandbox = /^Blocked script execution in 'about:srcdoc'/.test(message.text());
        if (message.type() === 'error' && !isClientErrorResponse && !isInitScriptInSandbox)
          errors.push(message.text());
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

/** Clicks `button` and answers the download it starts: its file name and bytes. */
export async function downloadFrom(page: Page, button: Locator) {
  const downloadPromise = page.waitForEvent('download');
  await button.click();
  const download = await downloadPromise;
  return { name: download.suggestedFilename(), bytes: new Uint8Array(readFileSync(await download.path())) };
}

/**
 * Reading inside a resume page's frame makes Playwright inject its helpers there, which the frame's sandbox (no
 * scripts, by design) refuses with this console error: the test's own probing, not the app's.
 */
const PROBE_REFUSED =
  /^Blocked script execution in 'about:(?:srcdoc|blank)' because the document's frame is sandboxed/u;

/** Drops the probe's refusals (see PROBE_REFUSED) from the console errors collected so far. */
export function dropFrameProbeErrors(errors: string[]) {
  const kept = errors.filter((error) => !PROBE_REFUSED.test(error));
  errors.splice(0, errors.length, ...kept);
}
