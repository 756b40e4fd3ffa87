import type { Route } from "./+types/product";
import { redirectToProduct } from "../features/catalog/product.server";
import { requestContext } from "../lib/request-context";

/** /product/{gtin} and /product/{name}/{optionId or productId}: a permanent move to the canonical product URL. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const by = "gtin" in params && params.gtin ? { gtin: params.gtin } : { productRef: (params as { productRef: string }).productRef };
  return redirectToProduct(url, context.get(requestContext), by);
}

/** A page route, not a resource route: its 404s render the site's error page. It always redirects. */
export default function Redirecting() {
  return null;
}
