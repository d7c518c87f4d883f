import { UserRound } from 'lucide-react';

/** A static badge (core spec §2): visitors are anonymous, so it names no one. */
export function ProfileBadge({ showPlan = false }: { showPlan?: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <span className="flex size-9 items-center justify-center rounded-full bg-primary/15 text-primary">
        <UserRound className="size-5" aria-hidden />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-sm font-medium">Guest</span>
        {showPlan && <span className="text-xs text-muted-foreground">Free Plan</span>}
      </span>
    </div>
  );
}
