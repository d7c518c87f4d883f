import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Button } from '../ui/button';

/** The spec leaves its behaviour open; we show an honest empty state rather than invented alerts. */
export function NotificationsButton() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-md border bg-card p-4 text-sm shadow-md"
        >
          <p className="font-medium">Notifications</p>
          <p className="mt-1 text-muted-foreground">You have no notifications.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
