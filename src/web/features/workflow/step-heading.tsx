import type { Ref } from 'react';
import { type WorkflowStep, workflowSteps } from './step-indicator';

/**
 * The heading of the step on screen ("Step 3 of 4: Analysis"). It takes focus when the step changes
 * (tabIndex -1: focusable by script, not a tab stop) and clears the sticky header when scrolled to.
 */
export function StepHeading({ step, ref }: { step: WorkflowStep; ref?: Ref<HTMLHeadingElement> }) {
  const label = workflowSteps.find((entry) => entry.step === step)?.label ?? '';
  return (
    <h2
      ref={ref}
      id="workflow-step-heading"
      tabIndex={-1}
      className="scroll-mt-20 text-xl font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      Step {step} of 4: {label}
    </h2>
  );
}
