import { screenMessages } from '@shared/messages';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{screenMessages.notFound}</h1>
      <p className="text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Button asChild>
        <Link href={paths.home}>Back to the dashboard</Link>
      </Button>
    </div>
  );
}
