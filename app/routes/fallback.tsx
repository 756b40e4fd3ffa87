import { routeComponent } from "../routing/route-component";
import type { Route } from "./+types/fallback";
import { redirectToProduct } from "../features/catalog/product.server";
import { requestContext } from "../lib/request-context";
import { parseLegacyProductPath } from "../routing/friendly-urls";
import { pageNotFound } from "../lib/not-found.server";

/**
 * Anything no page matched: a legacy .../{name}-R{optionId}.html product URL moves
 * permanently to the product page; everything else is 'Page Not Found: {path}' (404).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  const legacy = requestCtx.hasLocalePrefix ? parseLegacyProductPath(url.pathname) : undefined;
  if (legacy?.kind === "legacy-product") return redirectToProduct(url, requestCtx, { optionId: legacy.optionId });
  pageNotFound(url);
}

function Fallback() {
  return null;
}

export default routeComponent(Fallback);
