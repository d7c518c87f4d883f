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

/** Core spec §5, §9: resume uploads. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.docx', '.txt'] as const;

/** Platform spec §2, §9: the file manager accepts more kinds, up to 10 MB. */
export const VALIDATE_MAX_BYTES = 10 * 1024 * 1024;
export const VALIDATE_EXTENSIONS = ['.pdf', '.docx', '.doc', '.rtf', '.txt', '.html', '.htm'] as const;

/** Core spec §9: the text preview returned with an upload. */
export const TEXT_PREVIEW_CHARS = 1000;

/** Core spec §9: workspace selection limits, enforced by the client and the server alike. */
export const MAX_SELECTED_SKILLS = 10;
export const MAX_SELECTED_SUGGESTIONS = 15;
export const MAX_SELECTED_BULLETS = 20;
