import { screenMessages } from '@shared/messages';
import { AlertTriangle } from 'lucide-react';
import { paths } from '../../config/paths';
import { toast } from '../../lib/toast-store';
import { Button } from '../ui/button';

/** Platform spec §2 "Error fallback". Go Home is a full navigation so a broken state is left behind. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center">
      <AlertTriangle className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">{screenMessages.errorTitle}</h1>
      <p className="text-muted-foreground">{screenMessages.errorBody}</p>
      <div className="flex gap-3">
        <Button
          onClick={() => {
            toast({ title: screenMessages.retrying });
            onRetry();
          }}
        >
          Try Again
        </Button>
        <Button variant="outline" onClick={() => window.location.assign(paths.home)}>
          Go Home
        </Button>
      </div>
    </div>
  );
}
