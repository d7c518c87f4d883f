import { authPaths } from '@shared/api/auth';
import { authMessages } from '@shared/messages';
import { LogIn, UserRound } from 'lucide-react';
import { Button } from '../ui/button';
import { useAccount } from './account-context';
import { AccountMenu } from './account-menu';

/**
 * The header's profile badge (core spec §2). A signed-in account shows its name and picture with a sign-out menu;
 * an anonymous visitor (anonymous mode) keeps the static 'Guest' badge; a signed-out visitor gets a 'Sign in'
 * link (a full navigation to /api/login); while the sign-in check runs, a quiet placeholder of the same size.
 */
export function ProfileBadge({ showPlan = false }: { showPlan?: boolean }) {
  const { status, user } = useAccount();
  if (status === 'loading') {
    return <span aria-hidden className="block size-9 animate-pulse rounded-full bg-muted" />;
  }
  if (status === 'signed-out') {
    return (
      <Button asChild size="sm" variant={showPlan ? 'default' : 'outline'}>
        <a href={authPaths.login}>
          <LogIn aria-hidden />
          {authMessages.signIn}
        </a>
      </Button>
    );
  }
  if (user && !user.isAnonymous) return <AccountMenu user={user} showPlan={showPlan} />;
  return (
    <div className="flex items-center gap-2">
      <span className="flex size-9 items-center justify-center rounded-full bg-primary/15 text-primary">
        <UserRound className="size-5" aria-hidden />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-sm font-medium">{authMessages.guest}</span>
        {showPlan && <span className="text-xs text-muted-foreground">Free Plan</span>}
      </span>
    </div>
  );
}
