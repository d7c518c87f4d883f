import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The buttons under a step: 'Previous' (steps 2 to 7) and 'Continue' (or the preview's own, as children). */
export function StepActions({
  onPrevious,
  onContinue,
  children,
}: {
  onPrevious?: () => void;
  onContinue?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
      {onPrevious ? (
        <Button variant="outline" onClick={onPrevious}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
      ) : (
        <span />
      )}
      {onContinue && (
        <Button onClick={onContinue}>
          Continue
          <ChevronRight aria-hidden />
        </Button>
      )}
      {children}
    </div>
  );
}
