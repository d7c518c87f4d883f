import type { AuthUser } from '@shared/api/auth';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type Account, AccountContext } from './account-context';
import { ProfileBadge } from './profile-badge';

const ada: AuthUser = {
  mode: 'oidc',
  isAnonymous: false,
  id: '248289761001',
  email: 'ada.lovelace@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: 'https://images.example.org/ada.png',
};

const guest: AuthUser = {
  mode: 'anonymous',
  isAnonymous: true,
  id: 'anonymous',
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
};

const renderAs = (account: Account, node: ReactNode = <ProfileBadge />) =>
  render(<AccountContext value={account}>{node}</AccountContext>);

describe('ProfileBadge', () => {
  it("shows a signed-in user's name and picture as a menu with a 'Sign out' link to /api/logout", async () => {
    const { container } = renderAs({ status: 'signed-in', user: ada });
    const trigger = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(within(trigger).getByText('Ada Lovelace')).toBeTruthy();
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('https://images.example.org/ada.png');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(screen.queryByText('Guest')).toBeNull();

    trigger.focus();
    await userEvent.setup().keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account menu for Ada Lovelace' });
    expect(within(menu).getByText('ada.lovelace@example.org')).toBeTruthy();
    const signOut = within(menu).getByRole('menuitem', { name: 'Sign out' });
    expect(signOut.getAttribute('href')).toBe('/api/logout');
  });

  it('shows initials without a picture, and the email when the provider sent no name', () => {
    renderAs({
      status: 'signed-in',
      user: { ...ada, firstName: null, lastName: null, profileImageUrl: null },
    });
    const trigger = screen.getByRole('button', { name: 'Account menu for ada.lovelace@example.org' });
    expect(trigger.querySelector('img')).toBeNull();
    expect(within(trigger).getByText('A')).toBeTruthy();
  });

  it("keeps the 'Guest' badge for an anonymous visitor, with no menu", () => {
    renderAs({ status: 'signed-in', user: guest });
    expect(screen.getByText('Guest')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("offers a 'Sign in' link to /api/login when signed out, and nothing while the check loads", () => {
    const view = renderAs({ status: 'signed-out', user: undefined });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login');
    view.rerender(
      <AccountContext value={{ status: 'loading', user: undefined }}>
        <ProfileBadge />
      </AccountContext>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Guest')).toBeNull();
  });
});
