import type { ResumeVersion } from '@shared/api/versions';

/** Platform spec §9: Recent Activity shows the latest 3 versions. */
export const RECENT_VERSIONS = 3;

export interface VersionStatistics {
  totalVersions: number;
  /** The active version's number; null when none is active (or there are no versions). */
  activeVersion: number | null;
  /** Bytes, every version's file counted. */
  totalSize: number;
}

/** The Analytics tab's File Statistics (platform spec §2). */
export function versionStatistics(versions: readonly ResumeVersion[]): VersionStatistics {
  return {
    totalVersions: versions.length,
    activeVersion: versions.find((version) => version.isActive)?.version ?? null,
    totalSize: versions.reduce((sum, version) => sum + version.fileSize, 0),
  };
}

/** Newest first by creation, then by version number (two versions made in the same millisecond). */
export function newestFirst(versions: readonly ResumeVersion[]): ResumeVersion[] {
  return [...versions].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.version - a.version,
  );
}

/** Recent Activity: the latest versions created, newest first. */
export function recentVersions(versions: readonly ResumeVersion[], count = RECENT_VERSIONS): ResumeVersion[] {
  return newestFirst(versions).slice(0, count);
}

/**
 * The pair Compare Versions opens with: the version before the newest, against the newest (ids), so the
 * first view shows what the last upload changed. Undefined below two versions.
 */
export function defaultComparison(
  versions: readonly ResumeVersion[],
): { from: number; to: number } | undefined {
  const [newest, previous] = newestFirst(versions);
  return newest && previous ? { from: previous.id, to: newest.id } : undefined;
}
