/** Alerts in one order, by product and size: an alert re-created by its undo comes back in its place. */
export const alertOrder =
  (language: string) => (a: { name: string; detail: string }, b: { name: string; detail: string }) =>
    a.name.localeCompare(b.name, language) || a.detail.localeCompare(b.detail, language);
