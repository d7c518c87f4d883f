import { THEME_STORAGE_KEY, type Theme, themes } from '@shared/constants';

/** The stored choice, or "system" (the spec's default) when nothing valid is stored. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> = localStorage): Theme {
  const value = storage.getItem(THEME_STORAGE_KEY);
  return themes.includes(value as Theme) ? (value as Theme) : 'system';
}

export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

export function applyTheme(theme: Theme) {
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', resolveTheme(theme, prefersDark) === 'dark');
}
