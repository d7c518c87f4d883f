/** A figure with its name, for the settings' counts; "—" while the figure is not known. */
export function StatTile({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div className="rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold tabular-nums">{value ?? '—'}</p>
    </div>
  );
}
