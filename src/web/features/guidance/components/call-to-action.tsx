import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

interface CallToActionProps {
  title: string;
  description: string;
  actionLabel: string;
}

export function CallToAction({ title, description, actionLabel }: CallToActionProps) {
  return (
    <section
      aria-labelledby="call-to-action-heading"
      className="flex flex-col items-start gap-4 rounded-lg border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-1">
        <h2 id="call-to-action-heading" className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <Button asChild size="lg">
        <Link href={paths.home}>
          {actionLabel}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
