import { z } from "zod";
import { formAnswerSchema } from "../../lib/form-answer";

/**
 * The cart's one write endpoint (`/{prefix}/cart`, Hydrogen's `routes/cart.tsx` shape): every
 * form that changes the cart, on any page, posts one of these intents. Shared by the server
 * (parsing) and the forms (types only: the browser bundle never imports zod from here).
 */

const version = z.coerce.number().int().nonnegative().optional();
export const skuSchema = z.string().regex(/^[\w-]{1,40}$/);
const lineId = z.string().regex(/^[\w-]{1,64}$/);
const quantity = z.coerce.number().int().min(1).max(99);
// Checked as typed (the form's pattern is this one): spaces around it are allowed, as a pasted
// " WELCOME10 " brings them and the browser must not refuse it with a pattern the shopper cannot
// see; then trimmed, and sent upper case as the backend keeps codes.
const promoCode = z
  .string()
  .regex(/^\s*[A-Za-z0-9_-]{2,30}\s*$/)
  .trim()
  .toUpperCase();

export const cartFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-to-cart"), sku: skuSchema }),
  // `seenQuantity` is what the shopper's page showed: after a 409 the change is re-applied as a
  // difference to the fresh quantity, so two tabs pressing + both count.
  z.object({ intent: z.literal("quantity"), lineId, quantity, seenQuantity: quantity.optional(), version }),
  z.object({ intent: z.literal("remove"), lineId, version }),
  z.object({ intent: z.literal("undo-remove"), sku: skuSchema, quantity }),
  z.object({ intent: z.literal("promo-add"), code: promoCode, version }),
  z.object({ intent: z.literal("promo-remove"), code: promoCode, version }),
  z.object({ intent: z.literal("loyalty-card-add"), version }),
  z.object({ intent: z.literal("loyalty-card-remove"), version }),
  z.object({ intent: z.literal("loyalty-offers"), offerIds: z.array(z.string().regex(/^\w{1,20}$/)).max(20) }),
  z.object({
    intent: z.literal("gift-card-add"),
    amount: z.coerce.number().positive().max(100_000),
    recipientEmail: z.union([z.literal(""), z.email()]).optional(),
    message: z.string().trim().max(200).optional(),
    version,
  }),
  z.object({ intent: z.literal("gift-card-remove"), giftCardId: z.string().regex(/^[\w-]{1,40}$/), version }),
  z.object({ intent: z.literal("gift-card-restore"), amount: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("donation"),
    donationId: z.string().regex(/^\w{1,40}$/),
    amount: z.coerce.number().int().nonnegative(),
    version,
  }),
  z.object({ intent: z.literal("share-import"), share: z.string().max(2000) }),
  z.object({ intent: z.literal("empty"), version }),
]);
export type CartForm = z.infer<typeof cartFormSchema>;

export const CART_INTENTS = cartFormSchema.options.map((option) => option.shape.intent.value);
export type CartIntent = CartForm["intent"];

const removedLineSchema = z.object({
  lineId: z.string().max(64),
  sku: z.string().max(40),
  quantity: z.number().int().positive(),
  name: z.string().max(200),
  colourLabel: z.string().max(100),
  size: z.string().max(40),
  pictureUrl: z.string().max(300),
});
export type RemovedLine = z.infer<typeof removedLineSchema>;

/** What the cart endpoint answers, to a fetcher or (after the 303) through the flash cookie. */
export const cartAnswerSchema = formAnswerSchema(z.enum(CART_INTENTS as [CartIntent, ...CartIntent[]])).extend({
  /** The size an add was about: it stays chosen on the page the answer goes back to. */
  sku: z.string().max(40).optional(),
  /** The line a quantity answer is about, so only that line shows it. */
  lineId: z.string().max(64).optional(),
  /** No cart, or it is gone: the page says so above everything (the lines are gone too). */
  cartLost: z.boolean().optional(),
  /** A removed line, for the 4-second undo banner. */
  removed: removedLineSchema.optional(),
  removedGiftCard: z.object({ amount: z.number().int().positive() }).optional(),
  removedLoyaltyCard: z.boolean().optional(),
  /** What the change added or removed, for the analytics data layer (features/analytics/cart-events.ts). */
  tracked: z
    .object({
      event: z.enum(["add_to_cart", "remove_from_cart"]),
      currency: z.string().max(3),
      items: z
        .array(
          z.object({
            sku: z.string().max(40),
            model: z.string().max(40),
            name: z.string().max(200),
            price: z.number().int(),
            quantity: z.number().int(),
            segmentationId: z.string().max(40),
          }),
        )
        .max(50),
    })
    .optional(),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;
