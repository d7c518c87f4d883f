import { Dialog as DialogPrimitive } from 'radix-ui';
import { ModalContent, type ModalContentProps } from './modal-content';

/** A panel that slides in from the right (the mobile navigation, score explanations). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent(props: ModalContentProps) {
  return (
    <ModalContent
      placement="fixed inset-y-0 right-0 z-50 flex h-full w-80 flex-col gap-4 border-l bg-background p-6 shadow-lg sm:w-96"
      {...props}
    />
  );
}

export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;
