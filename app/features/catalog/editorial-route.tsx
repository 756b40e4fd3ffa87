import type { z } from "zod";
import { pageMeta } from "../../lib/meta";
import { EditorialPage } from "./pages";
import type { editorialPageSchema } from "./schemas";

interface EditorialData {
  page: z.infer<typeof editorialPageSchema>;
}

/**
 * What the route modules of landing, trend, lookbook and blog pages share: each exports
 * `meta = editorialMeta`, its own loader (`loadEditorialPage` with its type and id param)
 * and `default EditorialRoute`.
 */
export function editorialMeta({ location, loaderData }: { location: { pathname: string }; loaderData?: EditorialData }) {
  return pageMeta(location.pathname, () => loaderData?.page.title ?? "", () => loaderData?.page.intro ?? "");
}

export function EditorialRoute({ loaderData }: { loaderData: EditorialData }) {
  return <EditorialPage page={loaderData.page} />;
}
