import { builderSteps } from '@core/builder/builder-data';
import { builderMessages } from '@shared/messages';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { BuilderStepIndicator } from './builder-step-indicator';

/**
 * The wizard's head (platform spec §2): the title 'Resume Builder', 'Start Over', the JSON Resume actions (as
 * children), the progress bar with 'Step N of 7', and the step indicator.
 */
export function BuilderHeader({
  step,
  onStartOver,
  children,
}: {
  step: number;
  onStartOver: () => void;
  children?: ReactNode;
}) {
  const total = builderSteps.length;
  const stepLabel = builderMessages.stepOf(step + 1, total);
  return (
    <header className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Resume Builder</h1>
          <p className="mt-2 text-muted-foreground">
            Build a resume step by step. Your progress is saved in this browser as you go.
          </p>
        </div>
        <Button variant="outline" onClick={onStartOver} className="self-start">
          <RotateCcw aria-hidden />
          Start Over
        </Button>
      </div>
      {children}
      <div className="space-y-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">{stepLabel}</span>
          <span className="text-muted-foreground">{Math.round(((step + 1) / total) * 100)}% complete</span>
        </div>
        <Progress value={((step + 1) / total) * 100} aria-label="Resume builder progress" />
      </div>
      <BuilderStepIndicator current={step} />
    </header>
  );
}
