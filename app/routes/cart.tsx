import { routeComponent } from "../routing/route-component";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/cart";
import { cartAction } from "../features/cart/actions.server";
import { CartPage } from "../features/cart/cart-page";
import { loadCartPage } from "../features/cart/cart-page.server";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { sharedCartContext } from "../routing/checks.server";
import { markdownTwin } from "../agents/markdown-twin.server";
import { cartTwin } from "../agents/twins.server";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => m.cart_title({}, o));
}

/** An agent reads the shopper's own cart in Markdown (issue 53): private, never kept by the edge. */
export const middleware: Route.MiddlewareFunction[] = [markdownTwin(cartTwin, { shared: false })];

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadCartPage(url, context.get(requestContext), context.get(sharedCartContext));
}

/** The cart's one write endpoint: every cart form of every page posts here (actions.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context.get(requestContext));
}

/** After every cart form, even a refused one (no cart, cart gone, stock): the page shows the cart as it now is. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? true : defaultShouldRevalidate;
}

function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage data={loaderData} />;
}

export default routeComponent(Cart);
