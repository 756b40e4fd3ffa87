/**
 * The storefront's pages (spec 2.2-2.5), one typed entry each: where it lives under a locale
 * prefix, its module and layout, the rules its params follow, the named checks it runs (sign-in
 * among them), its funnel step, how SEO treats its query, the flow it belongs to, and whether the
 * edge may share it between anonymous shoppers. Everything else reads this: `app/routes.ts`
 * (React Router's config for the 12 prefixes), the locale middleware (params, checks), `href()`
 * for links, and the browser's projection (`paths.generated.ts`, `kinds.generated.ts`, written from this file by
 * `npm run generate`: funnel, SEO, flow, shared and paths, never modules, checks or rules).
 *
 * Pure data without imports (the generator reads it with Node's own TypeScript support): to add a
 * page, add its entry here and its module under `app/routes/`.
 */

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

/** The named checks of spec 2.5 (R2.5.08), run in the order a page lists them. */
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

/** The checks that need a signed-in customer: a page listing one is for customers only (spec 2.4). */
export const SIGN_IN_CHECKS: readonly CheckName[] = ["account-access", "order-access", "order-exception"];

/**
 * What a route param may be (spec 5): digits, word characters, an id (word characters and
 * dashes), a slug (any text up to 200), a store slug ending in -{storeId}, a GS1 GTIN; `?` when optional.
 */
export type ParamKind = "digits" | "word" | "id" | "id?" | "slug" | "store-slug" | "gs1-gtin";

/** The funnel step of a page (spec 2.3): cart 1, billing 3, delivery 4, payment 5, confirmation 6. */
export type FunnelStep = 1 | 3 | 4 | 5 | 6;
/** How the SEO rules treat a page's query string (spec 9, canonical); others are plain pages. */
export type SeoKind = "catalog" | "landing";
/**
 * The flow (origin) names the backend and analytics know (R3.23): sent with sign-in, the
 * newsletter sign-up and page views. A product page whose in-store stock was searched is
 * the e-reservation flow (kinds.ts).
 */
export const FLOW_NAMES = ["eresa", "customer", "order", "welcome", "locator"] as const;
export type FlowName = (typeof FLOW_NAMES)[number];

export interface PageEntry {
  /** Path under the locale prefix; "" is the locale's home. `help` is the locale's help segment. */
  path: string;
  file: string;
  layout: LayoutName;
  checks?: readonly CheckName[];
  params?: Readonly<Record<string, ParamKind>>;
  funnel?: FunnelStep;
  seo?: SeoKind;
  flow?: FlowName;
  /** Every anonymous shopper sees it alike: the edge may keep it (workers/page-cache.ts). */
  shared?: true;
}

/** The two external card payment providers; the third provider is internal (spec 3). */
export const CARD_PAYMENT_PROVIDERS = ["adyen", "worldline"] as const;

const ACCOUNT = { layout: "account", checks: ["account-access"], flow: "customer" } as const;
const ACCOUNT_FORM = { layout: "account", checks: ["secure-authent", "account-access"], flow: "customer" } as const;
const ORDER_STEP = { layout: "order", checks: ["init-order", "order-access"], flow: "order" } as const;
const STORE_PAGE = { layout: "default", checks: ["store-access"], flow: "locator", shared: true } as const;
const EDITORIAL = { layout: "default", shared: true } as const;

/**
 * In the order React Router should try them: the help centre, then GS1 links, friendly URLs and
 * the fallback come last (app/routes.ts keeps that order).
 */
export const PAGES = {
  index: { path: "", file: "routes/home.tsx", layout: "home-page", shared: true },
  icons: { path: "_icons", file: "routes/icons.tsx", layout: "svg-sprite" },
  cart: { path: "cart", file: "routes/cart.tsx", layout: "cart-page", checks: ["share-cart"], funnel: 1 },
  search: { path: "search", file: "routes/search.tsx", layout: "default" },
  catalog: {
    path: "catalog/:name/:familyId",
    file: "routes/catalog.tsx",
    layout: "default",
    checks: ["init-catalog"],
    params: { name: "slug", familyId: "word" },
    seo: "catalog",
    shared: true,
  },
  "landing-page": {
    path: "landingPage/:name/:landingPageId",
    file: "routes/landing-page.tsx",
    layout: "default",
    checks: ["init-catalog"],
    params: { name: "slug", landingPageId: "word" },
    seo: "landing",
    shared: true,
  },
  "trend-page": {
    path: "trendPage/:name/:trendPageId",
    file: "routes/trend-page.tsx",
    params: { name: "slug", trendPageId: "word" },
    ...EDITORIAL,
  },
  "lookbook-page": {
    path: "lookbookPage/:name/:lookbookPageId",
    file: "routes/lookbook-page.tsx",
    params: { name: "slug", lookbookPageId: "word" },
    ...EDITORIAL,
  },
  "blog-page": {
    path: "blogPage/:name/:blogPageId",
    file: "routes/blog-page.tsx",
    params: { name: "slug", blogPageId: "word" },
    ...EDITORIAL,
  },
  "product-by-gtin": {
    path: "product/:gtin",
    file: "routes/product-by-gtin.tsx",
    layout: "default",
    checks: ["init-product"],
    params: { gtin: "digits" },
    shared: true,
  },
  product: {
    path: "product/:name/:productRef",
    file: "routes/product-by-ref.tsx",
    layout: "default",
    checks: ["init-product"],
    params: { name: "slug", productRef: "digits" },
    shared: true,
  },
  "store-locator": { path: "stores", file: "routes/store-locator.tsx", ...STORE_PAGE },
  "stores-all": { path: "stores/all", file: "routes/stores-all.tsx", ...STORE_PAGE },
  store: { path: "stores/:storeId", file: "routes/store.tsx", params: { storeId: "id" }, ...STORE_PAGE },
  "store-friendly": {
    path: "stores/:country/:city/:storeSlug",
    file: "routes/store.tsx",
    params: { country: "slug", city: "slug", storeSlug: "store-slug" },
    ...STORE_PAGE,
  },
  "auth-callback": { path: "auth/callback", file: "routes/auth-callback.tsx", layout: "auth" },
  "auth-logout": { path: "auth/logout", file: "routes/auth-logout.tsx", layout: "auth" },
  "newsletter-subscription": {
    path: "newsletter/subscription",
    file: "routes/newsletter-subscription.tsx",
    layout: "newsletter",
  },
  "newsletter-confirmation": {
    path: "newsletter/confirmation",
    file: "routes/newsletter-confirmation.tsx",
    layout: "newsletter",
  },
  unsubscribe: { path: "unsubscribe", file: "routes/unsubscribe.tsx", layout: "newsletter" },
  "unsubscribe-confirmation": {
    path: "unsubscribe/confirmation",
    file: "routes/unsubscribe-confirmation.tsx",
    layout: "newsletter",
  },
  "privacy-settings": { path: "privacy-settings", file: "routes/privacy-settings.tsx", layout: "default" },
  "private-sale": { path: "private-sale", file: "routes/private-sale.tsx", layout: "default" },
  "tmp-error": { path: "tmp/error", file: "routes/tmp-error.tsx", layout: "default" },
  "order-billing": { path: "order-billing", file: "routes/order/billing.tsx", ...ORDER_STEP, funnel: 3 },
  "order-delivery": { path: "order-delivery", file: "routes/order/delivery.tsx", ...ORDER_STEP, funnel: 4 },
  "order-overview": { path: "order-overview", file: "routes/order/overview.tsx", ...ORDER_STEP },
  "order-payment": { path: "order-payment", file: "routes/order/payment.tsx", ...ORDER_STEP, funnel: 5 },
  "order-confirmation": {
    path: "order-confirmation",
    file: "routes/order/confirmation.tsx",
    layout: "order",
    checks: ["order-access"],
    flow: "order",
    funnel: 6,
  },
  "order-adyen-check": {
    path: "order-adyen-check",
    file: "routes/order/adyen-check.tsx",
    layout: "order",
    checks: ["order-exception"],
    flow: "order",
  },
  "order-worldline-check": {
    path: "order-worldline-check",
    file: "routes/order/worldline-check.tsx",
    layout: "order",
    checks: ["order-exception"],
    flow: "order",
  },
  // The account's own address goes on to the dashboard; it belongs to no flow of its own.
  account: { path: "account", file: "routes/account-index.tsx", layout: "account", checks: ["account-access"] },
  "account-advantages": { path: "account/advantages", file: "routes/account/advantages.tsx", ...ACCOUNT },
  "account-alerts": { path: "account/alerts", file: "routes/account/alerts.tsx", ...ACCOUNT },
  // An agent asking to act for the shopper (UCP identity linking, decision 202): signed in, with a
  // session not expired (secure-authent), on a page without the site's navigation.
  "account-agent-access": {
    path: "account/agent-access",
    file: "routes/account/agent-access.tsx",
    layout: "auth",
    checks: ["secure-authent", "account-access"],
    flow: "customer",
  },
  "account-change-password": {
    path: "account/change-password",
    file: "routes/account/change-password.tsx",
    ...ACCOUNT,
  },
  "account-dashboard": { path: "account/dashboard", file: "routes/account/dashboard.tsx", ...ACCOUNT },
  "account-delete": { path: "account/delete", file: "routes/account/delete.tsx", ...ACCOUNT },
  "account-downloads": { path: "account/downloads", file: "routes/account/downloads.tsx", ...ACCOUNT },
  "account-loyalty": { path: "account/loyalty", file: "routes/account/loyalty.tsx", ...ACCOUNT },
  "account-loyalty-history": {
    path: "account/loyalty/history",
    file: "routes/account/loyalty-history.tsx",
    ...ACCOUNT,
  },
  "account-orders": { path: "account/orders", file: "routes/account/orders.tsx", ...ACCOUNT },
  "account-reservations": {
    path: "account/reservations",
    file: "routes/account/reservations.tsx",
    ...ACCOUNT,
    flow: "eresa",
  },
  "account-settings": { path: "account/settings", file: "routes/account/settings.tsx", ...ACCOUNT },
  "account-bank-details": {
    path: "account/settings/bank-details",
    file: "routes/account/bank-details.tsx",
    ...ACCOUNT,
  },
  "account-billing-address": {
    path: "account/settings/billing-address",
    file: "routes/account/billing-address.tsx",
    ...ACCOUNT,
  },
  "account-delivery-addresses": {
    path: "account/settings/delivery-addresses",
    file: "routes/account/delivery-addresses.tsx",
    ...ACCOUNT,
  },
  createDeliveryAddresses: {
    path: "account/settings/delivery-addresses/create",
    file: "routes/account/delivery-addresses-create.tsx",
    ...ACCOUNT_FORM,
  },
  editDeliveryAddresses: {
    path: "account/settings/delivery-addresses/:id/edit",
    file: "routes/account/delivery-addresses-edit.tsx",
    params: { id: "id" },
    ...ACCOUNT_FORM,
  },
  "account-delivery-address-delete": {
    path: "account/settings/delivery-addresses/:id/delete",
    file: "routes/account/delivery-address-delete.tsx",
    params: { id: "id" },
    ...ACCOUNT,
  },
  "account-edit": { path: "account/settings/edit", file: "routes/account/edit.tsx", ...ACCOUNT },
  "account-store": { path: "account/store", file: "routes/account/store.tsx", ...ACCOUNT },
  "account-subscriptions": {
    path: "account/subscriptions",
    file: "routes/account/subscriptions.tsx",
    ...ACCOUNT,
  },
  "account-welcome": { path: "account/welcome", file: "routes/account/welcome.tsx", ...ACCOUNT, flow: "welcome" },
  "account-wishlist": { path: "account/wishlist", file: "routes/account/wishlist.tsx", ...ACCOUNT },
  // The help centre, under the locale's own segment; short locales have no topic pages.
  help: { path: "help/:page?", file: "routes/help.tsx", layout: "default", params: { page: "id?" }, shared: true },
  // GS1 digital-link style product URLs: /01/0{gtin}/anything.
  "gs1-product": {
    path: "01/:gs1Gtin/*",
    file: "routes/gs1-product.tsx",
    layout: "default",
    params: { gs1Gtin: "gs1-gtin" },
  },
  // {name}--p{productId}, --pl, --lp, --tp, --lbp, --blog: one segment, parsed in the module.
  friendly: { path: ":slug", file: "routes/friendly.tsx", layout: "default", shared: true },
  // Legacy .../{name}-R{optionId}.html redirects; anything else is the 404 page.
  fallback: { path: "*", file: "routes/fallback.tsx", layout: "default" },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;
