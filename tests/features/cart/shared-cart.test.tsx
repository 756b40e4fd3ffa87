import { createContext, useContext } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { ApiError } from "../../../app/api/errors";
import { cartAction } from "../../../app/features/cart/actions.server";
import { loadCartPage } from "../../../app/features/cart/cart-page.server";
import { SharedCartOffer } from "../../../app/features/cart/components/share-cart";
import type { CartAnswer } from "../../../app/features/cart/intents";
import { isolateWriteQueue, type CartWriteQueue } from "../../../app/features/cart-model/write-queue.server";
import { MAX_SHARED_UNITS, parseShareParam, shareParam } from "../../../app/features/cart/share";
import type { SharedCartPreview } from "../../../app/features/cart/shared-cart.server";
import { formatMoney } from "../../../app/lib/money";
import { m } from "../../../app/paraglide/messages.js";
import { PRODUCTS, productBySku } from "../../../mocks/data/catalog";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { cartService } from "../../../app/features/cart/service.server";

/**
 * Issue 49, point 3: a shared cart's link shows each of its lines, resolved from the site's own
 * catalogue, before the shopper takes it; taking it lands on the cart without the link, and
 * taking it again (a double tap, a resubmitted post, two parallel posts, the back button) adds
 * nothing more (decision 176). Against the offline backend through the storefront's API client.
 */
const backend = mockApi();
const fr = { locale: "fr" as const };
const sizes = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) => option.sizes.map((size) => ({ product, option, size }))),
);
const stocked = sizes.filter((entry) => entry.size.stock >= 6 && entry.size.availabilityCode === 2);
// The link of the issue: a dress in size 34, 10 in stock, 54,99 € (57.90 CHF on the Swiss site).
const dress = productBySku("10000030101")!;
const other = stocked.find((entry) => entry.product.productId !== dress.product.productId)!;
const soldOut = sizes.find((entry) => entry.size.stock === 0)!;
const lowStock = sizes.find((entry) => entry.size.availabilityCode === 1 && entry.size.stock < 4)!;
const euros = (cents: number) => formatMoney(cents, "EUR", "fr-FR");

interface Browser {
  cookies: Record<string, string>;
}

/** One shopper's browser on a site: requests carry the cookies the previous answers set. */
function shopper(prefix = "fr-fr", caller = { store: "fr", language: "fr-FR" }, turns?: CartWriteQueue) {
  const session = backend.newSession();
  const browser: Browser = { cookies: {} };
  const context = (sent = browser.cookies) =>
    testContext(`/${prefix}/cart`, {
      api: backend.client({ session, ...caller }),
      cookies: sent,
      turns: turns ? { queue: turns, session } : undefined,
    });
  const keep = (jar: ReturnType<typeof context>["cookies"]) => {
    for (const header of jar.setCookieHeaders()) {
      const [pair] = header.split(";");
      const [name, value] = pair!.split("=");
      if (header.includes("Max-Age=0")) delete browser.cookies[name!];
      else browser.cookies[name!] = decodeURIComponent(value!);
    }
  };
  /** The accept form, posted as a fetcher would; `sent` is the cookies the browser had when it left. */
  async function accept(share: string, sent = { ...browser.cookies }) {
    const form = new FormData();
    form.set("intent", "share-import");
    form.set("share", share);
    const request = context(sent);
    const answered = await cartAction.answer(form, request);
    keep(request.cookies);
    return answered;
  }
  async function page(share: string | null) {
    const request = context();
    const url = new URL(`http://localhost:8787/${prefix}/cart${share === null ? "" : `?share=${share}`}`);
    return loadCartPage(url, request, parseShareParam(share));
  }
  const lines = async () =>
    ((await cartService(context()).read())?.lineItems ?? []).map((line) => [line.sku, line.quantity] as const);
  return { accept, page, lines, context, session, browser, keep };
}

function ready(preview: SharedCartPreview | null) {
  if (preview?.state !== "ready") throw new Error(`expected a preview, got ${JSON.stringify(preview)}`);
  return preview;
}

const Shown = createContext<SharedCartPreview>({ state: "invalid", reason: "malformed" });
function PreviewPage() {
  return <SharedCartOffer share={useContext(Shown)} />;
}

/** The preview as the server renders it on the cart page. */
async function html(share: SharedCartPreview, path = "/fr-fr/cart?share=x"): Promise<string> {
  const Stub = createRoutesStub([{ path: path.split("?")[0]!, Component: PreviewPage }]);
  const stream = await renderToReadableStream(
    <Shown.Provider value={share}>
      <Stub initialEntries={[path]} />
    </Shown.Provider>,
  );
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

const answerOf = (answered: { answer: CartAnswer; status: number }) => ({
  ok: answered.answer.ok,
  message: answered.answer.message,
  status: answered.status,
});

describe("the preview: each shared line as this site sells it, before anything is added", () => {
  test("the issue's link on fr-fr: picture, name, colour, size, unit price in euros, quantity, line total and shared total", async () => {
    const { page, lines } = shopper();
    const preview = ready((await page("10000030101:2")).share);
    const { product, option, size } = dress;
    expect(preview).toMatchObject({ units: 2, currency: "EUR", total: 2 * 5499, toAdd: 2 });
    expect(preview.lines).toEqual([
      expect.objectContaining({
        sku: size.sku,
        state: "available",
        name: product.name.fr,
        colour: option.colour.label.fr,
        size: size.label,
        unitPrice: 5499,
        shared: 2,
        quantity: 2,
        inCart: 0,
        lineTotal: 10998,
        pictureUrl: expect.stringContaining(`/products/${product.productId}/${option.optionId}/`),
        href: expect.stringMatching(new RegExp(`^/fr-fr/.*--p${product.productId}\\?option=${option.optionId}$`)),
      }),
    ]);
    expect(await lines()).toEqual([]);
    const shown = await html(preview);
    for (const text of [
      m.cart_share_received({ count: 2 }, fr),
      product.name.fr,
      m.cart_line_size({ size: size.label }, fr),
      m.cart_share_unit_price({ price: euros(5499) }, fr),
      m.cart_share_line_quantity({ count: 2 }, fr),
      euros(10998),
      m.cart_share_total({ amount: euros(10998) }, fr),
      m.cart_share_import({}, fr),
      m.cart_share_decline({}, fr),
    ])
      expect(shown).toContain(text);
    // Declining is a link to the cart without the link's parameter.
    expect(shown).toMatch(/<a[^>]*href="\/fr-fr\/cart"[^>]*>Ne pas les ajouter<\/a>/);
  });

  test("the same link on the Swiss site is in francs, from the Swiss catalogue", async () => {
    const { page } = shopper("fr-ch", { store: "ch", language: "fr-CH" });
    const preview = ready((await page("10000030101:2")).share);
    expect(preview).toMatchObject({ currency: "CHF", total: 2 * 5790 });
    expect(await html(preview, "/fr-ch/cart?share=x")).toContain(formatMoney(2 * 5790, "CHF", "fr-CH"));
  });

  test("a sold-out size, a size this site does not know and a quantity beyond the stock are shown as such, not dropped", async () => {
    const { page } = shopper();
    const share = `${soldOut.size.sku}:1,NOPE-404:1,${lowStock.size.sku}:5`;
    const preview = ready((await page(share)).share);
    const stock = lowStock.size.stock;
    const price = lowStock.option.prices.EUR.amount;
    expect(preview.lines).toMatchObject([
      { sku: soldOut.size.sku, state: "sold-out", name: soldOut.product.name.fr, quantity: 0 },
      { sku: "NOPE-404", state: "unknown", shared: 1 },
      { sku: lowStock.size.sku, state: "available", shared: 5, quantity: stock, lineTotal: price * stock },
    ]);
    expect(preview).toMatchObject({ total: price * stock, toAdd: stock });
    const shown = await html(preview);
    expect(shown).toContain(m.cart_share_line_sold_out({}, fr));
    expect(shown).toContain(m.cart_share_line_unknown({ sku: "NOPE-404" }, fr));
    expect(shown).toContain(m.cart_share_line_capped({ count: stock, shared: 5 }, fr));
  });

  test("bad links (abc, 1:999999, 200 lines, a huge one) get a localised message and no form, never an error page", async () => {
    const { page } = shopper();
    const twoHundred = Array.from({ length: 200 }, (_, index) => `SKU${index}:1`).join(",");
    const cases = [
      ["abc", m.cart_share_invalid({}, fr)],
      ["1:0", m.cart_share_invalid({}, fr)],
      ["A:1,<script>:1", m.cart_share_invalid({}, fr)],
      ["1:999999", m.cart_share_too_large({ count: MAX_SHARED_UNITS }, fr)],
      [twoHundred, m.cart_share_too_large({ count: MAX_SHARED_UNITS }, fr)],
      [`${"A".repeat(40)}:1,`.repeat(100), m.cart_share_too_large({ count: MAX_SHARED_UNITS }, fr)],
    ] as const;
    for (const [share, message] of cases) {
      const preview = (await page(share)).share;
      expect(preview?.state, share.slice(0, 20)).toBe("invalid");
      const shown = await html(preview!);
      expect(shown).toContain(message);
      expect(shown).not.toContain('name="intent"');
    }
  });

  test("a link of unknown skus only shows each as unknown and offers no add", async () => {
    const { page } = shopper();
    const preview = ready((await page("NOPE-1:1,NOPE-2:3")).share);
    expect(preview.lines.map((line) => line.state)).toEqual(["unknown", "unknown"]);
    expect(preview.toAdd).toBe(0);
    const shown = await html(preview);
    expect(shown).toContain(m.cart_share_nothing_to_add({}, fr));
    expect(shown).not.toContain('value="share-import"');
  });

  test("when the catalogue does not answer, the page says so and offers nothing it cannot show", async () => {
    const request = testContext("/fr-fr/cart", {
      api: backend.client({ session: backend.newSession() }),
      catalog: { sizesBySku: () => Promise.reject(new ApiError(503, "down", "GET skus")) },
    });
    const data = await loadCartPage(
      new URL("http://localhost:8787/fr-fr/cart?share=10000030101:2"),
      request,
      parseShareParam("10000030101:2"),
    );
    expect(data.share).toEqual({ state: "unavailable", units: 2 });
    const shown = await html(data.share!);
    expect(shown).toContain(m.cart_share_unavailable({}, fr));
    expect(shown).not.toContain('name="intent"');
    const form = new FormData();
    form.set("intent", "share-import");
    form.set("share", "10000030101:2");
    expect(answerOf(await cartAction.answer(form, request))).toEqual({
      ok: false,
      message: m.cart_unavailable({}, fr),
      status: 503,
    });
  });
});

describe("accepting: the cart without the link, and never twice", () => {
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://localhost:8787${path}`, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  const link = "10000030101:2";
  const fields = { intent: "share-import", share: link, returnTo: `/fr-fr/cart?share=${link}` };

  test("a plain post (no JavaScript) is a 303 to /fr-fr/cart without ?share=, its answer flashed for that page", async () => {
    const { context, keep, lines } = shopper();
    const request = context();
    const response = (await cartAction(post("/fr-fr/cart", fields), request)) as Response;
    keep(request.cookies);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr-fr/cart");
    const flash = request.cookies.setCookieHeaders().find((cookie) => cookie.startsWith("as_flash="))!;
    expect(JSON.parse(decodeURIComponent(flash.split(";")[0]!.slice("as_flash=".length)))).toMatchObject({
      answers: { cart: { intent: "share-import", ok: true, message: m.cart_share_added({}, fr) } },
    });
    expect(await lines()).toEqual([[dress.size.sku, 2]]);
  });

  test("a fetcher's post follows the same 303, in place of the link in the history (back does not offer it again)", async () => {
    const { context } = shopper();
    const response = (await cartAction(post("/fr-fr/cart.data", fields), context())) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr-fr/cart");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  test("a refused accept stays on the link's page, beside its form", async () => {
    const { context } = shopper();
    const response = await cartAction(
      post("/fr-fr/cart.data", { intent: "share-import", share: "NOPE-1:1" }),
      context(),
    );
    expect(response).toMatchObject({
      data: { intent: "share-import", ok: false, message: m.cart_share_nothing_to_add({}, fr) },
      init: { status: 400 },
    });
  });

  test("accepting again (a reload that resubmits, the back button, a second tap) adds nothing and says the items are there", async () => {
    const { accept, lines, page } = shopper();
    expect(answerOf(await accept(link))).toEqual({ ok: true, message: m.cart_share_added({}, fr), status: 200 });
    expect(answerOf(await accept(link))).toEqual({
      ok: true,
      message: m.cart_share_already_in_cart({}, fr),
      status: 200,
    });
    expect(await lines()).toEqual([[dress.size.sku, 2]]);
    // The page opened again from the history: every line already there, no second add offered.
    const preview = ready((await page(link)).share);
    expect(preview).toMatchObject({ toAdd: 0, lines: [{ inCart: 2 }] });
    const shown = await html(preview);
    expect(shown).toContain(m.cart_share_already_in_cart({}, fr));
    expect(shown).not.toContain('value="share-import"');
  });

  test("two parallel accepts of a new shopper (no cart yet, the session's turns) make one cart with the lines once", async () => {
    const { accept, lines, browser } = shopper("fr-fr", { store: "fr", language: "fr-FR" }, isolateWriteQueue());
    const both = await Promise.all([accept(link, {}), accept(link, {})]);
    expect(both.map((answered) => answered.answer.ok)).toEqual([true, true]);
    expect(Object.keys(browser.cookies).filter((name) => name.startsWith("as_cart_id"))).toHaveLength(1);
    expect(await lines()).toEqual([[dress.size.sku, 2]]);
  });

  test("two parallel accepts into an existing cart add once, with turns and without them (the cart's version decides)", async () => {
    for (const turns of [isolateWriteQueue(), undefined]) {
      const { accept, lines, browser } = shopper("fr-fr", { store: "fr", language: "fr-FR" }, turns);
      await accept(`${other.size.sku}:1`);
      const sent = { ...browser.cookies };
      const both = await Promise.all([
        accept(`${link},${other.size.sku}:1`, sent),
        accept(`${link},${other.size.sku}:1`, sent),
      ]);
      expect(both.map((answered) => answered.answer.ok)).toEqual([true, true]);
      expect(await lines()).toEqual([
        [other.size.sku, 1],
        [dress.size.sku, 2],
      ]);
    }
  });

  test("a cart holding part of a line gets the rest; a line held beyond the link is left as it is", async () => {
    const { accept, lines } = shopper();
    await accept(`${dress.size.sku}:1,${other.size.sku}:3`);
    expect(answerOf(await accept(`${dress.size.sku}:2,${other.size.sku}:1`))).toMatchObject({
      ok: true,
      message: m.cart_share_added({}, fr),
    });
    expect(await lines()).toEqual([
      [dress.size.sku, 2],
      [other.size.sku, 3],
    ]);
  });

  test("sold-out and unknown lines are left out and said; quantities beyond the stock are held to it", async () => {
    const { accept, lines } = shopper();
    const share = shareParam([
      { sku: soldOut.size.sku, quantity: 1 },
      { sku: "NOPE-404", quantity: 1 },
      { sku: lowStock.size.sku, quantity: 5 },
    ]);
    expect(answerOf(await accept(share))).toEqual({
      ok: true,
      message: m.cart_share_partly_added({ count: 2 }, fr),
      status: 200,
    });
    expect(await lines()).toEqual([[lowStock.size.sku, lowStock.size.stock]]);
  });

  test("units the backend refuses after all (the stock fell since the catalogue answered) are said, the rest is added", async () => {
    const { accept, lines, session } = shopper();
    expect((await backend.raw("PUT", `/__admin/stock/${dress.size.sku}`, { session }, { stock: 1 })).status).toBe(200);
    expect(answerOf(await accept(link))).toEqual({
      ok: true,
      message: m.cart_share_partly_added({ count: 1 }, fr),
      status: 200,
    });
    expect(await lines()).toEqual([[dress.size.sku, 1]]);
    // Accepting again asks for the refused unit again, which is refused again: never more than the link.
    await accept(link);
    expect(await lines()).toEqual([[dress.size.sku, 1]]);
  });

  test("bad links posted to the endpoint are a 400 in the shopper's words", async () => {
    const { accept } = shopper();
    const twoHundred = Array.from({ length: 200 }, (_, index) => `SKU${index}:1`).join(",");
    expect(answerOf(await accept("abc"))).toEqual({ ok: false, message: m.cart_share_invalid({}, fr), status: 400 });
    for (const share of ["1:999999", twoHundred.slice(0, 2000)])
      expect(answerOf(await accept(share))).toEqual({
        ok: false,
        message: m.cart_share_too_large({ count: MAX_SHARED_UNITS }, fr),
        status: 400,
      });
    expect(answerOf(await accept("NOPE-1:1"))).toEqual({
      ok: false,
      message: m.cart_share_nothing_to_add({}, fr),
      status: 400,
    });
  });
});
