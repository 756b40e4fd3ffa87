/** The heading block every page opens with. */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {intro ? <p className="page-intro">{intro}</p> : null}
    </header>
  );
}
