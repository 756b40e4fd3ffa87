import { z } from "zod";

/**
 * The wishlist's and stock alerts' forms (each posts to its own resource endpoint): the heart adds
 * a product to the wishlist or takes it out; the alert asks for a size sold out online. Shared by
 * the server (parsing) and the forms (types only: the browser bundle never imports zod from here).
 */

/** The product a wishlist or alert form names (digits, spec 5). */
const productRef = { productId: z.string().regex(/^\d+$/), optionId: z.string().regex(/^\d+$/) };

export const wishlistFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...productRef }),
  z.object({ intent: z.literal("remove"), ...productRef }),
]);
export type WishlistForm = z.infer<typeof wishlistFormSchema>;
export type WishlistIntent = WishlistForm["intent"];

export const stockAlertFormSchema = z.object({
  intent: z.literal("stock-alert"),
  sku: z.string().regex(/^[\w-]{1,40}$/),
  ...productRef,
});
export type StockAlertForm = z.infer<typeof stockAlertFormSchema>;
