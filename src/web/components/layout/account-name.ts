import type { AuthUser } from '@shared/api/auth';

type Named = Pick<AuthUser, 'firstName' | 'lastName' | 'email'>;

const present = (value: string | null): string | undefined => value?.trim() || undefined;

/** The name the header shows: first and last name, else the email, else 'Account' (a provider may send neither). */
export function displayNameOf(user: Named): string {
  const name = [present(user.firstName), present(user.lastName)].filter(Boolean).join(' ');
  return name || present(user.email) || 'Account';
}

/** Up to two initials for the avatar without a picture: of the first and last name, else of the email. */
export function initialsOf(user: Named): string {
  const names = [present(user.firstName), present(user.lastName)].filter((part) => part !== undefined);
  const source = names.length > 0 ? names : [present(user.email)].filter((part) => part !== undefined);
  return source
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toUpperCase();
}
