import { z } from "zod";

/** Wishlist and stock-alert knowledges (spec 3, 7). */
export const wishlistProductSchema = z.object({
  productId: z.string().regex(/^\d+$/),
  optionId: z.string().regex(/^\d+$/).nullable(),
  addedAt: z.iso.datetime({ offset: true }),
});
export const wishlistSchema = z.array(wishlistProductSchema);
export const wishlistAddSchema = wishlistProductSchema.omit({ addedAt: true });

export const stockAlertSchema = z.object({
  sku: z.string(),
  productId: z.string(),
  optionId: z.string(),
  size: z.string(),
  /** The store id the alert belongs to (knowledgeTypeId). */
  knowledgeTypeId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const stockAlertsSchema = z.array(stockAlertSchema);
export const stockAlertAddSchema = stockAlertSchema.omit({ createdAt: true });

/** What a stock alert needs of its product (GET .../catalog/products/{id}): each colour's sizes and their labels. */
export const alertedProductSchema = z.object({
  options: z.array(
    z.object({
      optionId: z.string(),
      sizes: z.array(z.object({ sku: z.string(), label: z.string() })),
    }),
  ),
});
