import type { Analysis, BulletVariation } from '@shared/api/analysis';
import {
  isRecord,
  readStored,
  removeStored,
  type StorageLike,
  storedKeys,
  writeStored,
} from '../../lib/browser-storage';
import type { History, Selection } from './workspace-history';

/**
 * Steps 3 and 4 of one analysis as the visitor left them (issue 15): the selections with their undo history
 * and the bullet variations generated. Kept under "vitae:workspace:<id>", restored on load, and cleared when
 * the analysis changes (a new analysis, or the resume or job replaced): only the analysis on screen keeps a
 * workspace. A reload opens step 3, the analysis, with the selections as they were.
 */
export const WORKSPACE_PREFIX = 'vitae:workspace:';
/** Undo reaches this many changes back across a reload; older snapshots are dropped when stored. */
export const STORED_SNAPSHOTS = 50;

export interface StoredWorkspace {
  history: History;
  variations: BulletVariation[];
}

export const workspaceKey = (analysisId: number) => `${WORKSPACE_PREFIX}${analysisId}`;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** A stored selection, kept only where it still fits the analysis (suggestion indices in range). */
function selectionOf(value: unknown, suggestionCount: number): Selection | undefined {
  if (!isRecord(value) || !isStringList(value.skills) || !Array.isArray(value.suggestions)) return undefined;
  const suggestions = value.suggestions.filter(
    (index): index is number => Number.isInteger(index) && index >= 0 && index < suggestionCount,
  );
  if (suggestions.length !== value.suggestions.length || !isRecord(value.bullets)) return undefined;
  const picks = Object.entries(value.bullets);
  if (picks.some(([, chosen]) => typeof chosen !== 'string')) return undefined;
  // fromEntries defines each bullet's text as an own key, whatever it says ("__proto__" included).
  const bullets = Object.fromEntries(picks) as Record<string, string>;
  return { skills: [...new Set(value.skills)], suggestions: [...new Set(suggestions)], bullets };
}

function historyOf(value: unknown, suggestionCount: number): History | undefined {
  if (!isRecord(value) || !Array.isArray(value.snapshots) || !Number.isInteger(value.at)) return undefined;
  const snapshots: Selection[] = [];
  for (const entry of value.snapshots) {
    const selection = selectionOf(entry, suggestionCount);
    if (!selection) return undefined;
    snapshots.push(selection);
  }
  const at = value.at as number;
  return snapshots.length > 0 && at >= 0 && at < snapshots.length ? { snapshots, at } : undefined;
}

function variationsOf(value: unknown): BulletVariation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): BulletVariation[] =>
    isRecord(entry) && typeof entry.original === 'string' && isStringList(entry.variations)
      ? [
          {
            original: entry.original,
            variations: entry.variations,
            selected: typeof entry.selected === 'string' ? entry.selected : null,
          },
        ]
      : [],
  );
}

/** The stored workspace of this analysis; undefined when there is none or it does not fit the analysis. */
export function readWorkspace(
  analysis: Pick<Analysis, 'id' | 'suggestions'>,
  storage?: StorageLike,
): StoredWorkspace | undefined {
  const stored = readStored(workspaceKey(analysis.id), storage);
  if (!isRecord(stored)) return undefined;
  const history = historyOf(stored.history, analysis.suggestions.length);
  if (!history) return undefined;
  return { history, variations: variationsOf(stored.variations) };
}

/** Drops the oldest snapshots beyond `STORED_SNAPSHOTS`, keeping the current one where it is. */
export function trimHistory(history: History, limit = STORED_SNAPSHOTS): History {
  const drop = Math.max(0, Math.min(history.snapshots.length - limit, history.at));
  return drop === 0 ? history : { snapshots: history.snapshots.slice(drop), at: history.at - drop };
}

/** Stores part of the workspace, keeping the rest as stored. */
export function keepWorkspace(
  analysisId: number,
  patch: Partial<StoredWorkspace>,
  storage?: StorageLike,
): void {
  const key = workspaceKey(analysisId);
  const stored = readStored(key, storage);
  const next = { ...(isRecord(stored) ? stored : {}), ...patch };
  if (patch.history) next.history = trimHistory(patch.history);
  writeStored(key, next, storage);
}

/** Clears every stored workspace but that of `keep` (none kept when it is undefined). */
export function clearWorkspaces(keep?: number, storage?: StorageLike): void {
  for (const key of storedKeys(WORKSPACE_PREFIX, storage))
    if (keep === undefined || key !== workspaceKey(keep)) removeStored(key, storage);
}
