import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/cart";
import { CartPage } from "../features/cart/cart-page";
import { handleCartAction, loadCartPage } from "../features/cart/cart-page.server";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, (o) => m.cart_title({}, o));
}

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadCartPage(url, context.get(requestContext));
}

/** Every cart form posts here (with or without JavaScript); the answer names the form it answers. */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await handleCartAction(request, context.get(requestContext));
  return data(result, { status });
}

/** After every cart form, even a refused one (no cart, cart gone, stock): the page shows the cart as it now is. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? true : defaultShouldRevalidate;
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage data={loaderData} />;
}
