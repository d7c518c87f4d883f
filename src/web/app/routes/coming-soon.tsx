/** A screen whose feature has not landed yet: a plain heading, never a broken page. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">This part of Vitae is being built.</p>
    </div>
  );
}
