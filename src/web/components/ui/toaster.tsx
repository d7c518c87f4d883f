import { toastConfig } from '@shared/constants';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from '../../lib/toast-store';

/** Renders the toast queue with Radix Toast: 5 s, swipe right past 50 px to dismiss, F8 focuses the viewport. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={toastConfig.durationMs}
      swipeDirection="right"
      swipeThreshold={toastConfig.swipeThreshold}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            {item.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            )}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
            <span className="sr-only">Dismiss notification</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...toastConfig.hotkey]}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px] sm:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
