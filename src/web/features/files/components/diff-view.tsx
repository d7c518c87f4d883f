import type { VersionDiff } from '@shared/api/versions';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { diffRows } from '../diff-rows';

const marks = {
  added: {
    sign: '+',
    said: 'Added: ',
    className: 'bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-100',
  },
  removed: {
    sign: '−',
    said: 'Removed: ',
    className: 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100',
  },
  same: { sign: ' ', said: '', className: '' },
} as const;

/** "1 more line" / "12,000 more lines". */
const moreLines = (count: number) =>
  `${count.toLocaleString('en-US')} more ${count === 1 ? 'line' : 'lines'}`;

/**
 * Two versions' text line by line, the unchanged runs away from a change folded: an added line is marked "+"
 * on green, a removed one "−" on red, and each says so to a screen reader too (ins and del are not announced
 * by most of them). A long diff shows its first DIFF_ROW_LIMIT rows and says how many lines it leaves out;
 * the totals above are the server's, for the whole diff.
 */
export function DiffView({ diff }: { diff: VersionDiff }) {
  const from = `v${diff.from.version}`;
  const to = `v${diff.to.version}`;
  const { rows, hiddenLines } = useMemo(() => diffRows(diff.lines), [diff.lines]);
  return (
    <div className="space-y-2">
      <p className="text-sm" aria-live="polite">
        From {from} to {to}: {diff.added} {diff.added === 1 ? 'line' : 'lines'} added, {diff.removed}{' '}
        {diff.removed === 1 ? 'line' : 'lines'} removed.
      </p>
      {diff.added + diff.removed === 0 && (
        <p className="text-sm text-muted-foreground">The text is the same.</p>
      )}
      <ol
        aria-label={`Changes from ${from} to ${to}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="max-h-[50vh] overflow-auto rounded-md border font-mono text-xs"
      >
        {rows.map((row, index) => {
          if (row.kind === 'folded')
            return (
              // Rows repeat (blank lines, same bullets): their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index} className="bg-muted/60 px-2 py-0.5 text-muted-foreground italic">
                {row.count} unchanged lines
              </li>
            );
          const mark = marks[row.kind];
          const Tag = row.kind === 'added' ? 'ins' : row.kind === 'removed' ? 'del' : 'span';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <li key={index} className={cn('flex gap-2 px-2 py-0.5 whitespace-pre-wrap', mark.className)}>
              <span aria-hidden className="w-3 shrink-0 select-none">
                {mark.sign}
              </span>
              <Tag className="no-underline">
                {mark.said && <span className="sr-only">{mark.said}</span>}
                {row.text || '\u00a0'}
              </Tag>
            </li>
          );
        })}
      </ol>
      {hiddenLines > 0 && (
        <p className="text-sm text-muted-foreground">{moreLines(hiddenLines)} not shown.</p>
      )}
    </div>
  );
}
