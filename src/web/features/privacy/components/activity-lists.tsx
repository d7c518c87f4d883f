import type { ProcessingActivity, ScheduledDeletion } from '@shared/api/privacy';
import { formatDateTime } from '../format-date-time';
import { keyed } from '../keyed';

/** The report's processing activities, newest first: why, what (if anything), when. */
export function ActivityList({ activities }: { activities: ProcessingActivity[] }) {
  if (activities.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing has been processed for you yet.</p>;
  const newestFirst = [...activities].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ul aria-label="Processing activities" className="max-h-64 divide-y overflow-y-auto rounded-md border">
      {keyed(newestFirst, (row) => `${row.at}|${row.activity}|${row.detail ?? ''}`).map(({ key, item }) => (
        <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 px-3 py-2">
          <span className="text-sm">
            {item.purpose}
            {item.detail && <span className="text-muted-foreground"> · {item.detail}</span>}
          </span>
          <time dateTime={item.at} className="text-xs text-muted-foreground tabular-nums">
            {formatDateTime(item.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** The report's scheduled deletions, soonest first: what goes, and by when at the latest. */
export function DeletionList({ deletions }: { deletions: ScheduledDeletion[] }) {
  if (deletions.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No deletions are scheduled: we hold nothing to delete.</p>
    );
  const soonestFirst = [...deletions].sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  return (
    <ul aria-label="Scheduled deletions" className="max-h-64 divide-y overflow-y-auto rounded-md border">
      {keyed(soonestFirst, (row) => `${row.dueAt}|${row.data}`).map(({ key, item }) => (
        <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 px-3 py-2">
          <span className="text-sm">{item.data}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            by <time dateTime={item.dueAt}>{formatDateTime(item.dueAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
