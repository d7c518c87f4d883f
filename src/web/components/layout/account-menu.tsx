import { type AuthUser, authPaths } from '@shared/api/auth';
import { authMessages } from '@shared/messages';
import { ChevronDown, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { displayNameOf } from './account-name';
import { UserAvatar } from './user-avatar';

/**
 * The signed-in user's badge: picture (or initials) and name, as a menu button whose menu shows the email and
 * 'Sign out', a full navigation to GET /api/logout (the server ends the session, and the provider's where it can).
 */
export function AccountMenu({ user, showPlan = false }: { user: AuthUser; showPlan?: boolean }) {
  const name = displayNameOf(user);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={authMessages.accountMenu(name)}
        className="flex max-w-56 items-center gap-2 rounded-md p-1 pr-2 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <UserAvatar user={user} />
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-sm font-medium">{name}</span>
          {showPlan && <span className="text-xs text-muted-foreground">Free Plan</span>}
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border bg-card p-1 shadow-md"
        >
          {user.email && (
            <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-muted-foreground">
              {user.email}
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Item asChild>
            <a
              href={authPaths.logout}
              className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent"
            >
              <LogOut className="size-4" aria-hidden />
              {authMessages.signOut}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
