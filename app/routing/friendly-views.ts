import { pageView } from "../ui/page-view";

/**
 * What a friendly URL shows (routes/friendly.tsx), one chunk per kind of page: a product page
 * loads no listing or editorial code, a catalogue no product page (issue 30, decision 160).
 * vite.config.ts names the same modules (`PAGE_VIEWS`) so the server knows their chunks.
 */
export const FRIENDLY_VIEWS = {
  product: pageView("product", () => import("./friendly-product-page").then((module) => module.FriendlyProductPage)),
  catalog: pageView("catalog", () => import("../features/catalog/catalog-page").then((module) => module.CatalogPage)),
  editorial: pageView("editorial", () =>
    import("../features/catalog/editorial-page").then((module) => module.EditorialPage),
  ),
};

export type FriendlyView = keyof typeof FRIENDLY_VIEWS;

/** The view a friendly page of this kind shows (a legacy product URL only redirects: none). */
export function friendlyViewOf(kind: string): FriendlyView | undefined {
  if (kind === "product" || kind === "catalog") return kind;
  if (kind === "legacy-product") return undefined;
  return "editorial";
}

/** Fetches the code of the view a friendly page of this kind shows (routing/friendly-intent.ts). */
export function preloadFriendlyView(kind: string): void {
  const view = friendlyViewOf(kind);
  if (view) FRIENDLY_VIEWS[view].preload();
}
