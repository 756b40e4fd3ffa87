/**
 * What the document needs to know of a page in the browser, by route name (the names of
 * route-table.ts, which takes these values from here): its funnel step (spec 2.3) and how the SEO
 * rules treat its query string (spec 9). Small on purpose: the route table itself, with every
 * path, module and check, stays out of the browser's first load.
 */
export type FunnelStep = 1 | 3 | 4 | 5 | 6 | "-";

/** How the SEO rules treat a page's query string (spec 9, canonical). */
export type SeoKind = "catalog" | "landing" | "page";

const FUNNEL_STEPS: Readonly<Record<string, FunnelStep>> = { cart: 1, "order-billing": 3, "order-delivery": 4, "order-payment": 5, "order-confirmation": 6 };
const SEO_KINDS: Readonly<Record<string, SeoKind>> = { catalog: "catalog", "landing-page": "landing" };

export function funnelStepOf(name: string | undefined): FunnelStep {
  return (name && FUNNEL_STEPS[name]) || "-";
}

export function seoKindOfPage(name: string | undefined): SeoKind {
  return (name && SEO_KINDS[name]) || "page";
}

/** "fr-fr:catalog" → "catalog"; undefined for routes outside the page table. */
export function routeNameFromId(id: string | undefined): string | undefined {
  const separator = id?.indexOf(":") ?? -1;
  return id && separator > 0 ? id.slice(separator + 1) : undefined;
}
