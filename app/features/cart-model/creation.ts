import type { Customer } from "../customer/schemas";

/** Years since the loyalty card was created (the backend's loyaltySeniority). */
export function loyaltySeniority(creationDate: string | null, now: Date = new Date()): number | null {
  if (!creationDate) return null;
  const created = new Date(`${creationDate}T00:00:00Z`);
  let years = now.getUTCFullYear() - created.getUTCFullYear();
  const beforeAnniversary =
    now.getUTCMonth() < created.getUTCMonth() ||
    (now.getUTCMonth() === created.getUTCMonth() && now.getUTCDate() < created.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return Math.max(0, years);
}

/** POST /carts body: empty for an anonymous shopper, the customer's fields when signed in (spec 6). */
export function cartCreationBody(customer: Customer | null) {
  if (!customer) return {};
  const loyal = customer.loyaltyType === "FID";
  return {
    customerId: customer.customerId,
    loyaltyCardId: loyal ? customer.loyaltyNumber : null,
    loyaltySeniority: loyal ? loyaltySeniority(customer.loyaltyCreationDate) : null,
    loyaltyType: customer.loyaltyType,
    email: customer.email,
  };
}
