/**
 * What the document needs to know of a page in the browser, by route name (the names of
 * route-table.ts, which takes these values from here): its funnel step (spec 2.3) and how the SEO
 * rules treat its query string (spec 9). Small on purpose: the route table itself, with every
 * path, module and check, stays out of the browser's first load.
 */
export type FunnelStep = 1 | 3 | 4 | 5 | 6 | "-";

/** How the SEO rules treat a page's query string (spec 9, canonical). */
export type SeoKind = "catalog" | "landing" | "page";

const FUNNEL_STEPS: Readonly<Record<string, FunnelStep>> = {
  cart: 1,
  "order-billing": 3,
  "order-delivery": 4,
  "order-payment": 5,
  "order-confirmation": 6,
};
const SEO_KINDS: Readonly<Record<string, SeoKind>> = { catalog: "catalog", "landing-page": "landing" };

export function funnelStepOf(name: string | undefined): FunnelStep {
  return (name && FUNNEL_STEPS[name]) || "-";
}

export function seoKindOfPage(name: string | undefined): SeoKind {
  return (name && SEO_KINDS[name]) || "page";
}

/**
 * The flow (origin) names the backend and analytics know (R3.23), by the page the shopper is on:
 * sent with sign-in (the provider's `origin`), the newsletter sign-up (its additionalInformation)
 * and page views. A product page whose in-store stock was searched is the e-reservation flow.
 */
export const FLOW_NAMES = ["eresa", "customer", "order", "welcome", "locator"] as const;
export type FlowName = (typeof FLOW_NAMES)[number];

const LOCATOR_PAGES: ReadonlySet<string> = new Set(["store-locator", "stores-all", "store", "store-friendly"]);
const ACCOUNT_FORMS: ReadonlySet<string> = new Set(["createDeliveryAddresses", "editDeliveryAddresses"]);

export function flowOf(name: string | undefined, search = ""): FlowName | null {
  if (!name) return null;
  if (name === "account-welcome") return "welcome";
  if (name === "account-reservations") return "eresa";
  if (name.startsWith("account-") || ACCOUNT_FORMS.has(name)) return "customer";
  if (name.startsWith("order-")) return "order";
  if (LOCATOR_PAGES.has(name)) return "locator";
  if ((name === "product" || name === "product-by-gtin") && new URLSearchParams(search).has("storeSku")) return "eresa";
  return null;
}

/** "fr-fr:catalog" → "catalog"; undefined for routes outside the page table. */
export function routeNameFromId(id: string | undefined): string | undefined {
  const separator = id?.indexOf(":") ?? -1;
  return id && separator > 0 ? id.slice(separator + 1) : undefined;
}

/**
 * Pages every anonymous shopper sees alike, which the edge may keep (workers/page-cache.ts):
 * home, catalogue, product, editorial, help and store pages. Cart, checkout, account, search
 * (unbounded queries) and the flows are always rendered for their shopper.
 */
const SHARED_PAGES: ReadonlySet<string> = new Set([
  "index",
  "friendly",
  "catalog",
  "landing-page",
  "trend-page",
  "lookbook-page",
  "blog-page",
  "product",
  "product-by-gtin",
  "help",
  "store-locator",
  "stores-all",
  "store",
  "store-friendly",
]);

/** The response header by which the document tells the edge its page is a shared one. */
export const SHARED_PAGE_HEADER = "X-Shared-Page";

export function isSharedPageName(name: string | undefined): boolean {
  return Boolean(name && SHARED_PAGES.has(name));
}
