import { z } from "zod";
import type { CartSessionNamespace } from "../../lib/env.server";
import { isLocalePrefix, type LocalePrefix } from "../../lib/locales";
import { shippingAddress } from "./schemas";

/**
 * Where an agent's checkout lives between its calls (issue 53): its market and cart session, the
 * buyer, the delivery option chosen, and its state. A Durable Object per checkout in production
 * (workers/agent-checkout.ts, the AGENT_CHECKOUTS binding); in an isolate's memory where there is
 * none (unit tests). Read back through a schema, like any answer from outside the request.
 */

/** How long a checkout lives (UCP's default: six hours from its creation). */
export const CHECKOUT_TTL_MS = 6 * 60 * 60 * 1000;

export const checkoutRecordSchema = z.object({
  id: z.string().regex(/^chk_[0-9a-f-]{36}$/),
  prefix: z.string().refine(isLocalePrefix),
  anonymousId: z.string().uuid(),
  cartId: z.string().max(64),
  /** Who may open it: every UCP caller holding its id, or the one ACP platform that made it. */
  owner: z.string().max(80),
  buyer: z
    .object({
      email: z.string().max(254),
      first_name: z.string().max(40).optional(),
      last_name: z.string().max(40).optional(),
      phone_number: z.string().max(20).optional(),
    })
    .nullable(),
  fulfillmentOption: z.string().max(64).nullable(),
  /** Where it goes (a saved address, a pickup point, a locker), for a linked customer (decision 202). */
  destinationId: z.string().max(64).nullable().default(null),
  /** A new shipping address the platform gave for a linked customer (destination `new_address`). */
  address: shippingAddress.nullable().default(null),
  /** Where the buyer is (UCP context's postal code): pickup points and lockers are listed around it. */
  postalCode: z.string().max(12).nullable().default(null),
  /** The customer whose account linked the checkout: it is then theirs alone, and may be paid. */
  customer: z.string().max(100).nullable().default(null),
  /** A payment waiting for the cardholder's 3-D Secure answer, and the agent's token to finish with. */
  challenge: z
    .object({ paymentId: z.string().max(64), url: z.string().max(2000), token: z.string().max(12_000) })
    .nullable()
    .default(null),
  orderNumber: z.string().max(40).nullable().default(null),
  /** The challenged payment that placed the order: the cardholder's return for it shows the order. */
  paidWith: z.string().max(64).nullable().default(null),
  state: z.enum(["open", "handed_off", "canceled", "completed"]),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type CheckoutRecord = z.infer<typeof checkoutRecordSchema> & { prefix: LocalePrefix };

export interface CheckoutStore {
  read(id: string): Promise<CheckoutRecord | null>;
  write(record: CheckoutRecord): Promise<void>;
  /** The order a checkout placed, kept a month so that get_order names its checkout (decision 202). */
  linkOrder(orderNumber: string, checkoutId: string): Promise<void>;
  checkoutOfOrder(orderNumber: string): Promise<string | null>;
  /**
   * Holds the checkout while one call pays it (a lease, released after): a second call paying the
   * same checkout, or reading a 3-D Secure answer at the same moment, is told it is in progress.
   */
  holdPayment(id: string): Promise<boolean>;
  releasePayment(id: string): Promise<void>;
}

/** Longer than any payment and order (the backend's calls time out at 8 s each), short enough to retry. */
const PAYMENT_LEASE_MS = 60_000;

const ORDER_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const orderLinkSchema = z.object({ checkoutId: z.string().regex(/^chk_[0-9a-f-]{36}$/), expiresAt: z.number().int() });

export const newCheckoutId = () => `chk_${crypto.randomUUID()}`;
const CHECKOUT_ID = /^chk_[0-9a-f-]{36}$/;

function parseRecord(value: unknown, id: string, now: number): CheckoutRecord | null {
  const record = checkoutRecordSchema.safeParse(value);
  if (!record.success || record.data.id !== id || record.data.expiresAt <= now) return null;
  return record.data as CheckoutRecord;
}

/**
 * One record per name in the AGENT_CHECKOUTS Durable Objects (workers/agent-checkout.ts): read
 * back as sent (null when there is none), replaced, claimed when absent, or removed; each
 * forgotten at its `expiresAt`.
 */
export function durableRecords(namespace: CartSessionNamespace) {
  const stub = (name: string) => namespace.get(namespace.idFromName(name));
  return {
    async get(name: string): Promise<unknown> {
      const answer = await stub(name).fetch("https://agent-checkout/", { method: "GET" });
      return answer.ok ? answer.json() : null;
    },
    async put(name: string, record: { expiresAt: number } & Record<string, unknown>): Promise<void> {
      const answer = await stub(name).fetch("https://agent-checkout/", { method: "PUT", body: JSON.stringify(record) });
      if (!answer.ok) throw new Error(`Record ${name} not kept (${answer.status})`);
    },
    /** Keeps `record` unless one is there already, in one step: null when kept, else what was there. */
    async claim(name: string, record: { expiresAt: number }): Promise<unknown> {
      const answer = await stub(name).fetch("https://agent-checkout/", {
        method: "POST",
        body: JSON.stringify(record),
      });
      if (answer.status === 201) return null;
      if (!answer.ok) throw new Error(`Record ${name} not claimed (${answer.status})`);
      return answer.json();
    },
    async remove(name: string): Promise<void> {
      await stub(name).fetch("https://agent-checkout/", { method: "DELETE" });
    },
  };
}

/** The checkouts kept by the AGENT_CHECKOUTS Durable Objects, one per checkout id. */
export function durableCheckoutStore(namespace: CartSessionNamespace, now = () => Date.now()): CheckoutStore {
  const records = durableRecords(namespace);
  return {
    async read(id) {
      return CHECKOUT_ID.test(id) ? parseRecord(await records.get(id), id, now()) : null;
    },
    write: (record) => records.put(record.id, record),
    linkOrder: (orderNumber, checkoutId) =>
      records.put(`order:${orderNumber}`, { checkoutId, expiresAt: now() + ORDER_LINK_TTL_MS }),
    async checkoutOfOrder(orderNumber) {
      const link = orderLinkSchema.safeParse(await records.get(`order:${orderNumber}`));
      return link.success && link.data.expiresAt > now() ? link.data.checkoutId : null;
    },
    holdPayment: async (id) => (await records.claim(`paying:${id}`, { expiresAt: now() + PAYMENT_LEASE_MS })) === null,
    releasePayment: (id) => records.remove(`paying:${id}`),
  };
}

/** Checkouts in this isolate's memory: where no Durable Object is bound (tests, a bare `vite dev`). */
export function memoryCheckoutStore(now = () => Date.now()): CheckoutStore {
  const kept = new Map<string, CheckoutRecord>();
  const orders = new Map<string, string>();
  const paying = new Map<string, number>();
  return {
    async read(id) {
      return CHECKOUT_ID.test(id) ? parseRecord(kept.get(id), id, now()) : null;
    },
    async write(record) {
      if (kept.size > 10_000) kept.clear();
      kept.set(record.id, structuredClone(record));
    },
    async linkOrder(orderNumber, checkoutId) {
      orders.set(orderNumber, checkoutId);
    },
    checkoutOfOrder: async (orderNumber) => orders.get(orderNumber) ?? null,
    async holdPayment(id) {
      if ((paying.get(id) ?? 0) > now()) return false;
      paying.set(id, now() + PAYMENT_LEASE_MS);
      return true;
    },
    async releasePayment(id) {
      paying.delete(id);
    },
  };
}
