import { applyTheme, readStoredTheme } from './lib/theme';

// Runs before the app renders so a dark-theme page never flashes light on load.
applyTheme(readStoredTheme());
