import { describe, expect, test } from "vitest";
import { z } from "zod";
import { cartHandleId, parseCartHandle } from "../../app/agents/ucp/cart.server";
import { marketPrefix } from "../../app/agents/ucp/market";
import { CAPABILITIES, UCP_VERSION, ucpProfile } from "../../app/agents/ucp/protocol";
import { createCartInput, lookupCatalogInput, searchCatalogInput } from "../../app/agents/ucp/schemas";
import { UCP_RATE } from "../../app/agents/ucp/protocol";
import { withinRate } from "../../workers/ucp";

describe("the UCP endpoint for agents (issue 31)", () => {
  test("without account linking, the profile names the MCP endpoint, catalogue search and lookup, the cart, checkout with its delivery and discount extensions, and no payment handler", () => {
    const { ucp } = ucpProfile("https://www.atelier-sept.example");
    expect(ucp.version).toBe(UCP_VERSION);
    expect(ucp.services["dev.ucp.shopping"][0]).toMatchObject({
      transport: "mcp",
      endpoint: "https://www.atelier-sept.example/api/ucp/mcp",
    });
    const linked = [CAPABILITIES.order, CAPABILITIES.identityLinking] as string[];
    expect(Object.keys(ucp.capabilities).sort()).toEqual(
      Object.values(CAPABILITIES)
        .filter((name) => !linked.includes(name))
        .sort(),
    );
    for (const extension of [CAPABILITIES.fulfillment, CAPABILITIES.discount])
      expect(ucp.capabilities[extension]![0]).toMatchObject({ extends: CAPABILITIES.checkout });
    expect(ucp.payment_handlers).toEqual({});
  });

  test("where account linking is offered, the profile adds orders, identity linking with its two scopes, and the card-token handler", () => {
    const { ucp } = ucpProfile("https://www.atelier-sept.example", true);
    expect(Object.keys(ucp.capabilities).sort()).toEqual(Object.values(CAPABILITIES).sort());
    const linking = ucp.capabilities[CAPABILITIES.identityLinking]![0] as { config: { scopes: object } };
    expect(Object.keys(linking.config.scopes).sort()).toEqual([
      "dev.ucp.shopping.checkout:manage",
      "dev.ucp.shopping.order:read",
    ]);
    expect(ucp.payment_handlers).toEqual({
      "com.atelier-sept.card_token": [expect.objectContaining({ id: "card_token", config: expect.any(Object) })],
    });
  });

  test("country and language pick the site: its language if the country has it, else the country's, else the language's", () => {
    expect(marketPrefix({ address_country: "FR", language: "fr" })).toBe("fr-fr");
    expect(marketPrefix({ address_country: "ch", language: "fr-CH" })).toBe("fr-ch");
    expect(marketPrefix({ address_country: "DE", language: "en" })).toBe("de-de");
    expect(marketPrefix({ address_country: "PL" })).toBe("pl-pl");
    expect(marketPrefix({ address_country: "US", language: "es" })).toBe("es");
    expect(marketPrefix({ language: "it" })).toBe("it");
    expect(marketPrefix(undefined)).toBe("en");
  });

  test("a cart's id carries its market, session and cart, and nothing else reads as one", () => {
    const handle = { prefix: "fr-fr" as const, anonymousId: "6f1c0a3e-8b1d-4a57-9e0a-2f4b6c8d0e1f", cartId: "cart-42" };
    expect(parseCartHandle(cartHandleId(handle))).toEqual(handle);
    for (const forged of [
      "cart-42",
      "ucp1.xx-yy.6f1c0a3e-8b1d-4a57-9e0a-2f4b6c8d0e1f.cart-42",
      "ucp1.fr-fr.not-a-uuid.cart-42",
      "ucp1.fr-fr.6f1c0a3e-8b1d-4a57-9e0a-2f4b6c8d0e1f.cart/../42",
    ])
      expect(parseCartHandle(forged)).toBeNull();
  });

  test("inputs are bounded: quantities, lines, ids and cursors the shop can honour", () => {
    const meta = { "ucp-agent": { profile: "https://agent.example/profile.json" } };
    const cart = z.object(createCartInput);
    expect(cart.safeParse({ meta, cart: { line_items: [{ item: { id: "10000010101" }, quantity: 2 }] } }).success).toBe(
      true,
    );
    expect(
      cart.safeParse({ meta, cart: { line_items: [{ item: { id: "10000010101" }, quantity: 11 }] } }).success,
    ).toBe(false);
    expect(cart.safeParse({ cart: { line_items: [] } }).success).toBe(false);
    const lookup = z.object(lookupCatalogInput);
    expect(lookup.safeParse({ meta, catalog: { ids: Array.from({ length: 25 }, (_, i) => String(i)) } }).success).toBe(
      false,
    );
    const search = z.object(searchCatalogInput);
    expect(
      search.safeParse({ meta, catalog: { query: "robe", pagination: { cursor: "24", limit: 10 } } }).success,
    ).toBe(true);
    expect(search.safeParse({ meta, catalog: { pagination: { cursor: "-1" } } }).success).toBe(false);
  });

  test("each client is held to a rate per window, and starts again in the next", () => {
    const start = 1_000_000;
    for (let call = 0; call < UCP_RATE.requests; call++) expect(withinRate("agent-a", start + call)).toBe(true);
    expect(withinRate("agent-a", start + UCP_RATE.requests)).toBe(false);
    expect(withinRate("agent-b", start)).toBe(true);
    expect(withinRate("agent-a", start + UCP_RATE.windowMs)).toBe(true);
  });
});
