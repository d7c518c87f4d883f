import { AlertTriangle, CheckCircle2, Circle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** Core spec §2: the amber "Complete Required Steps" panel, shown while the resume or the job description is missing. */
export function RequiredStepsPanel({ hasResume, hasJob }: { hasResume: boolean; hasJob: boolean }) {
  if (hasResume && hasJob) return null;
  const missing = [!hasResume && 'upload your resume', !hasJob && 'provide a job description'].filter(
    Boolean,
  );
  return (
    <section
      aria-labelledby="required-steps-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h2 id="required-steps-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5" aria-hidden />
        Complete Required Steps
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <StepBadge isDone={hasResume} done="Resume uploaded" needed="Resume needed" />
        <StepBadge isDone={hasJob} done="Job description provided" needed="Job description needed" />
      </div>
      <p role="status" className="mt-3 text-sm">
        To start the analysis, {missing.join(' and ')}.
      </p>
    </section>
  );
}

function StepBadge({ isDone, done, needed }: { isDone: boolean; done: string; needed: string }) {
  const Icon = isDone ? CheckCircle2 : Circle;
  return (
    <Badge
      variant="outline"
      className={
        isDone
          ? 'border-green-700 bg-white text-green-800 dark:bg-transparent dark:text-green-300'
          : 'border-amber-700 bg-white text-amber-900 dark:bg-transparent dark:text-amber-200'
      }
    >
      <Icon className="size-3.5" aria-hidden />
      {isDone ? done : needed}
    </Badge>
  );
}
