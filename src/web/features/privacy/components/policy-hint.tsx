import { privacyMessages } from '@shared/messages';
import { Info } from 'lucide-react';

/** Platform spec §5: why Accept All, Customize and Save Preferences wait. */
export function PolicyHint() {
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Info className="size-3.5 shrink-0" aria-hidden />
      {privacyMessages.policyRequiredHint}
    </p>
  );
}
