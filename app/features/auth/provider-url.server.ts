import type { RequestContext } from "../../lib/request-context";
import type { FlowName } from "../../pages/kinds";
import { composeAuthState } from "./auth-state";
import { callbackUrl } from "./code-exchange.server";

/**
 * The provider's sign-in or account-creation URL, coming back to where the shopper was, with the
 * flow the shopper signs in from (R3.23) where there is one.
 */
export function authProviderUrl(
  returnTo: URL,
  context: RequestContext,
  page: "sign-in" | "create",
  flow: FlowName | null = null,
): string {
  const provider = new URL(`${context.env.AUTH_PROVIDER_URL.replace(/\/$/, "")}/${page}`, context.origin);
  provider.searchParams.set("redirect_uri", callbackUrl(context));
  provider.searchParams.set("state", composeAuthState(context.authStateTag, `${returnTo.pathname}${returnTo.search}`));
  provider.searchParams.set("ui_locales", context.locale.hrefLang);
  if (flow) provider.searchParams.set("origin", flow);
  return provider.href;
}
