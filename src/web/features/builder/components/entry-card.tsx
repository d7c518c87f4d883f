import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * The frame of one experience or education entry: a fieldset named by its legend ("Experience 2"), with a
 * Remove button unless it is the only card (platform spec §5: at least one remains).
 */
export function EntryCard({
  name,
  onRemove,
  children,
}: {
  name: string;
  onRemove?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{name}</legend>
      {onRemove && (
        <div className="-mt-2 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      )}
      {children}
    </fieldset>
  );
}
