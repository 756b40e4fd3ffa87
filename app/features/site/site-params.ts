import type { PaymentProduct, ShopDomainParams } from "../../api/site-params";

/** Private sales are on only between startDate and endDate, both inclusive (spec 4). */
export function isPrivateSaleActive(params: ShopDomainParams, now: Date = new Date()): boolean {
  return privateSalePhase(params, now).phase === "open";
}

/** The private sale's content: a landing of the content service that is never served publicly. */
export const PRIVATE_SALE_PAGE_ID = "PRIVATE_SALE";

/** Where the site's private sale stands at `now`: none planned, upcoming, open (R4.05) or over. */
export type PrivateSalePhase =
  | { phase: "none" }
  | { phase: "upcoming" | "open" | "over"; startDate: string; endDate: string };

export function privateSalePhase(params: ShopDomainParams, now: Date = new Date()): PrivateSalePhase {
  const window = params.params.privateSales;
  if (!window) return { phase: "none" };
  const time = now.getTime();
  const phase = time < Date.parse(window.startDate) ? "upcoming" : time <= Date.parse(window.endDate) ? "open" : "over";
  return { phase, startDate: window.startDate, endDate: window.endDate };
}

export const ALMA_PRODUCTS = ["ALMA_3X", "ALMA_4X"] as const;

export interface AlmaSettings {
  active: boolean;
  /** Instalment products on offer with their limits in cents (defaults 0 / 999999, spec 5). */
  products: { name: string; minAmount: number; maxAmount: number }[];
}

/** Alma instalments are active when a payment product named ALMA_3X or ALMA_4X exists (spec 4). */
export function almaSettings(params: ShopDomainParams): AlmaSettings {
  const products = sortedPaymentProducts(params)
    .filter((product) => (ALMA_PRODUCTS as readonly string[]).includes(product.name))
    .map((product) => ({
      name: product.name,
      minAmount: product.minAmount ?? 0,
      maxAmount: product.maxAmount ?? 999999,
    }));
  return { active: products.length > 0, products };
}

/** Payment products in display order: by rank (spec 4). */
export function sortedPaymentProducts(params: ShopDomainParams): PaymentProduct[] {
  return [...params.params.paymentProducts].sort((a, b) => a.rank - b.rank);
}

export function activeDonations(params: ShopDomainParams) {
  return params.params.donations.filter((donation) => donation.isActive);
}
