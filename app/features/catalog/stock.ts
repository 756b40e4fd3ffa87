import type { MarketingTag } from "../../lib/marketing-tags";
import type { Product, ProductCard } from "../catalog-model/schemas";

type Size = Pick<Product["options"][number]["sizes"][number], "availabilityCode" | "availability" | "availabilityType">;

/**
 * What a size means to the shopper (spec 3 codes): bought online now; seen and reserved in a
 * store only (never sold online, so not "sold out"); out of stock online and announced back; out
 * of stock online; or not known.
 */
export type SizeStock = "buyable" | "in-store" | "back-soon" | "sold-out" | "unknown";

export function sizeStock(size: Size): SizeStock {
  if (size.availabilityCode >= 1) return "buyable";
  if (size.availabilityCode === -1) return "unknown";
  if (size.availabilityType === "IN_STORE_ONLY") return "in-store";
  return size.availability === "SOON_AVAILABLE" ? "back-soon" : "sold-out";
}

/** A size that can be bought online now (codes 1 to 3); 0 and -1 cannot (spec 3). */
export const isBuyable = (size: { availabilityCode: number }) => size.availabilityCode >= 1;

/**
 * The sizes a back-in-stock alert is for: sold online and out of stock there. An in-store-only
 * size never comes back online, and an unknown one is not known to be out.
 */
export const takesStockAlert = (size: Size) => {
  const stock = sizeStock(size);
  return stock === "back-soon" || stock === "sold-out";
};

const BACK_SOON: MarketingTag = "RAL_ANTICIPATION";

/** A colour announced back: none of its sizes can be bought now, and at least one is coming back. */
export const optionIsBackSoon = (sizes: readonly Size[]) =>
  !sizes.some(isBuyable) && sizes.some((size) => sizeStock(size) === "back-soon");

/**
 * A card knows its colour's availability, not its sizes': it is announced back when it says so,
 * or when it cannot be bought and the product carries the backend's "back soon" flag.
 */
export const cardIsBackSoon = (card: Pick<ProductCard, "availability" | "tags">) =>
  card.availability === "SOON_AVAILABLE" || (card.availability === "UNAVAILABLE" && card.tags.includes(BACK_SOON));

/**
 * The marketing tags a shopper is shown, with "back soon" true to the stock: the backend's flag
 * alone never shows it over a colour she can buy, and a colour announced back shows it even
 * without the flag. The other tags pass as they are.
 */
export function tagsTrueToStock(tags: readonly MarketingTag[], backSoon: boolean): MarketingTag[] {
  const others = tags.filter((tag) => tag !== BACK_SOON);
  return backSoon ? [...others, BACK_SOON] : others;
}
