/**
 * The storefront's page table (spec 2.2-2.5): one entry per page, with its path under a
 * locale prefix, its module, its layout and the named checks it runs (funnel steps and SEO kinds,
 * which the browser needs too, are in page-kinds.ts).
 * `app/routes.ts` turns it into React Router's config for each of the 12 prefixes; the
 * locale middleware reads it back (by matched pattern) to validate params and run checks.
 *
 * Pure data: imported by routes.ts at build time and by the server and client bundles.
 */
import { LOCALES, type LocalePrefix } from "../lib/locales";

export const LAYOUTS = [
  "default",
  "home-page",
  "cart-page",
  "account",
  "auth",
  "newsletter",
  "order",
  "svg-sprite",
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const CHECK_NAMES = [
  "account-access",
  "init-catalog",
  "init-order",
  "init-product",
  "order-access",
  "order-exception",
  "secure-authent",
  "share-cart",
  "store-access",
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** The two external card payment providers; the third provider is internal (spec 3). */
export const CARD_PAYMENT_PROVIDERS = ["adyen", "worldline"] as const;

export { funnelStepOf, routeNameFromId, type FunnelStep, type SeoKind } from "./page-kinds";

export interface PageRoute {
  /** Route name, unique per locale; the route id is `${prefix}:${name}`. */
  name: string;
  /** Path under the locale prefix; "" is the locale's home. */
  path: string;
  file: string;
  layout: LayoutName;
  checks: readonly CheckName[];
  /** Named routes that need a signed-in customer (spec 2.4). */
  requiresSignIn?: boolean;
}

const page = (
  name: string,
  path: string,
  file: string,
  layout: LayoutName,
  options: Partial<Omit<PageRoute, "name" | "path" | "file" | "layout">> = {},
): PageRoute => ({ name, path, file, layout, checks: [], ...options });

const accountPage = (name: string, path: string, file: string, checks: readonly CheckName[] = ["account-access"]) =>
  page(name, `account/${path}`, file, "account", { checks, requiresSignIn: true });

const orderPage = (name: string, file: string, checks: readonly CheckName[]) =>
  page(name, name, file, "order", { checks, requiresSignIn: true });

/** Pages that exist under every prefix, help centre aside. */
const COMMON_PAGES: PageRoute[] = [
  page("index", "", "routes/home.tsx", "home-page"),
  page("icons", "_icons", "routes/icons.tsx", "svg-sprite"),
  page("cart", "cart", "routes/cart.tsx", "cart-page", { checks: ["share-cart"] }),
  page("search", "search", "routes/search.tsx", "default"),
  page("catalog", "catalog/:name/:familyId", "routes/catalog.tsx", "default", { checks: ["init-catalog"] }),
  page("landing-page", "landingPage/:name/:landingPageId", "routes/landing-page.tsx", "default", {
    checks: ["init-catalog"],
  }),
  page("trend-page", "trendPage/:name/:trendPageId", "routes/trend-page.tsx", "default"),
  page("lookbook-page", "lookbookPage/:name/:lookbookPageId", "routes/lookbook-page.tsx", "default"),
  page("blog-page", "blogPage/:name/:blogPageId", "routes/blog-page.tsx", "default"),
  page("product-by-gtin", "product/:gtin", "routes/product-by-gtin.tsx", "default", { checks: ["init-product"] }),
  page("product", "product/:name/:productRef", "routes/product-by-ref.tsx", "default", { checks: ["init-product"] }),
  page("store-locator", "stores", "routes/store-locator.tsx", "default", { checks: ["store-access"] }),
  page("stores-all", "stores/all", "routes/stores-all.tsx", "default", { checks: ["store-access"] }),
  page("store", "stores/:storeId", "routes/store.tsx", "default", { checks: ["store-access"] }),
  page("store-friendly", "stores/:country/:city/:storeSlug", "routes/store.tsx", "default", {
    checks: ["store-access"],
  }),
  page("auth-callback", "auth/callback", "routes/auth-callback.tsx", "auth"),
  page("auth-logout", "auth/logout", "routes/auth-logout.tsx", "auth"),
  page("newsletter-subscription", "newsletter/subscription", "routes/newsletter-subscription.tsx", "newsletter"),
  page("newsletter-confirmation", "newsletter/confirmation", "routes/newsletter-confirmation.tsx", "newsletter"),
  page("unsubscribe", "unsubscribe", "routes/unsubscribe.tsx", "newsletter"),
  page("unsubscribe-confirmation", "unsubscribe/confirmation", "routes/unsubscribe-confirmation.tsx", "newsletter"),
  page("privacy-settings", "privacy-settings", "routes/privacy-settings.tsx", "default"),
  page("private-sale", "private-sale", "routes/private-sale.tsx", "default"),
  page("tmp-error", "tmp/error", "routes/tmp-error.tsx", "default"),
  orderPage("order-billing", "routes/order/billing.tsx", ["init-order", "order-access"]),
  orderPage("order-delivery", "routes/order/delivery.tsx", ["init-order", "order-access"]),
  orderPage("order-overview", "routes/order/overview.tsx", ["init-order", "order-access"]),
  orderPage("order-payment", "routes/order/payment.tsx", ["init-order", "order-access"]),
  orderPage("order-confirmation", "routes/order/confirmation.tsx", ["order-access"]),
  ...CARD_PAYMENT_PROVIDERS.map((provider) =>
    orderPage(`order-${provider}-check`, `routes/order/${provider}-check.tsx`, ["order-exception"]),
  ),
  page("account", "account", "routes/account-index.tsx", "account", {
    checks: ["account-access"],
    requiresSignIn: true,
  }),
  accountPage("account-advantages", "advantages", "routes/account/advantages.tsx"),
  accountPage("account-alerts", "alerts", "routes/account/alerts.tsx"),
  accountPage("account-change-password", "change-password", "routes/account/change-password.tsx"),
  accountPage("account-dashboard", "dashboard", "routes/account/dashboard.tsx"),
  accountPage("account-delete", "delete", "routes/account/delete.tsx"),
  accountPage("account-downloads", "downloads", "routes/account/downloads.tsx"),
  accountPage("account-loyalty", "loyalty", "routes/account/loyalty.tsx"),
  accountPage("account-loyalty-history", "loyalty/history", "routes/account/loyalty-history.tsx"),
  accountPage("account-orders", "orders", "routes/account/orders.tsx"),
  accountPage("account-reservations", "reservations", "routes/account/reservations.tsx"),
  accountPage("account-settings", "settings", "routes/account/settings.tsx"),
  accountPage("account-bank-details", "settings/bank-details", "routes/account/bank-details.tsx"),
  accountPage("account-billing-address", "settings/billing-address", "routes/account/billing-address.tsx"),
  accountPage("account-delivery-addresses", "settings/delivery-addresses", "routes/account/delivery-addresses.tsx"),
  accountPage(
    "createDeliveryAddresses",
    "settings/delivery-addresses/create",
    "routes/account/delivery-addresses-create.tsx",
    ["secure-authent", "account-access"],
  ),
  accountPage(
    "editDeliveryAddresses",
    "settings/delivery-addresses/:id/edit",
    "routes/account/delivery-addresses-edit.tsx",
    ["secure-authent", "account-access"],
  ),
  accountPage(
    "account-delivery-address-page",
    "settings/delivery-addresses/:id/:page",
    "routes/account/delivery-address-page.tsx",
  ),
  accountPage("account-edit", "settings/edit", "routes/account/edit.tsx"),
  accountPage("account-store", "store", "routes/account/store.tsx"),
  accountPage("account-subscriptions", "subscriptions", "routes/account/subscriptions.tsx"),
  accountPage("account-welcome", "welcome", "routes/account/welcome.tsx"),
  accountPage("account-wishlist", "wishlist", "routes/account/wishlist.tsx"),
  // GS1 digital-link style product URLs: /01/0{gtin}/anything.
  page("gs1-product", "01/:gs1Gtin/*", "routes/gs1-product.tsx", "default"),
  // {name}--p{productId}, --pl, --lp, --tp, --lbp, --blog: one segment, parsed in the module.
  page("friendly", ":slug", "routes/friendly.tsx", "default"),
  // Legacy .../{name}-R{optionId}.html redirects; anything else is the 404 page.
  page("fallback", "*", "routes/fallback.tsx", "default"),
];

/** The pages of one locale: the common ones plus its help centre (spec 2.2). */
export function pagesFor(prefix: LocalePrefix): PageRoute[] {
  const locale = LOCALES[prefix];
  const help = locale.isShort
    ? page("help", locale.helpSegment, "routes/help.tsx", "default")
    : page("help", `${locale.helpSegment}/:page?`, "routes/help.tsx", "default");
  return [...COMMON_PAGES.slice(0, -3), help, ...COMMON_PAGES.slice(-3)];
}

export function routeId(prefix: LocalePrefix, name: string): string {
  return `${prefix}:${name}`;
}

const BY_PATTERN = new Map<string, PageRoute>();
const BY_NAME = new Map<string, PageRoute>();
for (const prefix of Object.keys(LOCALES) as LocalePrefix[]) {
  for (const entry of pagesFor(prefix)) {
    BY_PATTERN.set(normalisePattern(`/${prefix}/${entry.path}`), entry);
    if (!BY_NAME.has(entry.name)) BY_NAME.set(entry.name, entry);
  }
}

/** React Router joins route paths without a leading slash ("fr-fr/catalog/:name/:familyId"). */
function normalisePattern(pattern: string): string {
  return `/${pattern}`.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
}

/** The page entry for a matched route pattern such as "/fr-fr/catalog/:name/:familyId". */
export function pageForPattern(pattern: string): PageRoute | undefined {
  return BY_PATTERN.get(normalisePattern(pattern));
}

export function pageByName(name: string | undefined): PageRoute | undefined {
  return name ? BY_NAME.get(name) : undefined;
}
