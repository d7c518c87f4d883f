import { PRODUCT_NAME } from '@shared/constants';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useOpenLinks } from './account-context';
import { MobileNav } from './mobile-nav';
import { headerLinks } from './nav-items';
import { NotificationsButton } from './notifications-button';
import { ProfileBadge } from './profile-badge';
import { ThemeMenu } from './theme-menu';

/**
 * The site header (core spec §2 "Shared layout"): the links the visitor can open (signed-in screens only once
 * signed in, platform spec §2), the theme menu, notifications and the profile badge (or 'Sign in').
 */
export function SiteHeader() {
  const [location] = useLocation();
  const links = useOpenLinks(headerLinks);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link href={paths.home} className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-7" />
          {PRODUCT_NAME}
        </Link>
        {links.length > 0 && (
          <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
            {links.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                aria-current={location === link.href ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  location === link.href && 'bg-accent text-accent-foreground',
                )}
              >
                {link.label}
              </Link>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1">
          <ThemeMenu />
          <NotificationsButton />
          <div className="hidden pl-2 md:block">
            <ProfileBadge />
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
