import { routeComponent } from "./routing/route-component";
import { useEffect, useLayoutEffect, useMemo } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { GET_PARAMS_ERROR, SiteParamsError } from "./features/site/site-params.server";
import { LazyRouteErrorBoundary } from "./features/shell/error-boundary";
import { m } from "./paraglide/messages.js";
import { useLocale, useMessageOptions } from "./lib/i18n";
import { useNonce, usePageMessagesNote } from "./lib/document-context";
import siteStyles from "./ui/styles.css?inline";
import { whenIdle } from "./lib/idle";
import { hydrationStarter } from "./framework/hydration-start";
import { loadLanguage, PAGE_MESSAGES_ID } from "./lib/page-messages";
import { AgentToolsWhereOffered } from "./agents/webmcp/where-offered";
import { useRootData } from "./lib/root-data";
import { installMoneyPattern, normaliseCurrency, patternFor } from "./lib/money";
import { siteToday } from "./lib/dates";
import { deviceChannel, deviceOf } from "./lib/device";
import { consentState } from "./features/consent/consent.server";
import { thirdPartyScripts } from "./features/analytics/third-party.server";
import { usePageType } from "./pages/page-type";
import { ThirdPartyScriptsWhenAllowed } from "./features/analytics/allowed-third-parties";
import { requestContext } from "./lib/request-context";
import { seoTags } from "./lib/seo";
import { funnelStepOf, routeNameFromId, seoKindOfPage, type SeoKind } from "./pages/kinds";
import { NavigationProgress } from "./ui/navigation-progress";
import { SpeculationRules } from "./ui/speculation-rules";
import { cmsMetaOf, withCmsSeo } from "./features/content/cms-meta";
import { useProductPictureRatio } from "./features/catalog/picture-ratio";
import { ToastProvider } from "./ui/toasts";
import { islandCodeForNavigation, markDocumentHydrated } from "./ui/idle-island";
import { FieldMessagesProvider } from "./ui/field-messages";
import { markHydrated } from "./ui/hydration-mark";
import { IconSprite } from "./ui/icon-sprite";

/**
 * A client navigation renders only once the page's whole language is there (lib/page-messages.ts),
 * and the code of the islands its route modules brought (ui/idle-island.tsx).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    await loadLanguage().catch(() => undefined);
    const result = await next();
    await islandCodeForNavigation();
    return result;
  },
];

/**
 * Every page needs its site's parameters: they are loaded (edge-cached) before anything
 * renders, and a failure is the server-error page with the spec's getParams message.
 */
export async function loader({ request: httpRequest, context }: Route.LoaderArgs) {
  const request = context.get(requestContext);
  try {
    const site = await request.siteParams();
    const consent = consentState(request);
    const channel = deviceChannel(httpRequest.headers.get("User-Agent"));
    return {
      locale: request.locale.prefix,
      origin: request.origin,
      currency: site.devise,
      // How this page writes its amounts, for the browser to format without Intl (decision 168).
      money: [...new Set([normaliseCurrency(site.devise), request.locale.currency])].map((currency) =>
        patternFor(request.locale.hrefLang, currency),
      ),
      flags: site.params.flags,
      // The site's year, for the footer's copyright: read here once, as the browser would need an
      // Intl.DateTimeFormat of the site's zone for it, built during hydration on every page (decision 207).
      year: siteToday(request.locale, new Date()).slice(0, 4),
      popinProposal: request.popinProposal,
      consent,
      // The mobile app shows its own header, footer and consent screens (R6.04).
      appMode: channel === "AM",
      // R3.33: the device picks the first picture's preset; analytics report it with the channel.
      device: deviceOf(httpRequest.headers),
      channel,
      thirdParty: thirdPartyScripts(request.env, site, request.locale.shopDomain, consent, httpRequest.url),
      siteVersion:
        request.env.ENVIRONMENT !== "production" || request.cookies.get(request.cookieNames.siteVersion)
          ? request.env.SITE_VERSION
          : null,
    };
  } catch (error) {
    if (error instanceof SiteParamsError) throw data(GET_PARAMS_ERROR, { status: 500 });
    throw error;
  }
}

declare module "./lib/root-data" {
  interface RootDataRegister {
    data: Awaited<ReturnType<typeof loader>>;
  }
}

const SEO_KINDS: readonly SeoKind[] = ["catalog", "landing", "page"];

function seoKindOf(data: unknown): SeoKind | undefined {
  const seo = data && typeof data === "object" && "seo" in data ? data.seo : undefined;
  return SEO_KINDS.find((kind) => kind === seo);
}

function SeoLinks() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const root = useRootData();
  const leaf = matches.at(-1);
  // Only pages of the page table have a route name (`{prefix}:{name}`); the rest is noindex.
  const name = routeNameFromId(leaf?.id);
  if (!root || !name || name === "fallback") return <meta name="robots" content="noindex, nofollow" />;
  // A page whose kind its loader decides (the friendly URLs) says so in its data.
  const tags = withCmsSeo(
    seoTags(root.origin, pathname, search, seoKindOf(leaf?.loaderData) ?? seoKindOfPage(name)),
    cmsMetaOf(leaf?.loaderData),
    root.origin,
    pathname,
  );
  return (
    <>
      {tags.robots ? <meta name="robots" content={tags.robots} /> : null}
      <link rel="canonical" href={tags.canonical} />
      {tags.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}

/**
 * The server's money patterns become the browser's before anything on the page shows an amount
 * (the layout renders first): no Intl NumberFormat at hydration (decision 168).
 */
function useMoneyPatterns() {
  const money = useRootData()?.money;
  if (typeof document !== "undefined") for (const pattern of money ?? []) installMoneyPattern(pattern);
}

export function Layout({ children }: { children: React.ReactNode }) {
  useMoneyPatterns();
  const locale = useLocale();
  const nonce = useNonce();
  const pageMessages = usePageMessagesNote();
  const matches = useMatches();
  const funnelStep = funnelStepOf(routeNameFromId(matches.at(-1)?.id));
  const productRatio = useProductPictureRatio();
  return (
    // Marked once React has hydrated the document (the e2e tests wait for it before pressing anything).
    <html lang={locale.hrefLang} dir="ltr" ref={markHydrated}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The site's styles, in the document (decision 196): a linked stylesheet is one more
            request before the first paint, a round trip a phone's network makes long. Written by
            the server only: hydration keeps the element as it is, and the browser's bundle does
            not carry the text. */}
        <style
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, compiled by the build (ui/styles.css)
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? siteStyles : "" }}
        />
        <Meta />
        <SeoLinks />
        <Links nonce={nonce} />
      </head>
      <body
        data-funnel-step={funnelStep}
        style={
          {
            "--product-ratio": productRatio.css,
            "--product-picture-height": `${(productRatio.height / productRatio.width) * 100}%`,
          } as React.CSSProperties
        }
      >
        <IconSprite />
        {children}
        {/* Data, not script (never executed, so no nonce): where the page's messages are, read before hydration. */}
        {pageMessages ? (
          <script
            type="application/json"
            id={PAGE_MESSAGES_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of a language code and our own path (lib/page-messages.server.ts), escaped for a script element
            dangerouslySetInnerHTML={{ __html: JSON.stringify(pageMessages).replace(/</g, "\\u003c") }}
          />
        ) : null}
        <SpeculationRules nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Asks for the page's messages and chunks as the parser reaches it (decisions 158, 160, 197).
            Written by the server only: hydration keeps the element as it is, and the browser's
            bundle does not carry the script's text. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (framework/hydration-start.ts)
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? hydrationStarter() : "" }}
        />
      </body>
    </html>
  );
}

/** LCP, INP and CLS of this page view, measured by a module loaded when the browser is idle. */
function useRealUserMetrics() {
  const pageType = usePageType();
  const locale = useLocale().prefix;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the document was loaded for: later navigations are the same page view's INP and CLS
  useEffect(() => {
    void whenIdle(1500)
      .then(() => import("./lib/real-user-metrics"))
      .then((rum) => rum.reportWebVitals({ pageType, locale }))
      .catch(() => undefined);
    // The page the document was loaded for: later navigations are the same page view's INP and CLS.
  }, []);
}

function App() {
  const options = useMessageOptions();
  useRealUserMetrics();
  // In the hydration's own commit, as <html>'s mark is (a layout effect, not a passive one that
  // can run after the first hover): a view the shopper's intent loads from then on brings its
  // islands' code with it (ui/page-view.tsx, ui/idle-island.tsx).
  useLayoutEffect(markDocumentHydrated, []);
  const fieldMessages = useMemo(
    () => ({
      required: m.checkout_error_required({}, { locale: options.locale }),
      format: m.field_error_invalid({}, { locale: options.locale }),
      email: m.newsletter_email_invalid({}, { locale: options.locale }),
      tooLong: (max: number) => m.checkout_error_too_long({ max }, { locale: options.locale }),
    }),
    [options.locale],
  );
  return (
    <ToastProvider closeLabel={m.toast_close({}, options)} regionLabel={m.toast_region({}, options)}>
      <FieldMessagesProvider value={fieldMessages}>
        <NavigationProgress />
        <Outlet />
        <ThirdPartyScriptsWhenAllowed />
        <AgentToolsWhereOffered />
      </FieldMessagesProvider>
    </ToastProvider>
  );
}

/**
 * Errors above the pages (unknown paths, failed checks, site parameters that did not load).
 * A 404 keeps the site's header and footer so the shopper can carry on; the server-error
 * page shows the logo only (spec 2.6), since the shell itself may be what failed.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyRouteErrorBoundary error={error} bare />;
}

export default routeComponent(App);
