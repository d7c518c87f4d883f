/** What the visitor has chosen in the optimization workspace: skills, suggestions (by index), bullet picks. */
export interface Selection {
  skills: readonly string[];
  suggestions: readonly number[];
  /** Original bullet -> the chosen variation. */
  bullets: Readonly<Record<string, string>>;
}

export const emptySelection: Selection = { skills: [], suggestions: [], bullets: {} };

/** Core spec §4: every change of selection is a snapshot; undo and redo move through them. */
export interface History {
  snapshots: readonly Selection[];
  at: number;
}

export const startHistory = (selection: Selection = emptySelection): History => ({
  snapshots: [selection],
  at: 0,
});

export const currentOf = (history: History): Selection => history.snapshots[history.at] ?? emptySelection;
export const canUndo = (history: History) => history.at > 0;
export const canRedo = (history: History) => history.at < history.snapshots.length - 1;

/** A new change after an undo discards the later snapshots. */
export function record(history: History, selection: Selection): History {
  return { snapshots: [...history.snapshots.slice(0, history.at + 1), selection], at: history.at + 1 };
}

export const undo = (history: History): History =>
  canUndo(history) ? { ...history, at: history.at - 1 } : history;
export const redo = (history: History): History =>
  canRedo(history) ? { ...history, at: history.at + 1 } : history;

export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

export const selectedCount = (selection: Selection) =>
  selection.skills.length + selection.suggestions.length + Object.keys(selection.bullets).length;
