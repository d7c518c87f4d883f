import { useId } from 'react';

/** A top list of a tab (platform spec §2: cut to five): each item's name and its figure, commonest first. */
export function RankedList({
  title,
  items,
  emptyText,
}: {
  title: string;
  items: readonly { key: string; label: string; value: string }[];
  emptyText: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className="divide-y rounded-lg border">
          {items.map((item) => (
            <li key={item.key} className="flex items-center justify-between gap-4 px-4 py-2 text-sm">
              <span className="min-w-0 break-words font-mono">{item.label}</span>
              <span className="shrink-0 font-semibold tabular-nums">{item.value}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
