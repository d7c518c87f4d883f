import { builderSteps } from '@core/builder/builder-data';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { stepTexts } from '../builder-labels';

/**
 * The seven steps in a row (platform spec §2): a checkmark for each completed step (those before the current
 * one), the current one highlighted. Not buttons: a step is reached with Continue, which checks it first. On a
 * small screen only the circles show; their names stay for screen readers.
 */
export function BuilderStepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label="Builder steps">
      <ol className="grid grid-cols-7 gap-1">
        {builderSteps.map((step, index) => {
          const isDone = index < current;
          const isCurrent = index === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1 text-center text-xs',
                isCurrent ? 'font-semibold text-primary' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border text-sm',
                  isDone && 'border-green-700 bg-green-700 text-white',
                  isCurrent && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {isDone ? <Check className="size-4" /> : index + 1}
              </span>
              <span className="sr-only sm:not-sr-only">
                {stepTexts[step].label}
                {isDone && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
