import { describe, expect, test } from "vitest";
import { ApiError } from "../../../app/api/errors";
import { NO_KNOWN_CART } from "../../../app/api/errors";
import { cartCreationBody, loyaltySeniority } from "../../../app/features/cart-model/creation";
import type { Customer } from "../../../app/features/customer/schemas";
import { newCart, renderCart } from "../../../mocks/cart-engine";
import { fakeApi, type RecordedCall } from "../../helpers/fake-api";
import { testContext } from "../../helpers/request-context";
import { signedInTokens } from "../../helpers/tokens";
import { cartService } from "../../../app/features/cart/service.server";

const STORE = "fr";
const cartAt = (id: string, version: number) => renderCart({ ...newCart(id, STORE), version }, "fr", () => 10);
const gone = (id: string) => new ApiError(404, `No cart found for id ${id}`, "GET /carts");

function contextWith(
  answer: (call: RecordedCall) => { status?: number; data: unknown } | ApiError,
  options: { cartId?: string; signedIn?: boolean } = {},
) {
  const api = fakeApi(answer);
  const context = testContext("/fr-fr/cart", {
    api,
    tokens: options.signedIn ? signedInTokens() : {},
    cookies: options.cartId ? { as_cart_id_fr: options.cartId } : {},
  });
  return { context, api, cartCookie: () => context.cookies.get("as_cart_id_fr") };
}

const CUSTOMER: Customer = {
  customerId: "C100001",
  firstName: "Léa",
  lastName: "Martin",
  gender: "F",
  birthday: null,
  email: "lea@example.com",
  emailQuality: null,
  phoneNumber: null,
  phoneNumberCountry: null,
  phoneNumberQuality: null,
  optinNews: true,
  preferredStore: null,
  preferredChannel: null,
  fiscalNumber: null,
  hasPassword: true,
  isDeleted: false,
  loyaltyNumber: "FID123",
  loyaltyType: "FID",
  loyaltyCreationDate: "2021-03-15",
} as Customer;

describe("R4.07 R8.08 cart state transitions", () => {
  test("R8.08 an action needing a cart without one fails with 'No known cart in store' and calls nothing", async () => {
    const { context, api } = contextWith(() => ({ data: null }));
    const outcome = await cartService(context).removeLine("L1");
    expect(outcome).toMatchObject({ ok: false, code: "no-cart", message: NO_KNOWN_CART });
    expect(api.calls).toHaveLength(0);
  });

  test("a change sends the version the shopper saw and the answer replaces the cart", async () => {
    const { context, api } = contextWith((call) => ({ data: cartAt("K1", Number(call.query?.version) + 1) }), {
      cartId: "K1",
    });
    const outcome = await cartService(context).addPromo("X", 4);
    expect(outcome).toMatchObject({ ok: true, cart: { version: 5 } });
    expect(api.calls.map((call) => call.query?.version)).toEqual([4]);
    expect(await cartService(context).read()).toMatchObject({ version: 5 });
    expect(api.calls).toHaveLength(1);
  });

  test("R8.05 on 409 the cart is reloaded and the change retried once with the fresh version", async () => {
    let attempts = 0;
    let reads = 0;
    const { context, api } = contextWith(
      (call) => {
        // Another tab changed the cart between the first read and the add.
        if (call.method === "GET") return { data: cartAt("K1", reads++ === 0 ? 8 : 9) };
        attempts += 1;
        return Number(call.query?.version) === 9
          ? { data: cartAt("K1", 10) }
          : new ApiError(409, "Version mismatch", "POST");
      },
      { cartId: "K1" },
    );
    const outcome = await cartService(context).add("SKU1");
    expect(outcome).toMatchObject({ ok: true, cart: { version: 10 } });
    expect(attempts).toBe(2);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET carts/K1",
      "POST carts/K1/products/SKU1",
      "GET carts/K1",
      "POST carts/K1/products/SKU1",
    ]);
  });

  test("a second 409 is not retried again: the shopper gets a refusal, nothing loops", async () => {
    const { context, api } = contextWith(
      (call) => (call.method === "GET" ? { data: cartAt("K1", 3) } : new ApiError(409, "Version mismatch", "PUT")),
      { cartId: "K1" },
    );
    const outcome = await cartService(context).setQuantity({ lineId: "x", quantity: 2, version: 1 });
    expect(outcome).toMatchObject({ ok: false, code: "version-conflict", status: 409 });
    expect(api.calls.filter((call) => call.method === "PUT")).toHaveLength(2);
  });

  test("R8.06 404 'No cart found for id' forgets the cart and clears its cookie", async () => {
    const { context, cartCookie } = contextWith(() => gone("K1"), { cartId: "K1" });
    expect(await cartService(context).read()).toBeNull();
    expect(cartCookie()).toBeUndefined();
    expect(
      context.cookies
        .setCookieHeaders()
        .some((cookie) => cookie.startsWith("as_cart_id_fr=;") && cookie.includes("Max-Age=0")),
    ).toBe(true);
  });

  test("R4.07 R9.04 adding without a cart creates one (anonymous: empty body) and keeps its id 30 days", async () => {
    const { context, api } = contextWith((call) =>
      call.method === "POST" && call.path === "carts"
        ? { status: 201, data: cartAt("NEW", 0) }
        : { data: cartAt("NEW", 1) },
    );
    const outcome = await cartService(context).add("SKU1");
    expect(outcome.ok).toBe(true);
    expect(api.calls[0]).toMatchObject({ method: "POST", path: "carts", body: {} });
    expect(context.cookies.setCookieHeaders().find((cookie) => cookie.startsWith("as_cart_id_fr=NEW"))).toContain(
      "Max-Age=2592000",
    );
  });

  test("adding to a cart that is gone starts a new one and the line is not lost", async () => {
    const { context, api } = contextWith(
      (call) => {
        if (call.path === "carts/OLD") return gone("OLD");
        if (call.path === "carts") return { status: 201, data: cartAt("FRESH", 0) };
        return { data: cartAt("FRESH", 1) };
      },
      { cartId: "OLD" },
    );
    expect(await cartService(context).add("SKU1")).toMatchObject({ ok: true, cart: { id: "FRESH" } });
    expect(api.calls.at(-1)?.path).toBe("carts/FRESH/products/SKU1");
  });

  test("R8.04 R6.02 a signed-in creation sends the customer's fields; 406 fetches their existing cart", async () => {
    const { context, api, cartCookie } = contextWith(
      (call) => {
        if (call.path === "accounts-self/") return { data: CUSTOMER };
        if (call.path === "carts") return new ApiError(406, "Customer C100001 already has a cart", "POST /carts");
        if (call.path === "carts-self") return { data: cartAt("OWN", 7) };
        return { data: cartAt("OWN", 8) };
      },
      { signedIn: true },
    );
    expect(await cartService(context).add("SKU1")).toMatchObject({ ok: true, cart: { id: "OWN" } });
    // The 406 is answered by fetching the customer's own cart, and the add lands in it.
    const made = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(made.indexOf("GET carts-self")).toBeGreaterThan(made.indexOf("POST carts"));
    expect(made.indexOf("POST carts")).toBeGreaterThanOrEqual(0);
    expect(made.at(-1)).toBe("POST carts/OWN/products/SKU1");
    expect(api.calls.find((call) => call.path === "carts")?.body).toMatchObject({
      customerId: "C100001",
      loyaltyCardId: "FID123",
      loyaltyType: "FID",
      email: "lea@example.com",
    });
    expect(cartCookie()).toBe("OWN");
  });

  test("R4.09 merge at sign-in: 226 means merged; without a cart cookie the customer's own cart is adopted", async () => {
    const merged = contextWith(
      (call) => (call.path === "accounts-self/" ? { data: CUSTOMER } : { status: 226, data: cartAt("OWN", 3) }),
      { signedIn: true, cartId: "ANON" },
    );
    expect(await cartService(merged.context).mergeOnSignIn()).toEqual({ merged: true });
    expect(merged.api.calls.find((call) => call.path === "carts/merge")).toMatchObject({
      body: { cartId: "ANON", customer: { customerId: "C100001" } },
    });
    expect(merged.cartCookie()).toBe("OWN");

    const adopted = contextWith(
      (call) => (call.path === "accounts-self/" ? { data: CUSTOMER } : { data: cartAt("OWN", 3) }),
      { signedIn: true },
    );
    expect(await cartService(adopted.context).mergeOnSignIn()).toEqual({ merged: false });
    expect(adopted.cartCookie()).toBe("OWN");
  });

  test("another customer's cart is never merged, nor shown once nobody is signed in (shared devices)", async () => {
    const theirs = { ...cartAt("THEIRS", 2), customer: { customerId: "C999999", loyaltyCardId: null } };
    const signedIn = contextWith(
      (call) =>
        call.path === "accounts-self/"
          ? { data: CUSTOMER }
          : call.path === "carts/THEIRS"
            ? { data: theirs }
            : { data: cartAt("OWN", 1) },
      {
        signedIn: true,
        cartId: "THEIRS",
      },
    );
    expect(await cartService(signedIn.context).mergeOnSignIn()).toEqual({ merged: false });
    expect(signedIn.api.calls.some((call) => call.path === "carts/merge")).toBe(false);
    expect(signedIn.cartCookie()).toBe("OWN");

    const signedOut = contextWith(() => ({ data: theirs }), { cartId: "THEIRS" });
    expect(await cartService(signedOut.context).read()).toBeNull();
    expect(signedOut.cartCookie()).toBeUndefined();
  });

  test("loyalty seniority counts whole years since the card was created", () => {
    expect(loyaltySeniority("2021-03-15", new Date("2026-03-14T12:00:00Z"))).toBe(4);
    expect(loyaltySeniority("2021-03-15", new Date("2026-03-15T12:00:00Z"))).toBe(5);
    expect(loyaltySeniority(null)).toBeNull();
    expect(cartCreationBody(null)).toEqual({});
    expect(cartCreationBody({ ...CUSTOMER, loyaltyType: "HSP" })).toMatchObject({
      loyaltyCardId: null,
      loyaltySeniority: null,
      loyaltyType: "HSP",
    });
  });
});

describe("one cart per site (decision 178)", () => {
  test("each site keeps its own cart id: the Swiss site does not read the German site's cart", async () => {
    const api = fakeApi(() => ({ data: cartAt("DE1", 1) }));
    const swiss = testContext("/fr-ch/cart", { api, cookies: { as_cart_id_de: "DE1" } });
    expect(await cartService(swiss).read()).toBeNull();
    expect(api.calls).toHaveLength(0);
    // The German cart's cookie stays for the shopper's return to the German site.
    expect(swiss.cookies.setCookieHeaders().some((cookie) => cookie.startsWith("as_cart_id_de="))).toBe(false);
    const german = testContext("/de-de/cart", { api, cookies: { as_cart_id_de: "DE1" } });
    expect((await cartService(german).read())?.id).toBe("DE1");
  });

  test("a first add on a site keeps the new cart under that site's cookie only", async () => {
    const api = fakeApi((call) =>
      call.method === "POST" && call.path === "carts"
        ? { status: 201, data: { ...cartAt("CH1", 0), totalPrice: { centAmount: 0, currencyCode: "CHF" } } }
        : { data: { ...cartAt("CH1", 1), totalPrice: { centAmount: 7890, currencyCode: "CHF" } } },
    );
    const context = testContext("/fr-ch/cart", { api, cookies: { as_cart_id_de: "DE1" } });
    expect((await cartService(context).add("SKU1")).ok).toBe(true);
    const set = context.cookies.setCookieHeaders();
    expect(set.find((cookie) => cookie.startsWith("as_cart_id_ch=CH1"))).toBeDefined();
    expect(set.some((cookie) => cookie.startsWith("as_cart_id_de="))).toBe(false);
  });

  test("a cart in another site's currency under this site's cookie is forgotten, never shown", async () => {
    const { context, cartCookie } = contextWith(() => ({ data: { ...cartAt("K1", 1) } }), { cartId: "K1" });
    expect((await cartService(context).read())?.id).toBe("K1");
    const api = fakeApi(() => ({ data: cartAt("K1", 1) }));
    const polish = testContext("/pl-pl/cart", { api, cookies: { as_cart_id_pl: "K1" } });
    expect(await cartService(polish).read()).toBeNull();
    expect(polish.cookies.setCookieHeaders().some((cookie) => /^as_cart_id_pl=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect(cartCookie()).toBe("K1");
  });
});
