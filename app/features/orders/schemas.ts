import { z } from "zod";
import { cartAddressSchema, cartSchema, moneySchema } from "../cart-model/schemas";

/**
 * The customer's orders (GET /customers-self/orders and /orders/{orderNumber}). Spec 3 names the
 * fields analytics reads; the rest is our design: the detail is the ordered cart's answer plus
 * when, its status and where it goes (decision 80).
 */
export const ORDER_STATUSES = ["CONFIRMED", "PREPARING", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
/** A status this storefront does not know yet is shown as "in progress", never refused. */
const statusSchema = z.enum(ORDER_STATUSES).or(z.string().transform(() => "PREPARING" as const));

export const orderListItemSchema = z.object({
  orderNumber: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  status: statusSchema,
  totalPrice: moneySchema,
  itemCount: z.number().int().nonnegative(),
  shippingMethodKey: z.string().nullable(),
});
export const orderListSchema = z.array(orderListItemSchema);
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderDetailSchema = cartSchema
  .pick({
    lineItems: true,
    totalPrice: true,
    shippingInfo: true,
    billingAddress: true,
    discounts: true,
    // What names each discount line as the cart and the checkout named it (issue 49).
    discountCode: true,
    loyaltyOffers: true,
    loyaltyCard: true,
    loyaltyPointsEarned: true,
    loyaltyBonusPointsEarned: true,
    giftCards: true,
    donations: true,
    payments: true,
  })
  .extend({
    orderNumber: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    status: statusSchema,
    deliveryAddress: cartAddressSchema.nullable(),
  });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Order numbers as the backend issues them: checked before they reach a URL. */
export const orderNumberSchema = z.string().regex(/^[\w-]{4,32}$/);
