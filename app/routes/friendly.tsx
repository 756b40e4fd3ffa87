import { routeComponent } from "../routing/route-component";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/friendly";
import { withFamilyOffers } from "../features/catalog/family-offers.server";
import { loadCatalogPageAtOwnUrl, loadEditorialPage } from "../features/catalog/listing.server";
import { editorialMeta } from "../features/catalog/editorial-meta";
import { catalogMeta, productMeta } from "../features/catalog/page-meta";
import { loadProductPage, redirectToProduct } from "../features/catalog/product.server";
import { requestContext } from "../lib/request-context";
import { friendlyPageContext } from "../routing/checks.server";
import { editorialTarget } from "../routing/friendly-urls";
import { FRIENDLY_VIEWS, friendlyViewOf } from "../routing/friendly-views";
import { pageNotFound } from "../lib/not-found.server";
import { markdownTwin } from "../agents/markdown-twin.server";
import { friendlyTwin } from "../agents/twins.server";

/**
 * One-segment friendly URLs: {label}-{colour}--p{productId} (product), --pl (catalogue),
 * --lp / --tp / --lbp / --blog (editorial pages), and the legacy {name}-R{optionId}.html. The
 * locale middleware parsed the slug (once per request) and ran its kind's checks; this route
 * only dispatches to the kind's loader, meta and component, which live in their features.
 */
/** Products and catalogue pages have a Markdown twin for agents (issue 31). */
export const middleware: Route.MiddlewareFunction[] = [
  markdownTwin((args) => friendlyTwin(args, args.context.get(friendlyPageContext) ?? undefined), { shared: true }),
];

/** The view the page's data picks: the document names its chunk for hydration (entry.server.tsx). */
export const handle = {
  pageView: (loaderData: { kind: string } | undefined) => (loaderData ? friendlyViewOf(loaderData.kind) : undefined),
};

export function meta({ location, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "product") return productMeta(location.pathname, loaderData);
  if (loaderData.kind === "catalog") return catalogMeta(location.pathname, loaderData);
  return editorialMeta({ location, loaderData });
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  const page = context.get(friendlyPageContext);
  if (!page) pageNotFound(url);
  switch (page.kind) {
    case "legacy-product":
      throw await redirectToProduct(url, requestCtx, { optionId: page.optionId });
    case "product":
      return loadProductPage(url, requestCtx, page.productId);
    case "catalog":
      return withFamilyOffers(requestCtx, await loadCatalogPageAtOwnUrl(url, requestCtx, page.familyId));
    default: {
      const { type, id } = editorialTarget(page);
      return loadEditorialPage(url, requestCtx, type, id);
    }
  }
}

/**
 * Forms posted from these pages (add to cart, wishlist, stock alerts) change the shell, never the
 * product, its recommendations or its store stock: those are not fetched again.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;
}

function Friendly({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "product":
      return <FRIENDLY_VIEWS.product data={loaderData} />;
    case "catalog":
      return (
        <FRIENDLY_VIEWS.catalog listing={loaderData.listing} query={loaderData.query} offers={loaderData.offers} />
      );
    default:
      return <FRIENDLY_VIEWS.editorial page={loaderData.page} />;
  }
}

export default routeComponent(Friendly);
