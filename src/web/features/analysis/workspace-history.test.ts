import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  currentOf,
  emptySelection,
  record,
  redo,
  startHistory,
  toggle,
  undo,
} from './workspace-history';

describe('workspace history (core spec §4)', () => {
  const withSkills = (...skills: string[]) => ({ ...emptySelection, skills });

  it('moves back and forth through snapshots', () => {
    let history = startHistory();
    history = record(history, withSkills('SQL'));
    history = record(history, withSkills('SQL', 'Python'));
    expect(currentOf(history).skills).toEqual(['SQL', 'Python']);
    history = undo(history);
    expect(currentOf(history).skills).toEqual(['SQL']);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(currentOf(history).skills).toEqual(['SQL', 'Python']);
  });

  it('drops the later snapshots when a change follows an undo', () => {
    let history = record(record(startHistory(), withSkills('SQL')), withSkills('SQL', 'Python'));
    history = record(undo(history), withSkills('SQL', 'Excel'));
    expect(canRedo(history)).toBe(false);
    expect(history.snapshots).toHaveLength(3);
    expect(currentOf(history).skills).toEqual(['SQL', 'Excel']);
  });

  it('does nothing past either end', () => {
    const history = startHistory();
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('toggles an item in and out of a list', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });
});
