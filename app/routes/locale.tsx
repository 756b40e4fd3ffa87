import { routeComponent } from "../routing/route-component";
import { useEffect } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { m } from "../paraglide/messages.js";
import type { Route } from "./+types/locale";
import { ConsentBanner } from "../features/consent/consent-banner";
import { loadShell } from "../features/shell/shell.server";
import { LazyRouteErrorBoundary } from "../features/shell/error-boundary";
import { RecaptchaScript } from "../features/shell/recaptcha-script";
import { useShell } from "../features/shell/use-shell";
import { useMessageOptions } from "../lib/i18n";
import { useToast } from "../ui/toasts";
import { requestContext } from "../lib/request-context";
import { useRootData } from "../lib/root-data";
import { authProviderUrl } from "../features/auth/provider-url.server";
import { FLASH_FORMS } from "../routing/flash-forms.server";
import { FlashProvider } from "../lib/use-flash";
import { idleIsland } from "../ui/idle-island";
import { funnelStepOf, type FunnelStep } from "../pages/kinds";
import { usePageType } from "../pages/page-type";
import { localeMiddleware } from "../routing/locale-middleware.server";

/**
 * Whole as server HTML (its buttons are forms posting to the edge); its code, for the rare
 * visitor the edge proposes another site to, loads at idle or at the first press.
 */
/** Billing to confirmation: the steps where a shopper is paying (spec 2.3's funnel numbers). */
const CHECKOUT_STEPS: ReadonlySet<FunnelStep> = new Set([3, 4, 5, 6]);

const CountryPopin = idleIsland(() => import("../features/shell/country-popin").then((module) => module.CountryPopin));

/** Every page under a locale prefix: params validated and named checks run before loaders. */
export const middleware: Route.MiddlewareFunction[] = [localeMiddleware];

/** The shell's data for every page of this locale: CMS header and footer, customer, cart. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const requestCtx = context.get(requestContext);
  const shell = await loadShell(request, requestCtx, FLASH_FORMS);
  return {
    ...shell,
    signInUrl: authProviderUrl(url, requestCtx, "sign-in"),
    createAccountUrl: authProviderUrl(url, requestCtx, "create"),
  };
}

/**
 * The shell only changes after a form was posted (cart, wishlist, alerts), refused or not (a
 * refusal can mean the cart is gone): not on every navigation.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return true;
  return currentUrl.pathname.split("/")[1] !== nextUrl.pathname.split("/")[1];
}

/** One-shot notices the server left for this page: the cart merged at sign-in, a session that expired. */
function ShellNotices() {
  const shell = useShell();
  const notify = useToast();
  const options = useMessageOptions();
  const flash = shell?.flash.notice;
  const expired = shell?.sessionExpired;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per notice
  useEffect(() => {
    if (flash === "cartMerged") notify(m.toast_cart_merged({}, options), "info");
  }, [flash]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per notice
  useEffect(() => {
    if (expired) notify(m.toast_session_expired({}, options), "info");
  }, [expired]);
  return null;
}

function LocaleRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const shell = useShell();
  const pageType = usePageType();
  // A shopper paying, or answering an agent's request to act for her, is not interrupted.
  const focused = CHECKOUT_STEPS.has(funnelStepOf(pageType)) || pageType === "account-agent-access";
  // The page reads its flash from here, placed at the location it came with (lib/use-flash.ts).
  return (
    <FlashProvider flash={loaderData.flash}>
      <ShellNotices />
      <RecaptchaScript src={shell?.recaptchaScript ?? null} />
      <ConsentBanner />
      <Outlet />
      {/* The app proposes its own countries (R6.04). */}
      {root?.popinProposal && !root.appMode && !focused ? <CountryPopin proposal={root.popinProposal} /> : null}
    </FlashProvider>
  );
}

/** 404s and failures below a locale keep the site's header and footer around the error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyRouteErrorBoundary error={error} />;
}

export default routeComponent(LocaleRoute);
