import { z } from "zod";

/**
 * What agents send, checked before anything runs (issue 31): the UCP MCP binding's arguments,
 * bounded (ids, lists and quantities the shop can honour). Unknown fields pass: the protocol
 * lets platforms add their own.
 */

const meta = z
  .object({
    "ucp-agent": z.object({ profile: z.string().max(2000) }).loose(),
    "idempotency-key": z.string().max(200).optional(),
  })
  .loose();

/** Where and in which language the buyer shops: it picks the site, its currency and prices. */
const context = z
  .object({
    address_country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    language: z.string().max(35).optional(),
    currency: z.string().max(3).optional(),
    postal_code: z.string().max(12).optional(),
  })
  .loose()
  .optional();

/** A postal address as UCP writes one. */
const postalAddress = z
  .object({
    first_name: z.string().max(80).optional(),
    last_name: z.string().max(80).optional(),
    street_address: z.string().max(120),
    extended_address: z.string().max(120).optional(),
    address_locality: z.string().max(80),
    postal_code: z.string().max(20),
    address_country: z.string().length(2),
  })
  .loose();
export type PostalAddress = z.infer<typeof postalAddress>;
/** Where an order goes: an address, with the phone the carrier calls. */
export const shippingAddress = postalAddress.extend({ phone_number: z.string().max(30).optional() });

const id = z.string().min(1).max(64);

export const searchCatalogInput = {
  meta,
  catalog: z
    .object({
      query: z.string().max(200).optional(),
      context,
      pagination: z
        .object({
          cursor: z
            .string()
            .regex(/^\d{1,6}$/)
            .optional(),
          limit: z.number().int().min(1).max(48).optional(),
        })
        .optional(),
    })
    .loose(),
};

export const lookupCatalogInput = {
  meta,
  catalog: z.object({ ids: z.array(id).min(1).max(24), context }).loose(),
};

export const getProductInput = {
  meta,
  catalog: z
    .object({
      id,
      selected: z
        .array(z.object({ name: z.string().max(100), label: z.string().max(100) }))
        .max(5)
        .optional(),
      context,
    })
    .loose(),
};

const lineItems = z
  .array(z.object({ item: z.object({ id }).loose(), quantity: z.number().int().min(1).max(10) }).loose())
  .max(20);

export const createCartInput = { meta, cart: z.object({ line_items: lineItems, context }).loose() };
export const getCartInput = { meta, id: z.string().min(1).max(200) };
export const updateCartInput = {
  meta,
  id: z.string().min(1).max(200),
  cart: z.object({ line_items: lineItems, context }).loose(),
};
export const cancelCartInput = { meta, id: z.string().min(1).max(200) };

export type CartLinesInput = z.infer<typeof lineItems>;

/** The buyer an agent names: checked against the site's rules where the checkout uses them. */
const buyer = z
  .object({
    email: z.string().max(254).optional(),
    first_name: z.string().max(40).optional(),
    last_name: z.string().max(40).optional(),
    phone_number: z.string().max(30).optional(),
  })
  .loose()
  .optional();

/** UCP's discount extension: the codes the buyer wants applied (all of them, each time). */
const discounts = z
  .object({ codes: z.array(z.string().max(40)).max(5) })
  .loose()
  .optional();

/** UCP's fulfillment extension: the option chosen in a method's group. */
const fulfillment = z
  .object({
    methods: z
      .array(
        z
          .object({
            groups: z
              .array(z.object({ selected_option_id: z.string().max(64).nullable().optional() }).loose())
              .max(5)
              .optional(),
            /** Where it goes, among the destinations a linked customer's checkout lists (decision 202). */
            selected_destination_id: z.string().max(64).nullable().optional(),
            /** A shipping address the platform gives (a linked customer's new address): checked as the delivery form checks it. */
            destinations: z
              .array(postalAddress.extend({ phone_number: z.string().max(30).optional() }))
              .max(1)
              .optional(),
          })
          .loose(),
      )
      .max(5),
  })
  .loose()
  .optional();

const checkoutFields = { line_items: lineItems.optional(), buyer, context, discounts, fulfillment };

export const createCheckoutInput = {
  meta,
  checkout: z.object({ cart_id: z.string().min(1).max(200).optional(), ...checkoutFields }).loose(),
};
export const getCheckoutInput = { meta, id: z.string().min(1).max(200) };
export const updateCheckoutInput = { meta, id: z.string().min(1).max(200), checkout: z.object(checkoutFields).loose() };

/** A card the payment handler's vault tokenised (decision 202): the token, never a card number. */
const instrument = z
  .object({
    id: z.string().max(64).optional(),
    handler_id: z.string().max(64),
    type: z.string().max(20).optional(),
    display: z
      .object({ brand: z.string().max(30).optional(), last_digits: z.string().max(4).optional() })
      .loose()
      .optional(),
    credential: z.object({ type: z.string().max(30), token: z.string().min(1).max(200) }).loose(),
    /** The card's billing address: the order is invoiced there, by the billing step's rules. */
    billing_address: postalAddress.optional(),
  })
  .loose();

export const completeCheckoutInput = {
  meta,
  id: z.string().min(1).max(200),
  checkout: z
    .object({
      payment: z
        .object({ instruments: z.array(instrument).max(3) })
        .loose()
        .optional(),
    })
    .loose()
    .optional(),
};
export type CompleteCheckoutInput = NonNullable<z.infer<typeof completeCheckoutInput.checkout>>;
export const getOrderInput = { meta, id: z.string().min(1).max(40), context };
export const cancelCheckoutInput = { meta, id: z.string().min(1).max(200) };

export type CheckoutFieldsInput = z.infer<z.ZodObject<typeof checkoutFields>>;
