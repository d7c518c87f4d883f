import { authMessages } from '@shared/messages';
import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * A small note on the landing page when the sign-in check failed for another reason than being signed out
 * (the server was unreachable or answered an error): the visitor can ask again without reloading.
 */
export function SignInCheckFailed({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-lg flex-wrap items-center justify-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
      <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden />
      <p role="alert">{authMessages.checkFailed}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? authMessages.retrying : authMessages.retry}
      </Button>
    </div>
  );
}
