import { Info } from 'lucide-react';
import { lastReviewed } from '../industry-trends-content';

export function DataNote() {
  return (
    <div
      role="note"
      aria-label="About these figures"
      className="flex gap-3 rounded-lg border bg-card p-4 text-sm"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="space-y-1">
        <p>
          Figures are indicative ranges compiled by Vitae's editors from public salary surveys, not live data.
          Salaries are annual US base pay; local markets, company size and bonuses can shift them
          considerably.
        </p>
        <p className="font-medium">Last reviewed: {lastReviewed}</p>
      </div>
    </div>
  );
}
