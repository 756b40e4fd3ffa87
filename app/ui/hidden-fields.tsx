/** Values a form posts as they are: one hidden input each, named by its key. */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string | number>> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
