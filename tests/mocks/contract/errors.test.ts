import { describe, expect, test } from "vitest";
import { z } from "zod";
import { ApiError, backendErrorCode, type BackendErrorCode } from "../../../app/api/errors";
import { cartSchema } from "../../../app/features/cart-model/schemas";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { createApiClient } from "../../../app/api/client.server";
import { FAULT_HEADER } from "../../../app/routing/request-context.server";
import { KEY, mockApi, type Caller } from "../../helpers/mock-api";

/**
 * The error catalogue (spec 8) against the backend's real answers: each situation, asked through
 * the storefront's own client, rejects with the typed code features switch on. No feature reads
 * the backend's message text; this is where its wording is pinned.
 */
const api = mockApi();
const sizes = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes));
const stocked = sizes.find((size) => size.stock >= 2 && size.availabilityCode === 2)!.sku;
const soldOut = sizes.find((size) => size.stock === 0)!.sku;

async function codeOf(call: Promise<unknown>): Promise<BackendErrorCode | "resolved"> {
  try {
    await call;
    return "resolved";
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.code;
  }
}

async function newCart(caller: Caller) {
  return api.client(caller).call("carts", { method: "POST", body: {}, schema: cartSchema });
}

describe("the backend's error answers, read as typed codes", () => {
  test("401 'Invalid JWT.' on a forged token; any other 401 is unauthorized", async () => {
    const forged = api.client({ session: api.newSession(), token: "e30.e30.c2ln" });
    expect(await codeOf(forged.call("accounts-self/", { schema: z.unknown() }))).toBe("invalid-jwt");
    expect(backendErrorCode(401, "Missing token")).toBe("unauthorized");
  });

  test("406 when a customer who has a cart creates another", async () => {
    const { accessToken } = await api.signIn("C100001");
    const client = api.client({ session: api.newSession(), token: accessToken });
    await client.call("carts", { method: "POST", body: { customerId: "C100001" }, schema: cartSchema });
    expect(
      await codeOf(client.call("carts", { method: "POST", body: { customerId: "C100001" }, schema: cartSchema })),
    ).toBe("cart-exists");
  });

  test("409 when the version is not the cart's", async () => {
    const caller = { session: api.newSession() };
    const cart = await newCart(caller);
    const stale = api.client(caller).call(`carts/${cart.id}/products/${stocked}`, {
      method: "POST",
      query: { version: cart.version + 5 },
      schema: cartSchema,
    });
    expect(await codeOf(stale)).toBe("version-conflict");
  });

  test("404 'No cart found for id' is told apart from any other 404", async () => {
    const client = api.client({ session: api.newSession() });
    expect(await codeOf(client.call("carts/cart-nope", { schema: cartSchema }))).toBe("cart-not-found");
    expect(await codeOf(client.call("ecommerce/v3/catalog/products/1", { schema: z.unknown() }))).toBe("not-found");
  });

  test("412 on validation when stock changed", async () => {
    expect(backendErrorCode(412, "Stock changed for sku X: 0 left")).toBe("validation-failed");
  });

  test("a quantity beyond stock and a sold-out size are stock limits", async () => {
    const caller = { session: api.newSession() };
    const cart = await newCart(caller);
    const client = api.client(caller);
    expect(
      await codeOf(
        client.call(`carts/${cart.id}/products/${soldOut}`, {
          method: "POST",
          query: { version: cart.version },
          schema: cartSchema,
        }),
      ),
    ).toBe("stock-limit");
    expect(backendErrorCode(400, "Only 2 left for sku 1234")).toBe("stock-limit");
  });

  test("promo codes: unknown, already applied, below their minimum", async () => {
    const caller = { session: api.newSession() };
    const client = api.client(caller);
    const cart = await newCart(caller);
    const added = await client.call(`carts/${cart.id}/products/${stocked}`, {
      method: "POST",
      query: { version: cart.version },
      schema: cartSchema,
    });
    const promo = (code: string, version: number) =>
      client.call(`carts/${cart.id}/promo-code/${code}`, { method: "POST", query: { version }, schema: cartSchema });
    expect(await codeOf(promo("NOPE42", added.version))).toBe("promo-invalid");
    const applied = await promo("WELCOME10", added.version);
    expect(await codeOf(promo("WELCOME10", applied.version))).toBe("promo-already-applied");
    expect(backendErrorCode(400, "Promo code NOEL5 needs a cart of at least 3000 cents")).toBe("promo-minimum-not-met");
    expect(backendErrorCode(400, "Product_out_of_stock")).toBe("product-out-of-stock");
  });

  test("outages: the mock's fault switch (5xx), a timeout, an answer that is not the contract", async () => {
    const fault = createApiClient({
      baseUrl: "http://mock.backend.internal/",
      fetcher: (request) => api.backend.handle(request),
      subscriptionKey: KEY,
      timeoutMs: 5000,
      acceptLanguage: "fr-FR",
      store: "fr",
      sessionId: api.newSession(),
      deviceChannel: "SD",
      extraHeaders: {
        [FAULT_HEADER]: JSON.stringify({ call: "GET /web-domains/", status: 503, message: "Maintenance" }),
      },
    });
    expect(await codeOf(fault.call("web-domains/", { query: { domain: "fr" }, schema: z.unknown() }))).toBe(
      "unavailable",
    );
    const client = api.client({ session: api.newSession() });
    expect(backendErrorCode(504, "Timed out after 8000 ms")).toBe("timeout");
    expect(
      await codeOf(
        client.call("web-domains/", { query: { domain: "fr" }, schema: z.object({ nothing: z.literal(true) }) }),
      ),
    ).toBe("bad-answer");
    expect(backendErrorCode(400, "Anything else")).toBe("rejected");
  });
});
