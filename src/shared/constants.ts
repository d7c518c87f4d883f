/** Business constants and limits, core spec §9 and platform spec §9. */

export const PRODUCT_NAME = 'Vitae';
export const COPYRIGHT_YEAR = 2024;

/** Largest JSON body the API accepts (uploads have their own limits). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export const THEME_STORAGE_KEY = 'theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

/** Core spec §9: toasts. */
export const toastConfig = {
  limit: 1,
  durationMs: 5000,
  swipeThreshold: 50,
  hotkey: ['F8'],
  removeDelayMs: 1_000_000,
} as const;
