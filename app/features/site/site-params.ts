import type { PaymentProduct, ShopDomainParams } from "./schemas";

/** Private sales are on only between startDate and endDate, both inclusive (spec 4). */
export function isPrivateSaleActive(params: ShopDomainParams, now: Date = new Date()): boolean {
  const window = params.params.privateSales;
  if (!window) return false;
  const time = now.getTime();
  return Date.parse(window.startDate) <= time && time <= Date.parse(window.endDate);
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
