import type { AuthUser } from '@shared/api/auth';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../lib/use-theme';
import { type Account, AccountContext } from './account-context';
import { SiteHeader } from './site-header';

const guest: AuthUser = {
  mode: 'anonymous',
  isAnonymous: true,
  id: 'anonymous',
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
};

const renderHeader = (account?: Account) =>
  render(
    <ThemeProvider>
      {account ? (
        <AccountContext value={account}>
          <SiteHeader />
        </AccountContext>
      ) : (
        <SiteHeader />
      )}
    </ThemeProvider>,
  );

const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('SiteHeader', () => {
  // jsdom has no matchMedia; the theme menu asks it for the system colour scheme.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers every screen once signed in (and in anonymous mode)', () => {
    renderHeader({ status: 'signed-in', user: guest });
    expect(mainLinks()).toEqual(['Dashboard', 'Builder', 'Templates', 'Trends', 'Monitoring']);
    expect(screen.getByText('Guest')).toBeTruthy();
  });

  it("offers no signed-in screen to a signed-out visitor, only 'Sign in'", () => {
    renderHeader({ status: 'signed-out', user: undefined });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login');
  });

  it('offers no signed-in screen while the sign-in check loads', () => {
    renderHeader({ status: 'loading', user: undefined });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows every link and the Guest badge without an account provider, as an anonymous deployment does', () => {
    renderHeader();
    expect(mainLinks()).toHaveLength(5);
    expect(screen.getByText('Guest')).toBeTruthy();
  });
});
