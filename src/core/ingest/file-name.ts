/** Longest file name we keep, extension included. */
export const MAX_FILE_NAME_LENGTH = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides and isolates (they can disguise "exe.pdf" as "fdp.exe"), marks, invisible spaces. */
const invisibleCharacters = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069\ufeff]/g;
/** Characters Windows refuses in file names. */
const reservedCharacters = /[<>:"|?*]/g;
const windowsDeviceNames = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;

/** The part after the last slash or backslash. */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? '';
}

/**
 * The lower-case extension of a file name, with its dot ('.pdf'), or '' when there is none.
 * A leading dot alone (".bashrc") is not an extension.
 */
export function extensionOf(name: string): string {
  const base = baseName(name).replace(/[\s.]+$/, '');
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return '';
  const extension = base.slice(dot).toLowerCase();
  return /^\.[a-z0-9]{1,16}$/.test(extension) ? extension : '';
}

/**
 * A safe name to display and store: no path (either slash), no control, bidirectional or invisible
 * characters, no characters Windows rejects, no leading dots, single spaces, at most 200 characters with
 * the extension kept. Never empty: falls back to "resume" plus the extension.
 */
export function sanitizeFileName(name: string): string {
  const visible = name
    .normalize('NFC')
    .replace(/[\t\n\r\v\f]/g, ' ')
    .replace(controlCharacters, '')
    .replace(invisibleCharacters, '');
  let cleaned = baseName(visible).replace(reservedCharacters, '_').replace(/\s+/g, ' ').trim();
  // ".pdf" is a bare extension, not a hidden file: keep it as the extension of the fallback name.
  const bareExtension = /^\.+([a-z0-9]{1,16})$/i.exec(cleaned)?.[1];
  if (bareExtension) return `resume.${bareExtension.toLowerCase()}`;
  cleaned = cleaned.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');

  const extension = extensionOf(cleaned);
  let stem = extension ? cleaned.slice(0, cleaned.length - extension.length) : cleaned;
  stem = stem.replace(/[.\s]+$/, '');
  if (windowsDeviceNames.test(stem)) stem = `_${stem}`;
  stem = truncate(stem, MAX_FILE_NAME_LENGTH - extension.length).replace(/[.\s]+$/, '');
  return `${stem || 'resume'}${extension}`;
}

/** Cuts a string to at most `max` UTF-16 units without splitting a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}
