import { describe, expect, test } from "vitest";
import { buyerOf, selectedOption } from "../../app/agents/ucp/checkout-input";
import {
  type CheckoutRecord,
  CHECKOUT_TTL_MS,
  memoryCheckoutStore,
  newCheckoutId,
} from "../../app/agents/ucp/checkout-store";
import type { UcpMessage } from "../../app/agents/ucp/protocol";
import { AgentCheckout } from "../../workers/agent-checkout";
import { durableCheckoutStore } from "../../app/agents/ucp/checkout-store";

const record = (now: number): CheckoutRecord => ({
  id: newCheckoutId(),
  prefix: "pl-pl",
  anonymousId: "6f1c0a3e-8b1d-4a57-9e0a-2f4b6c8d0e1f",
  cartId: "cart-42",
  owner: "ucp",
  buyer: null,
  fulfillmentOption: null,
  destinationId: null,
  address: null,
  postalCode: null,
  customer: null,
  challenge: null,
  orderNumber: null,
  paidWith: null,
  state: "open",
  createdAt: now,
  expiresAt: now + CHECKOUT_TTL_MS,
});

describe("UCP checkout for agents (issue 53, decision 199)", () => {
  test("the buyer is kept only as the site takes it: an e-mail in lower case, names as the account forms take them", () => {
    const messages: UcpMessage[] = [];
    expect(
      buyerOf({ email: " Anna.Nowak@Example.PL ", first_name: "Anna", last_name: "Nowak-Kowalska" }, "pl", messages),
    ).toEqual({
      email: "anna.nowak@example.pl",
      first_name: "Anna",
      last_name: "Nowak-Kowalska",
    });
    expect(messages).toEqual([]);
    expect(buyerOf({ email: "anna-at-example" }, "en", messages)).toBeUndefined();
    expect(buyerOf({ email: "anna@example.pl", first_name: "<b>Anna</b>" }, "en", messages)).toEqual({
      email: "anna@example.pl",
    });
    expect(messages.map((message) => "path" in message && message.path)).toEqual([
      "$.buyer.email",
      "$.buyer.first_name",
    ]);
    expect(buyerOf(undefined, "en", messages)).toBeUndefined();
  });

  test("the delivery option chosen is the first group's that says one; null clears it, nothing keeps it", () => {
    expect(selectedOption({ methods: [{ groups: [{ selected_option_id: "LO" }] }] })).toBe("LO");
    expect(selectedOption({ methods: [{ groups: [{}] }, { groups: [{ selected_option_id: "NO" }] }] })).toBe("NO");
    expect(selectedOption({ methods: [{ groups: [{ selected_option_id: null }] }] })).toBeNull();
    expect(selectedOption(undefined)).toBeUndefined();
  });

  test("a checkout is read back only by its own id and until it expires; nothing else reads as one", async () => {
    let now = Date.UTC(2026, 10, 29, 12);
    const store = memoryCheckoutStore(() => now);
    const kept = record(now);
    await store.write(kept);
    expect(await store.read(kept.id)).toEqual(kept);
    for (const forged of ["chk_00000000-0000-0000-0000-000000000000", "ucp1.pl-pl.x.y", `${kept.id}x`, ""])
      expect(await store.read(forged), forged).toBeNull();
    now += CHECKOUT_TTL_MS;
    expect(await store.read(kept.id)).toBeNull();
  });

  test("the Durable Object keeps one record, refuses what is not one, and forgets it at its expiry", async () => {
    const storage = new Map<string, unknown>();
    let alarm = 0;
    const state = {
      storage: {
        get: async (key: string) => storage.get(key),
        put: async (key: string, value: unknown) => void storage.set(key, value),
        setAlarm: async (time: number) => void (alarm = time),
        deleteAll: async () => storage.clear(),
      },
    };
    const object = new AgentCheckout(state);
    const namespace = {
      idFromName: (name: string) => name,
      get: () => ({ fetch: (url: string, init?: RequestInit) => object.fetch(new Request(url, init)) }),
    };
    const store = durableCheckoutStore(namespace, () => Date.UTC(2026, 10, 29, 12));
    const kept = record(Date.UTC(2026, 10, 29, 12));
    expect(await store.read(kept.id)).toBeNull();
    await store.write(kept);
    expect(alarm).toBe(kept.expiresAt);
    expect(await store.read(kept.id)).toEqual(kept);
    expect((await object.fetch(new Request("https://x/", { method: "PUT", body: "{}" }))).status).toBe(400);
    await object.alarm();
    expect(await store.read(kept.id)).toBeNull();
  });
});
