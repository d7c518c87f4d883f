import { afterEach, describe, expect, it } from 'vitest';
import { type History, record, startHistory } from './workspace-history';
import {
  clearWorkspaces,
  keepWorkspace,
  readWorkspace,
  STORED_SNAPSHOTS,
  trimHistory,
  workspaceKey,
} from './workspace-storage';

const analysis = { id: 12, suggestions: [{}, {}, {}] } as unknown as Parameters<typeof readWorkspace>[0];
const picked: History = record(record(startHistory(), { skills: ['SQL'], suggestions: [], bullets: {} }), {
  skills: ['SQL'],
  suggestions: [2],
  bullets: { 'Led the team': 'Led a team of 6' },
});
const variations = [{ original: 'Led the team', variations: ['Led a team of 6'], selected: null }];

afterEach(() => localStorage.clear());

describe('the stored workspace', () => {
  it('keeps selections, undo history and variations under "vitae:workspace:<id>"', () => {
    keepWorkspace(12, { history: picked });
    keepWorkspace(12, { variations });
    expect(localStorage.getItem('vitae:workspace:12')).not.toBeNull();
    expect(readWorkspace(analysis)).toEqual({ history: picked, variations });
    expect(readWorkspace({ ...analysis, id: 13 })).toBeUndefined();
  });

  it('is not restored when it no longer fits the analysis or is malformed', () => {
    keepWorkspace(12, { history: picked });
    expect(readWorkspace({ ...analysis, suggestions: [{}] } as typeof analysis)).toBeUndefined();
    localStorage.setItem(workspaceKey(12), JSON.stringify({ history: { snapshots: [], at: 0 } }));
    expect(readWorkspace(analysis)).toBeUndefined();
    localStorage.setItem(
      workspaceKey(12),
      JSON.stringify({ history: { snapshots: [{ skills: 'SQL' }], at: 0 } }),
    );
    expect(readWorkspace(analysis)).toBeUndefined();
    localStorage.setItem(workspaceKey(12), '{"history":');
    expect(readWorkspace(analysis)).toBeUndefined();
  });

  it('keeps only the analysis on screen: the others are cleared when the analysis changes', () => {
    keepWorkspace(11, { history: picked });
    keepWorkspace(12, { history: picked });
    localStorage.setItem('vitae:draft:job', '{}');
    clearWorkspaces(12);
    expect(localStorage.getItem(workspaceKey(11))).toBeNull();
    expect(readWorkspace(analysis)?.history).toEqual(picked);
    clearWorkspaces();
    expect(localStorage.getItem(workspaceKey(12))).toBeNull();
    expect(localStorage.getItem('vitae:draft:job')).toBe('{}');
  });

  it('stores the last 50 snapshots of a long history, undo position kept', () => {
    let history = startHistory();
    for (let n = 0; n < 80; n++)
      history = record(history, { skills: [`s${n}`], suggestions: [], bullets: {} });
    const trimmed = trimHistory(history);
    expect(trimmed.snapshots).toHaveLength(STORED_SNAPSHOTS);
    expect(trimmed.snapshots[trimmed.at]).toEqual(history.snapshots[history.at]);
    const afterUndo = { ...history, at: 10 };
    expect(trimHistory(afterUndo).snapshots[trimHistory(afterUndo).at]).toEqual(history.snapshots[10]);
  });
});
