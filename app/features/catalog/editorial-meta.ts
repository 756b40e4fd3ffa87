import type { MetaDescriptor } from "react-router";
import type { z } from "zod";
import { pageMeta } from "../../lib/meta";
import type { editorialPageSchema } from "../catalog-model/schemas";

/** An editorial page (landing, trend, lookbook, blog): the content service's meta info wins where an editor set it (R3.20). */
export function editorialMeta({
  location,
  loaderData,
}: {
  location: { pathname: string };
  loaderData?: { page: z.infer<typeof editorialPageSchema> };
}): MetaDescriptor[] {
  const meta = loaderData?.page.meta;
  return pageMeta(
    location.pathname,
    () => meta?.title_page || loaderData?.page.title || "",
    () => meta?.description_page || loaderData?.page.intro || "",
    meta?.keywords.map((keyword) => keyword.label) ?? [],
  );
}
