import { TriangleAlert } from 'lucide-react';

/** A flagged figure's note (platform spec §5): an icon and words beside the colour, never the colour alone. */
export function ProblemNote({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
