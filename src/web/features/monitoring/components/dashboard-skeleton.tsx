import { monitoringLabels } from '../monitoring-labels';

/** The dashboard while its first figures load: the cards' and a tab's shapes, announced as loading. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{monitoringLabels.loading}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="h-28 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
      <div className="h-10 w-80 max-w-full animate-pulse rounded-lg bg-muted" />
      <div className="h-64 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}
