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
  })
  .loose()
  .optional();

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
