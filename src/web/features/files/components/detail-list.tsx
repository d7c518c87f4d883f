import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Labelled values as a description list: a screen reader reads each label with its value. */
export function DetailList({
  details,
  className,
}: {
  details: readonly (readonly [string, ReactNode])[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2', className)}>
      {details.map(([term, value]) => (
        <div key={term} className="flex flex-wrap justify-between gap-2 border-b pb-1 last:border-b-0">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
