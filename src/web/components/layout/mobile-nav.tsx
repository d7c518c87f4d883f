import { PRODUCT_NAME } from '@shared/constants';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet';
import { useOpenLinks } from './account-context';
import { mobileLinks } from './nav-items';
import { ProfileBadge } from './profile-badge';

/** Small screens only: slides in from the right and closes when a link is chosen. */
export function MobileNav() {
  const [isOpen, setIsOpen] = useState(false);
  const links = useOpenLinks(mobileLinks);
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="open navigation menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined} closeLabel="Close navigation menu">
        <SheetTitle className="text-lg font-semibold">{PRODUCT_NAME}</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <div className="rounded-lg border bg-muted/50 p-3">
          <ProfileBadge showPlan />
        </div>
        {links.length > 0 && (
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {links.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                onClick={() => setIsOpen(false)}
                className="rounded-md px-3 py-2 hover:bg-accent"
              >
                <span className="block font-medium">{link.label}</span>
                <span className="block text-sm text-muted-foreground">{link.description}</span>
              </Link>
            ))}
          </nav>
        )}
      </SheetContent>
    </Sheet>
  );
}
