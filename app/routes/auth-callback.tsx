import { routeComponent } from "../routing/route-component";
import { href } from "../pages/href";
import { redirect } from "react-router";
import { z } from "zod";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/auth-callback";
import { leaveFlash } from "../lib/flash.server";
import { PAGES } from "../pages/table";
import { parseAuthState } from "../features/auth/auth-state";
import { logWarning } from "../lib/log.server";
import { useMessageOptions } from "../lib/i18n";
import { exchangeSignInCode, signInCodeSchema } from "../features/auth/code-exchange.server";
import { isNewCustomer } from "../lib/tokens";
import { pageMeta } from "../lib/meta";
import { requestContext } from "../lib/request-context";
import { PageHeading } from "../ui/page-heading";
import { cartService } from "../features/cart/service.server";

export function meta({ location }: Route.MetaArgs) {
  return [
    ...pageMeta(location.pathname, (o) => m.auth_callback_title({}, o)),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const callbackSchema = z.object({
  code: signInCodeSchema,
  state: z.string().max(2048),
});

/**
 * Return from the sign-in provider with a one-time code: exchange it server to server for both
 * tokens (features/auth/code-exchange.server.ts), store them, merge this browser's cart into the
 * customer's (except when coming back to the order confirmation, spec 4), then go back where
 * the shopper was. A merge that joined two carts leaves the cartMerged notice for the next page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  const parsed = callbackSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  // Only a sign-in this browser started, coming back to a path of this site (auth-state.ts).
  const state = parseAuthState(parsed.data?.state);
  if (!parsed.success || !state || state.tag !== requestCtx.authStateTag) {
    logWarning({
      message: "Sign-in callback refused",
      url: new URL(request.url).pathname,
      cause: parsed.success ? "state" : "code",
    });
    return { failed: true };
  }
  const tokens = await exchangeSignInCode(requestCtx, parsed.data.code);
  if (!tokens) return { failed: true };
  const { accessToken } = tokens;
  requestCtx.auth.signIn(tokens);
  const target = state.path;
  if (!isOrderConfirmation(target)) {
    const { merged } = await cartService(requestCtx).mergeOnSignIn();
    if (merged) leaveFlash(requestCtx.cookies, requestCtx.cookieNames, { notice: "cartMerged" });
  }
  // A customer who has just created the account lands on the welcome page, with the way back;
  // one creating it in the middle of an order goes straight back to it (decision 84).
  if (isNewCustomer(accessToken) && !isOrderPage(target)) {
    return redirect(`${href(requestCtx.locale.prefix, "account-welcome")}?${new URLSearchParams({ from: target })}`);
  }
  return redirect(target);
}

function isOrderPage(path: string): boolean {
  return /^order-/.test(new URL(path, "http://local.invalid").pathname.split("/")[2] ?? "");
}

function isOrderConfirmation(path: string): boolean {
  const confirmation = PAGES["order-confirmation"].path;
  return new URL(path, "http://local.invalid").pathname.split("/")[2] === confirmation;
}

function AuthCallback({ loaderData }: Route.ComponentProps) {
  const options = useMessageOptions();
  return (
    <PageHeading
      title={m.auth_callback_title({}, options)}
      intro={loaderData.failed ? m.auth_callback_failed({}, options) : undefined}
    />
  );
}

export default routeComponent(AuthCallback);
