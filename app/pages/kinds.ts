import { PAGE_KINDS } from "./kinds.generated";
import type { FlowName, FunnelStep as PageFunnelStep, SeoKind as PageSeoKind } from "./table";

/**
 * What the document needs to know of a page in the browser, by route name: the page table's
 * facts (table.ts) as the browser's projection carries them (kinds.generated.ts). Small on
 * purpose: the table itself, with every module, check and param rule, stays out of the browser.
 */
export type FunnelStep = PageFunnelStep | "-";
export type SeoKind = PageSeoKind | "page";
export type { FlowName } from "./table";

export function funnelStepOf(name: string | undefined): FunnelStep {
  return (name && PAGE_KINDS[name]?.funnel) || "-";
}

export function seoKindOfPage(name: string | undefined): SeoKind {
  return (name && PAGE_KINDS[name]?.seo) || "page";
}

/**
 * The flow (origin) of the page the shopper is on (R3.23); a product page whose in-store stock
 * was searched (`storeSku`) is the e-reservation flow.
 */
export function flowOf(name: string | undefined, search = ""): FlowName | null {
  if (!name) return null;
  if ((name === "product" || name === "product-by-gtin") && new URLSearchParams(search).has("storeSku")) return "eresa";
  return PAGE_KINDS[name]?.flow ?? null;
}

/** "fr-fr:catalog" → "catalog"; undefined for routes outside the page table. */
export function routeNameFromId(id: string | undefined): string | undefined {
  const separator = id?.indexOf(":") ?? -1;
  return id && separator > 0 ? id.slice(separator + 1) : undefined;
}

/** The response header by which the document tells the edge its page is a shared one. */
export const SHARED_PAGE_HEADER = "X-Shared-Page";
