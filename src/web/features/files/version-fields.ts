import { fileManagerMessages } from '@shared/messages';

/** The text fields sent with a new version's file (src/shared/api/versions.ts `versionFieldsSchema`). */
export interface VersionFields {
  title: string;
  description: string;
  /** Comma-separated, as the route reads them. */
  tags: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The visitor's local time as "2025-06-01 14:03:09": a version's automatic title reads it. */
export function versionTimestamp(now: Date): string {
  const date = `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
  return `${date} ${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}:${twoDigits(now.getSeconds())}`;
}

/**
 * Platform spec §7: a version is titled 'Version ' plus a timestamp and described as 'Auto-created version'.
 * Beyond the spec the visitor may give a title, a description and tags; a blank one takes the automatic value.
 */
export function versionFields(typed: Partial<VersionFields>, now: Date): VersionFields {
  return {
    title: typed.title?.trim() || fileManagerMessages.autoVersionTitle(versionTimestamp(now)),
    description: typed.description?.trim() || fileManagerMessages.autoVersionDescription,
    tags: (typed.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .join(', '),
  };
}
