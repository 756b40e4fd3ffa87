import { EditorialPage } from "./editorial-page";
import type { EditorialPageView } from "./editorial-view";

/**
 * What the route modules of landing, trend, lookbook and blog pages share: each exports
 * `meta = editorialMeta` (editorial-meta.ts), its own loader (`loadEditorialPage` with its type and
 * id param) and `default EditorialRoute`.
 */
export function EditorialRoute({ loaderData }: { loaderData: { page: EditorialPageView } }) {
  return <EditorialPage page={loaderData.page} />;
}
