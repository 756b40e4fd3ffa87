import { data } from "react-router";
import type { RequestContext } from "../../lib/request-context";
import { pageNotFound } from "../../routing/not-found.server";
import { catalogApi } from "./catalog.server";

export type EditorialType = "landing" | "trend" | "lookbook" | "blog";

/** A landing, trend, lookbook or blog page with its blocks; 404 when the CMS does not know it. */
export async function loadEditorialPage(url: URL, context: RequestContext, type: EditorialType, id: string) {
  let page;
  try {
    page = await catalogApi(context.api).page(type, id);
  } catch {
    throw data("Content unavailable", { status: 503 });
  }
  if (!page) pageNotFound(url);
  return { kind: "editorial" as const, page };
}
