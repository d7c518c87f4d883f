import { cn } from '../../../lib/cn';
import { ProblemNote } from './problem-note';

/**
 * One named figure of a tab ("Total Errors: 3"), styled as a problem with its note when `problem` is given. A
 * group named after its label, so the figure is found by its name.
 */
export function FigureTile({
  label,
  value,
  hint,
  problem,
}: {
  label: string;
  value: string;
  hint?: string;
  problem?: string | undefined;
}) {
  return (
    <section aria-label={label} className="space-y-1 rounded-lg border p-4">
      <h3 className="text-sm text-muted-foreground">{label}</h3>
      <p className={cn('text-2xl font-bold tabular-nums', problem && 'text-destructive')}>{value}</p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {problem && <ProblemNote>{problem}</ProblemNote>}
    </section>
  );
}
