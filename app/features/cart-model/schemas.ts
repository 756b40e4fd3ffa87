import { z } from "zod";
import { cartAddressSchema } from "../addresses/schemas";

/** The cart and its calls (spec 3 "Cart", spec 7 "Cart"). Amounts are in cents. */

const cents = z.object({ centAmount: z.number().int() });
export const moneySchema = z.object({
  centAmount: z.number().int(),
  currencyCode: z.enum(["EUR", "CHF", "GBP", "PLN", "CZK"]),
});

export const discountTypeSchema = z.enum(["REM", "PTS", "CAD", "COU"]);

export const lineItemSchema = z.object({
  lineId: z.string(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  totalPrice: cents,
  isFree: z.boolean(),
  lastModifiedAt: z.iso.datetime({ offset: true }),
  segmentationId: z.string(),
  availableQuantity: z.number().int().nonnegative(),
  catalogPrice: z.object({ price: cents, strikeThroughPrice: cents.nullable() }),
  discountMessages: z.array(z.object({ type: discountTypeSchema, displayedAmount: z.string() })),
  /** Comma-separated (spec 3). */
  categoryLabel: z.string(),
  /** Semicolon-separated (spec 3). */
  marketingLabels: z.string(),
  // What a cart line shows, resolved by the backend in the request's language (designed).
  productId: z.string(),
  optionId: z.string(),
  name: z.string(),
  colourLabel: z.string(),
  size: z.string(),
  pictureUrl: z.string(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

// The address shape lives with the addresses; carts carry it (billing, delivery).
export { cartAddressSchema, type CartAddress } from "../addresses/schemas";

export const discountCodeSchema = z.object({
  code: z.string(),
  type: discountTypeSchema,
  value: z.number(),
  productOutOfStock: z.boolean(),
  opcId: z.string().nullable(),
});

export const paymentProviderSchema = z.enum(["INTERNAL", "ADYEN", "WORLDLINE"]);

export const cartSchema = z.object({
  id: z.string(),
  version: z.number().int().nonnegative(),
  lineItems: z.array(lineItemSchema),
  totalPrice: moneySchema,
  // Where the order goes (spec 3: country, deliveryPointIdV2); the address lines beside them
  // (designed, docs/api.md) let every step say where: the home address, or the place's name and
  // address with the receiver's name. Absent before delivery is chosen.
  shippingAddress: z
    .object({ country: z.string().length(2), deliveryPointIdV2: z.string().nullable() })
    .extend(
      cartAddressSchema
        .pick({
          firstName: true,
          lastName: true,
          address1: true,
          address2: true,
          address3: true,
          address4: true,
          zipCode: true,
          city: true,
        })
        .partial().shape,
    )
    .nullable(),
  shippingInfo: z.object({ shippingMethodKey: z.string(), name: z.string(), price: cents }).nullable(),
  billingAddress: cartAddressSchema.nullable(),
  discountCode: z.array(discountCodeSchema),
  discounts: z.array(z.object({ code: z.string(), type: discountTypeSchema, amount: cents })),
  loyaltyCard: z.object({ cardId: z.string(), price: cents }).nullable(),
  loyaltyOffers: z.object({
    offers: z.array(z.object({ id: z.string(), title: z.string(), amount: cents, productOutOfStock: z.boolean() })),
  }),
  loyaltyPointsEarned: z.number().int().nonnegative(),
  loyaltyBonusPointsEarned: z.number().int().nonnegative(),
  loyaltyPointsIncentive: z.number().int().nonnegative(),
  giftCards: z.array(z.object({ id: z.string(), price: cents })),
  donations: z.array(z.object({ id: z.string(), price: cents })),
  payments: z.array(
    // paymentId (designed): which payment a gift card's removal names.
    z.object({
      paymentId: z.string().optional(),
      paymentProvider: paymentProviderSchema,
      paymentProduct: z.string(),
      amountPlanned: cents,
      status: z.string(),
    }),
  ),
  subscriptions: z.array(z.object({ type: z.string() })),
  customer: z.object({ customerId: z.string().nullable(), loyaltyCardId: z.string().nullable() }),
  productsNotAdded: z.boolean(),
  /** Skus refused by a products-list add (206). */
  skusNotAdded: z.array(z.string()),
  sourceCartId: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /carts: anonymous (no body) or for the signed-in customer. */
export const cartCreateBodySchema = z
  .object({
    customerId: z.string(),
    loyaltyCardId: z.string().nullable(),
    loyaltySeniority: z.number().int().nonnegative().nullable(),
    loyaltyType: z.enum(["FID", "HSP"]).nullable(),
    email: z.email(),
  })
  .partial();

export const productsListBodySchema = z.object({ skus: z.array(z.string()).min(1).max(50) });
export const giftCardPaymentBodySchema = z.object({ amount: z.number().int().positive() });
export const giftCardPurchaseBodySchema = z.object({
  giftCard: z.object({
    amount: z.number().int().positive(),
    recipientEmail: z.email().nullable(),
    message: z.string().max(200).nullable(),
  }),
});
/** A 0 amount removes the donation. */
export const donationBodySchema = z.object({ donationId: z.string(), amount: z.number().int().nonnegative() });
export const loyaltyOffersBodySchema = z.object({ loyaltyOfferIds: z.array(z.string()) });
export const cartSubscriptionsBodySchema = z.object({ subscriptions: z.array(z.object({ type: z.string() })) });
export const mergeBodySchema = z.object({ cartId: z.string(), customer: z.object({ customerId: z.string() }) });
export const hspReceiverBodySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  storeId: z.string(),
});
export const paymentBodySchema = z.object({
  paymentProduct: z.string(),
  amount: z.number().int().nonnegative(),
  returnUrl: z.url().optional(),
});
/**
 * A card the provider's vault already holds, paid server to server (an agent's payment, decision
 * 202): the vault's token, and where a 3-D Secure challenge comes back to.
 */
export const tokenPaymentBodySchema = z.object({
  paymentProduct: z.string(),
  amount: z.number().int().positive(),
  paymentToken: z.string().min(1).max(200),
  returnUrl: z.url(),
});
/** The provider's answer to a token: authorised, refused (and why), or a challenge the cardholder must pass. */
export const tokenPaymentAnswerSchema = z.object({
  paymentId: z.string(),
  resultCode: z.enum(["Authorised", "Refused", "ChallengeShopper", "Error"]),
  refusalReason: z.string().nullable(),
  challengeUrl: z.string().nullable(),
  cart: cartSchema,
});
/** Card-provider variant: where to send the shopper, and the payment's first status. */
export const providerPaymentAnswerSchema = z.object({
  paymentId: z.string(),
  resultCode: z.enum(["RedirectShopper", "Authorised", "Refused", "Error"]),
  redirectUrl: z.string().nullable(),
  cart: cartSchema,
});

export const shippingMethodSchema = z.object({
  key: z.enum(["LM", "NO", "PR", "EX", "VI", "LO", "HSP"]),
  name: z.string(),
  shippingMethods: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      carrier: z.string(),
      deliveryDays: z.tuple([z.number(), z.number()]),
    }),
  ),
  shippingRate: z.object({ price: cents, freeAbove: cents.nullable() }),
});
export const shippingMethodsSchema = z.array(shippingMethodSchema);
