import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

export type WorkflowStep = 1 | 2 | 3 | 4;
export const workflowSteps: readonly { step: WorkflowStep; label: string }[] = [
  { step: 1, label: 'Upload Resume' },
  { step: 2, label: 'Job Description' },
  { step: 3, label: 'Analysis' },
  { step: 4, label: 'Optimize' },
];

/**
 * Core spec §2: the four steps; a step shows as completed once its data exists. Each step is a button:
 * going to a step whose inputs are missing is answered by the caller (with the spec's messages).
 */
export function StepIndicator({
  current,
  completed,
  onSelect,
}: {
  current: WorkflowStep;
  completed: Record<WorkflowStep, boolean>;
  onSelect: (step: WorkflowStep) => void;
}) {
  return (
    <nav aria-label="Workflow steps">
      <ol className="grid grid-cols-4 gap-2">
        {workflowSteps.map(({ step, label }) => {
          const isCurrent = step === current;
          return (
            <li key={step}>
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex w-full flex-col items-center gap-1 rounded-md p-2 text-center text-xs sm:flex-row sm:text-sm',
                  isCurrent
                    ? 'bg-primary/10 font-semibold text-primary'
                    : 'text-muted-foreground hover:bg-muted',
                )}
              >
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm',
                    completed[step] ? 'border-green-700 bg-green-700 text-white' : 'border-current',
                  )}
                  aria-hidden
                >
                  {completed[step] ? <Check className="size-4" /> : step}
                </span>
                <span>
                  {label}
                  {completed[step] && <span className="sr-only"> (completed)</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
