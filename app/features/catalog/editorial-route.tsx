import type { z } from "zod";
import { pageMeta } from "../../lib/meta";
import { EditorialPage } from "./editorial-page";
import type { editorialPageSchema } from "./schemas";

interface EditorialData {
  page: z.infer<typeof editorialPageSchema>;
}

/**
 * What the route modules of landing, trend, lookbook and blog pages share: each exports
 * `meta = editorialMeta`, its own loader (`loadEditorialPage` with its type and id param)
 * and `default EditorialRoute`.
 */
export function editorialMeta({
  location,
  loaderData,
}: {
  location: { pathname: string };
  loaderData?: EditorialData;
}) {
  // The content service's meta info wins where an editor set it (R3.20).
  const meta = loaderData?.page.meta;
  return pageMeta(
    location.pathname,
    () => meta?.title_page || loaderData?.page.title || "",
    () => meta?.description_page || loaderData?.page.intro || "",
    meta?.keywords.map((keyword) => keyword.label) ?? [],
  );
}

export function EditorialRoute({ loaderData }: { loaderData: EditorialData }) {
  return <EditorialPage page={loaderData.page} />;
}
