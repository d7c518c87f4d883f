import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ModalContentProps = ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string };

/**
 * What a dialog and a sheet share: the overlay, the content (Radix: focus kept inside, Escape closes) placed by
 * `placement`, and the close button in its corner.
 */
export function ModalContent({
  placement,
  className,
  children,
  closeLabel = 'Close',
  ...props
}: ModalContentProps & { placement: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content className={cn(placement, className)} {...props}>
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 hover:opacity-100">
          <X className="size-5" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
