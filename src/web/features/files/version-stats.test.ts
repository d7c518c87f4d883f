import { describe, expect, it } from 'vitest';
import { version } from './test-support';
import { defaultComparison, newestFirst, recentVersions, versionStatistics } from './version-stats';

const versions = [
  version({ id: 11, version: 1, fileSize: 1000 }),
  version({ id: 12, version: 2, fileSize: 2000, isActive: true }),
  version({ id: 13, version: 3, fileSize: 3000 }),
  version({ id: 14, version: 4, fileSize: 4000 }),
];

describe('version statistics (platform spec §2 "Analytics")', () => {
  it('counts the versions, names the active one and adds up their sizes', () => {
    expect(versionStatistics(versions)).toEqual({ totalVersions: 4, activeVersion: 2, totalSize: 10_000 });
    expect(versionStatistics([])).toEqual({ totalVersions: 0, activeVersion: null, totalSize: 0 });
  });

  it('Recent Activity is the latest 3 created, newest first, whatever order they come in', () => {
    expect(recentVersions(versions).map((entry) => entry.version)).toEqual([4, 3, 2]);
    expect(recentVersions(versions.slice(0, 2)).map((entry) => entry.version)).toEqual([2, 1]);
  });

  it('orders versions made at the same moment by their number', () => {
    const sameTime = versions.map((entry) => ({ ...entry, createdAt: '2025-06-01T10:00:00.000Z' }));
    expect(newestFirst(sameTime).map((entry) => entry.version)).toEqual([4, 3, 2, 1]);
  });

  it('compares the version before the newest with the newest, by id; nothing below two versions', () => {
    expect(defaultComparison(versions)).toEqual({ from: 13, to: 14 });
    expect(defaultComparison(versions.slice(0, 1))).toBeUndefined();
  });
});
