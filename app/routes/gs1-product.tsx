import { redirect } from "react-router";
import type { Route } from "./+types/gs1-product";
import { requestContext } from "../lib/request-context";

/** /01/0{gtin}/... (GS1 digital link) leads permanently to the product-by-gtin page (spec 2.5). */
export function loader({ params, context }: Route.LoaderArgs) {
  const gtin = params.gs1Gtin.slice(1);
  return redirect(`/${context.get(requestContext).locale.prefix}/product/${gtin}`, 301);
}
