import type { DiffLine, VersionDiff } from '@shared/api/versions';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DIFF_ROW_LIMIT } from '../diff-rows';
import { version } from '../test-support';
import { DiffView } from './diff-view';

const diffOf = (lines: DiffLine[], totals: Pick<VersionDiff, 'added' | 'removed'>): VersionDiff => ({
  from: version({ id: 1, version: 1 }),
  to: version({ id: 2, version: 2 }),
  lines,
  ...totals,
});

describe('DiffView', () => {
  it('folds the unchanged runs away from a change and shows every row of a short diff', () => {
    const lines: DiffLine[] = [
      ...['a', 'b', 'c', 'd', 'e'].map((text): DiffLine => ({ kind: 'same', text })),
      { kind: 'added', text: 'new' },
    ];
    render(<DiffView diff={diffOf(lines, { added: 1, removed: 0 })} />);
    const rows = within(screen.getByRole('list', { name: 'Changes from v1 to v2' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['3 unchanged lines', ' d', ' e', '+Added: new']);
    expect(screen.queryByText(/not shown/)).toBeNull();
  });

  it(`shows the first ${DIFF_ROW_LIMIT} rows of a long diff, says how many lines it leaves out and keeps the server's totals`, () => {
    const lines: DiffLine[] = [
      ...Array.from({ length: 3000 }, (_, at): DiffLine => ({ kind: 'removed', text: `old ${at}` })),
      ...Array.from({ length: 2500 }, (_, at): DiffLine => ({ kind: 'added', text: `new ${at}` })),
    ];
    render(<DiffView diff={diffOf(lines, { added: 2500, removed: 3000 })} />);
    expect(screen.getByText('From v1 to v2: 2500 lines added, 3000 lines removed.')).not.toBeNull();
    // Counted by tag: asking for 2,000 roles is slow in jsdom.
    const rows = [...screen.getByRole('list', { name: 'Changes from v1 to v2' }).querySelectorAll('li')];
    expect(rows).toHaveLength(DIFF_ROW_LIMIT);
    expect(rows.at(-1)?.textContent).toBe(`−Removed: old ${DIFF_ROW_LIMIT - 1}`);
    expect(screen.getByText('3,500 more lines not shown.')).not.toBeNull();
  });
});
