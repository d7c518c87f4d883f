import { toastConfig } from '@shared/constants';
import { useSyncExternalStore } from 'react';

/**
 * The toast queue (core spec §9): one toast at a time, the newest replacing the last;
 * a dismissed toast stays in the store for 1,000,000 ms (so its exit animation can finish) then goes.
 */
export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

type Listener = () => void;
let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: Omit<ToastItem, 'id' | 'open'>): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, toastConfig.limit));
  return id;
}

/**
 * A rule of core spec §5 as a destructive toast: "Missing Resume: Please upload your resume first." reads
 * as the title "Missing Resume" over the sentence.
 */
export function toastRule(message: string): string {
  const split = message.indexOf(': ');
  return split < 0
    ? toast({ title: message, variant: 'destructive' })
    : toast({
        title: message.slice(0, split),
        description: message.slice(split + 2),
        variant: 'destructive',
      });
}

export function dismissToast(id: string) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, toastConfig.removeDelayMs),
  );
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
