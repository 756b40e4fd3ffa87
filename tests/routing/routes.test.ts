import { beforeAll, describe, expect, test, vi } from "vitest";
import { LOCALE_PREFIXES, LOCALES } from "../../app/lib/locales";
import { checkFor, UNKNOWN_CHECK } from "../../app/routing/checks.server";
import { funnelStepOf } from "../../app/pages/kinds";
import { CHECK_NAMES } from "../../app/pages/table";
import { pagesFor } from "../../app/routing/route-table";
import { RouterContextProvider } from "react-router";
import { resolvePath, routeObjects } from "../helpers/route-resolver";
import { testContext } from "../helpers/request-context";
import { signedInTokens } from "../helpers/tokens";

/** Every URL shape of spec 2.2-2.5, under every prefix, with the page it must reach. */
const ACCEPTED: [path: string, routeName: string][] = [
  ["", "index"],
  ["/_icons", "icons"],
  ["/cart", "cart"],
  ["/search", "search"],
  ["/search?q=robe", "search"],
  ["/catalog/robes-femme/WOMEN_DRESSES", "catalog"],
  ["/landingPage/black-friday/BF2026", "landing-page"],
  ["/trendPage/denim/DENIM_26", "trend-page"],
  ["/lookbookPage/hiver/LB_WINTER", "lookbook-page"],
  ["/blogPage/conseils/care_guide", "blog-page"],
  ["/conseils--blogcare_guide", "friendly"],
  ["/product/3543210000017", "product-by-gtin"],
  ["/product/robe-midi/123456", "product"],
  ["/robe-midi-rouge--p123456", "friendly"],
  ["/robes--plWOMEN_DRESSES", "friendly"],
  ["/black-friday--lpBF2026", "friendly"],
  ["/denim--tpDENIM_26", "friendly"],
  ["/hiver--lbpLB_WINTER", "friendly"],
  ["/stores", "store-locator"],
  ["/stores/all", "stores-all"],
  ["/stores/0042", "store"],
  ["/stores/france/paris/opera-42/", "store-friendly"],
  ["/stores/france/paris/42/", "store-friendly"],
  ["/auth/callback", "auth-callback"],
  ["/auth/logout", "auth-logout"],
  ["/newsletter/subscription", "newsletter-subscription"],
  ["/newsletter/confirmation", "newsletter-confirmation"],
  ["/unsubscribe", "unsubscribe"],
  ["/unsubscribe/confirmation", "unsubscribe-confirmation"],
  ["/tmp/error", "tmp-error"],
  ["/01/03543210000017", "gs1-product"],
  ["/01/03543210000017/robe-midi", "gs1-product"],
];

const REJECTED: string[] = [
  "/catalog/robes/WOMEN-DRESSES",
  "/catalog/robes/été",
  "/landingPage/x/BF-26",
  "/trendPage/x/a.b",
  "/lookbookPage/x/a%20b",
  "/blogPage/x/a-b",
  "/x--blogcare-guide",
  "/product/35432100A",
  "/product/robe/12a",
  "/robe--p12a",
  "/robe--pl",
  "/robes--plWOMEN-DRESSES",
  "/x--lpa.b",
  "/x--tp!",
  "/x--lbp-",
  "/stores/france/paris/opera-4x",
  "/01/3543210000017",
  "/01/0ABC",
  "/no-such-page",
  "/a/b/c/d",
];

// 404s are logged on purpose (message, status, URL); keep the test output readable.
beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

// The friendly and legacy forms redirect or render in the route module; store pages need a
// site with stores, so those rows run on prefixes of FR, CH and GB only.
const STORE_SITES = new Set(["FR", "CH", "GB"]);

describe("R2.1.01 R9.10 route table over the 12 locale prefixes", () => {
  test("the table holds one route tree per prefix with unique ids", () => {
    expect(LOCALE_PREFIXES).toHaveLength(12);
    const ids: string[] = [];
    const walk = (nodes: typeof routeObjects) =>
      nodes.forEach((node) => {
        ids.push(node.id!);
        if (node.children) walk(node.children);
      });
    walk(routeObjects);
    expect(new Set(ids).size).toBe(ids.length);
    for (const prefix of LOCALE_PREFIXES) expect(ids).toContain(`${prefix}:index`);
  });

  for (const prefix of LOCALE_PREFIXES) {
    const storesActive = STORE_SITES.has(LOCALES[prefix].site);
    test.each(ACCEPTED.filter(([path]) => storesActive || !path.startsWith("/stores")))(
      `R2.2.01 R2.2.02 R2.2.05 R2.2.07 R2.2.08 R2.2.13 R2.5.01 R2.5.04 R2.5.05 /${prefix}%s reaches %s`,
      async (path, routeName) => {
        const resolution = await resolvePath(`/${prefix}${path}`);
        expect(resolution).toMatchObject({ outcome: "page", routeId: `${prefix}:${routeName}` });
      },
    );
    test.each(REJECTED)(`R5.01 R8.10 /${prefix}%s is the 404 page`, async (path) => {
      expect((await resolvePath(`/${prefix}${path}`)).outcome).toBe("not-found");
    });
  }

  test("R8.10 a route validation failure says 'Page Not Found: {path}'", async () => {
    expect(await resolvePath("/fr-fr/product/robe/12a")).toMatchObject({
      outcome: "not-found",
      message: "Page Not Found: /fr-fr/product/robe/12a",
    });
  });

  test.each(["/xx", "/xx/cart", "/fr-be/cart", "/FR-FR-x", "/account"])(
    "unknown locale %s is not found",
    async (path) => {
      expect((await resolvePath(path)).outcome).toBe("not-found");
    },
  );
});

describe("decision 183: a page read written another way moves to the page's own path", () => {
  test.each([
    ["/FR-FR/Cart", "/fr-fr/cart"],
    ["/fr-fr/cart/", "/fr-fr/cart"],
    ["/fr-fr/", "/fr-fr"],
    ["/fr-fr/Private-Sale/?from=mail", "/fr-fr/private-sale?from=mail"],
    ["/fr-fr/AIDE/livraison", "/fr-fr/aide/livraison"],
    ["/fr-fr/aide/", "/fr-fr/aide"],
    ["/en/robes--plWOMEN_DRESSES/", "/en/robes--plWOMEN_DRESSES"],
  ])("%s → 301 %s, which reaches its page", async (path, own) => {
    expect(await resolvePath(path)).toMatchObject({ outcome: "redirect", location: own });
    expect((await resolvePath(own)).outcome).toBe("page");
  });

  test("a store page is left to its loader, which moves slug and closing slash in one step (tests/routes/own-urls)", async () => {
    expect((await resolvePath("/fr-fr/Stores/france/paris/old-name-42")).outcome).toBe("page");
  });
});

describe("R2.2.18 help pages use each language's word and short locales take no page", () => {
  const cases: [string, boolean][] = [
    ["/fr-fr/aide", true],
    ["/fr-fr/aide/livraison", true],
    ["/fr/aide", true],
    ["/fr/aide/livraison", false],
    ["/fr-ch/aide/retours", true],
    ["/en/help", true],
    ["/en/help/returns", true],
    ["/en/aide", false],
    ["/es-es/ayuda/envios", true],
    ["/es/ayuda", true],
    ["/es/ayuda/envios", false],
    ["/de-de/hilfe/versand", true],
    ["/de/hilfe", true],
    ["/de/hilfe/versand", false],
    ["/it-it/aiuto/spedizioni", true],
    ["/it/aiuto", true],
    ["/it/aiuto/spedizioni", false],
    ["/pl-pl/pomoc/dostawa", true],
    ["/pl/pomoc", true],
    ["/pl/pomoc/dostawa", false],
    ["/de-de/aide", false],
  ];
  test.each(cases)("R2.2.19 R2.2.20 R2.2.21 R2.2.22 R2.2.23 R2.2.24 R2.2.25 %s found: %s", async (path, found) => {
    const resolution = await resolvePath(path);
    expect(resolution.outcome === "page" && resolution.routeId.endsWith(":help")).toBe(found);
  });
});

describe("R2.3.01 R2.4.06 sign-in and named checks", () => {
  const orderPages = [
    "order-billing",
    "order-delivery",
    "order-overview",
    "order-payment",
    "order-confirmation",
    "order-adyen-check",
    "order-worldline-check",
  ];
  const accountPages = [
    "advantages",
    "alerts",
    "change-password",
    "dashboard",
    "delete",
    "downloads",
    "loyalty",
    "loyalty/history",
    "orders",
    "reservations",
    "settings",
    "settings/bank-details",
    "settings/billing-address",
    "settings/delivery-addresses",
    "settings/delivery-addresses/create",
    "settings/delivery-addresses/a1/edit",
    "settings/delivery-addresses/a1/delete",
    "settings/edit",
    "store",
    "subscriptions",
    "welcome",
    "wishlist",
  ];

  test.each([...orderPages, ...accountPages.map((page) => `account/${page}`)])(
    "R2.4.01 /fr-fr/%s sends a signed-out shopper to sign-in, coming back afterwards",
    async (page) => {
      const resolution = await resolvePath(`/fr-fr/${page}`);
      expect(resolution.outcome).toBe("redirect");
      const location = new URL((resolution as { location: string }).location);
      expect(location.pathname).toBe("/__mock/auth/sign-in");
      expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:8787/fr-fr/auth/callback");
      expect(location.searchParams.get("state")).toBe(`test-state-tag00~/fr-fr/${page}`);
    },
  );

  // Steps that run init-order (and the provider's return, order-exception) need a cart (tests/features/checkout): without one, the cart page.
  const needCart = [
    "order-billing",
    "order-delivery",
    "order-overview",
    "order-payment",
    "order-adyen-check",
    "order-worldline-check",
  ];
  test.each([
    ...orderPages.filter((page) => !needCart.includes(page)),
    ...accountPages.map((page) => `account/${page}`),
  ])("R2.4.06 /en/%s opens when signed in", async (page) => {
    expect((await resolvePath(`/en/${page}`, signedInTokens())).outcome).toBe("page");
  });

  test.each(needCart)("R2.3.01 /en/%s without a cart goes back to the cart page", async (page) => {
    expect(await resolvePath(`/en/${page}`, signedInTokens())).toMatchObject({
      outcome: "redirect",
      location: "/en/cart",
    });
  });

  test("R2.4.01 create and edit delivery address need a secure session (refresh token not expired)", async () => {
    const context = testContext("/fr-fr/account/settings/delivery-addresses/create", { tokens: signedInTokens() });
    const url = new URL("http://localhost:8787/fr-fr/account/settings/delivery-addresses/create");
    const args = { url, request: new Request(url), params: {}, route: new RouterContextProvider() };
    // Signed in, but the refresh token has just expired: sign in again, coming back here.
    const insecure = { ...context, auth: { ...context.auth, secure: () => false } };
    await expect(
      Promise.resolve().then(() => checkFor("secure-authent")({ ...args, context: insecure })),
    ).rejects.toBeInstanceOf(Response);
    await expect(
      Promise.resolve().then(() => checkFor("secure-authent")({ ...args, context })),
    ).resolves.toBeUndefined();
    // At start-up an expired refresh token is no session at all (spec 4): every account page signs in.
    const expired = signedInTokens({ refreshExpiresIn: -60 });
    for (const page of ["settings/delivery-addresses/create", "settings/delivery-addresses/a1/edit", "dashboard"]) {
      expect((await resolvePath(`/fr-fr/account/${page}`, expired)).outcome).toBe("redirect");
    }
  });

  test("R2.5.07 store pages need the store locator: FR, CH and GB only", async () => {
    for (const prefix of ["fr-fr", "fr", "fr-ch", "en"])
      expect((await resolvePath(`/${prefix}/stores`)).outcome).toBe("page");
    for (const prefix of ["es-es", "es", "de-de", "de", "it-it", "it", "pl-pl", "pl"]) {
      for (const path of ["/stores", "/stores/all", "/stores/12", "/stores/x/y/name-12/"]) {
        expect((await resolvePath(`/${prefix}${path}`)).outcome).toBe("not-found");
      }
    }
  });

  test("R2.5.08 R8.11 the registry knows the nine named checks and refuses any other", () => {
    expect([...CHECK_NAMES].sort()).toEqual([
      "account-access",
      "init-catalog",
      "init-order",
      "init-product",
      "order-access",
      "order-exception",
      "secure-authent",
      "share-cart",
      "store-access",
    ]);
    for (const name of CHECK_NAMES) expect(checkFor(name)).toBeTypeOf("function");
    expect(() => checkFor("no-such-check")).toThrow(UNKNOWN_CHECK);
  });

  test("R2.5.07 R2.2.03 pages carry the checks of the spec", () => {
    const page = (name: string) => pagesFor("fr-fr").find((entry) => entry.name === name)!;
    expect(page("cart").checks).toEqual(["share-cart"]);
    expect(page("catalog").checks).toEqual(["init-catalog"]);
    expect(page("landing-page").checks).toEqual(["init-catalog"]);
    expect(page("product").checks).toEqual(["init-product"]);
    for (const name of ["store-locator", "stores-all", "store", "store-friendly"])
      expect(page(name).checks).toEqual(["store-access"]);
    expect(page("createDeliveryAddresses").checks).toEqual(["secure-authent", "account-access"]);
    expect(page("editDeliveryAddresses").checks).toEqual(["secure-authent", "account-access"]);
    expect(page("order-billing").checks).toEqual(["init-order", "order-access"]);
    expect(page("order-adyen-check").checks).toEqual(["order-exception"]);
  });
});

describe("R2.5.09 layouts and funnel steps", () => {
  test("every page sits in one of the eight layouts", () => {
    const layouts = new Set(pagesFor("en").map((entry) => entry.layout));
    expect([...layouts].sort()).toEqual([
      "account",
      "auth",
      "cart-page",
      "default",
      "home-page",
      "newsletter",
      "order",
      "svg-sprite",
    ]);
  });

  test("R2.3.01 funnel steps: cart 1, billing 3, delivery 4, payment 5, confirmation 6, others '-'", () => {
    expect(funnelStepOf("cart")).toBe(1);
    expect(funnelStepOf("order-billing")).toBe(3);
    expect(funnelStepOf("order-delivery")).toBe(4);
    expect(funnelStepOf("order-payment")).toBe(5);
    expect(funnelStepOf("order-confirmation")).toBe(6);
    for (const name of ["index", "order-overview", "catalog", "account-dashboard", undefined])
      expect(funnelStepOf(name)).toBe("-");
  });
});
