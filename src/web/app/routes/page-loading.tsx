export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="py-20 text-center text-muted-foreground">
      Loading…
    </div>
  );
}
