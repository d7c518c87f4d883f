import type { AuthUser } from '@shared/api/auth';
import { createContext, useContext } from 'react';
import { needsSignIn } from '../../config/paths';

/** Where the sign-in check stands (platform spec §4 "Sign-in"). */
export type AccountStatus = 'loading' | 'signed-in' | 'signed-out';

/** Who the header is showing: the sign-in state and, once known, the user (anonymous in anonymous mode). */
export interface Account {
  status: AccountStatus;
  user: AuthUser | undefined;
}

/**
 * The visitor's account as the layout shows it. The app shell provides it (from the sign-in check in
 * features/auth), so the layout stays free of feature code. Without a provider the header behaves as an
 * anonymous deployment does: every link shown and the 'Guest' badge.
 */
export const AccountContext = createContext<Account>({ status: 'signed-in', user: undefined });

/** The account the layout shows. */
export function useAccount(): Account {
  return useContext(AccountContext);
}

/** The navigation entries the visitor can open: signed-in screens are offered only once signed in. */
export function useOpenLinks<Link extends { href: string }>(links: readonly Link[]): Link[] {
  const { status } = useAccount();
  return links.filter((link) => status === 'signed-in' || !needsSignIn(link.href));
}
