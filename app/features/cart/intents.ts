import { z } from "zod";
import { formAnswerSchema } from "../../lib/form-answer";
import { localisedSchema } from "../../lib/form-rules";
import { m } from "../../paraglide/messages.js";

/**
 * The cart's one write endpoint (`/{prefix}/cart`, Hydrogen's `routes/cart.tsx` shape): every
 * form that changes the cart, on any page, posts one of these intents. Each rule names its
 * problem in the shopper's language (lib/form-rules.ts): what a shopper types or chooses says
 * what to fix, the page's own fields (a line, a version) that the form could not be read.
 * Shared by the server (parsing), the generated HTML constraints and the forms (types only: the
 * browser bundle never imports zod from here).
 */

export const cartFormSchema = localisedSchema((say) => {
  const unreadable = say(m.cart_form_invalid);
  const version = z.coerce.number(unreadable).int(unreadable).nonnegative(unreadable).optional();
  const sku = z.string(unreadable).regex(/^[\w-]{1,40}$/, unreadable);
  const lineId = z.string(unreadable).regex(/^[\w-]{1,64}$/, unreadable);
  const quantity = z.coerce.number(unreadable).int(unreadable).min(1, unreadable).max(99, unreadable);
  // Checked as typed (the form's pattern is this one): spaces around it are allowed, as a pasted
  // " WELCOME10 " brings them and the browser must not refuse it with a pattern the shopper cannot
  // see; then trimmed, and sent upper case as the backend keeps codes.
  const promoFormat = say(m.cart_promo_format);
  const promoCode = z
    .string(promoFormat)
    .regex(/^\s*[A-Za-z0-9_-]{2,30}\s*$/, promoFormat)
    .trim()
    .toUpperCase();
  const chooseSize = say(m.product_choose_size);
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("add-to-cart"), sku: z.string(chooseSize).regex(/^[\w-]{1,40}$/, chooseSize) }),
    // `seenQuantity` is what the shopper's page showed: after a 409 the change is re-applied as a
    // difference to the fresh quantity, so two tabs pressing + both count.
    z.object({ intent: z.literal("quantity"), lineId, quantity, seenQuantity: quantity.optional(), version }),
    z.object({ intent: z.literal("remove"), lineId, version }),
    z.object({ intent: z.literal("undo-remove"), sku, quantity }),
    z.object({ intent: z.literal("promo-add"), code: promoCode, version }),
    z.object({ intent: z.literal("promo-remove"), code: promoCode, version }),
    z.object({ intent: z.literal("loyalty-card-add"), version }),
    z.object({ intent: z.literal("loyalty-card-remove"), version }),
    z.object({
      intent: z.literal("loyalty-offers"),
      offerIds: z.array(z.string(unreadable).regex(/^\w{1,20}$/, unreadable), unreadable).max(20, unreadable),
    }),
    z.object({
      intent: z.literal("gift-card-add"),
      // Within the site's range: its parameters, which the handler reads (a static schema cannot know them).
      amount: z.coerce.number(unreadable).positive(unreadable).max(100_000, unreadable),
      recipientEmail: z
        .union([z.literal(""), z.email(say(m.newsletter_email_invalid))], say(m.newsletter_email_invalid))
        .optional(),
      message: z
        .string(unreadable)
        .trim()
        .max(200, say(m.checkout_error_too_long, { max: 200 }))
        .optional(),
    }),
    z.object({
      intent: z.literal("gift-card-remove"),
      giftCardId: z.string(unreadable).regex(/^[\w-]{1,40}$/, unreadable),
      version,
    }),
    z.object({
      intent: z.literal("gift-card-restore"),
      amount: z.coerce.number(unreadable).int(unreadable).positive(unreadable),
    }),
    z.object({
      intent: z.literal("donation"),
      donationId: z.string(unreadable).regex(/^\w{1,40}$/, unreadable),
      amount: z.coerce.number(unreadable).int(unreadable).nonnegative(unreadable),
      version,
    }),
    z.object({
      intent: z.literal("share-import"),
      share: z.string(unreadable).max(2000, unreadable),
      promo: z.string(unreadable).max(200, unreadable).optional(),
    }),
    z.object({ intent: z.literal("empty"), version }),
  ]);
});
export type CartForm = z.infer<ReturnType<typeof cartFormSchema>>;

export const CART_INTENTS = cartFormSchema("en").options.map((option) => option.shape.intent.value);
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
