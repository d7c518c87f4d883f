import { AlertCircle, Loader2 } from 'lucide-react';

/** A load in progress, announced politely. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {label}
    </p>
  );
}

/** A failure in the words of platform spec §8, announced at once. */
export function ErrorLine({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      {message}
    </p>
  );
}
