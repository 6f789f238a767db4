/** Screens of later issues: an honest one-liner instead of fake data. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{title} is coming soon.</p>
    </main>
  );
}
