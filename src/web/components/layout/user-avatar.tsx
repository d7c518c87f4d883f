import type { AuthUser } from '@shared/api/auth';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { initialsOf } from './account-name';

/**
 * The signed-in user's picture beside their name (so `alt` is empty: the name is the text), or their initials
 * when there is no picture or it fails to load. Decorative either way: the name beside it carries the meaning.
 */
export function UserAvatar({ user }: { user: AuthUser }) {
  const [hasFailed, setHasFailed] = useState(false);
  const initials = initialsOf(user);
  if (user.profileImageUrl && !hasFailed) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        referrerPolicy="no-referrer"
        className="size-9 shrink-0 rounded-full object-cover"
        onError={() => setHasFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
    >
      {initials || <UserRound className="size-5" />}
    </span>
  );
}
