import { afterEach, describe, expect, test, vi } from "vitest";
import { cartAction } from "../../../app/features/cart/actions.server";
import {
  durableWriteQueue,
  isolateWriteQueue,
  type CartWriteQueue,
} from "../../../app/features/cart-model/write-queue.server";
import type { CartSessionNamespace } from "../../../app/lib/env.server";
import { PRODUCTS } from "../../../mocks/data/catalog";
import { CartSession, LEASE_MS } from "../../../workers/cart-session";
import { mockApi } from "../../helpers/mock-api";
import { testContext } from "../../helpers/request-context";
import { cartService } from "../../../app/features/cart/service.server";

const roomy = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.availabilityCode === 2 && size.stock >= 40,
)!;

/** The Durable Object namespace, in process: one CartSession per name. */
function inProcessNamespace(): CartSessionNamespace {
  const objects = new Map<string, CartSession>();
  return {
    idFromName: (name) => name,
    get: (id) => {
      const object = objects.get(id as string) ?? new CartSession();
      objects.set(id as string, object);
      return { fetch: (input, init) => object.fetch(new Request(input, init)) };
    },
  };
}

const add = (prefix: string, sku: string) =>
  new Request(`http://localhost:8787/${prefix}/cart.data`, {
    method: "POST",
    body: new URLSearchParams({ intent: "add-to-cart", sku }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

/** `count` parallel adds of one sku by one browser session, each request with the cookies it left with. */
async function parallelAdds(queue: CartWriteQueue, count: number, cookies: Record<string, string> = {}) {
  const backend = mockApi();
  const session = backend.newSession();
  const contexts = Array.from({ length: count }, () =>
    testContext("/fr-fr/cart", { api: backend.client({ session, store: "fr" }), cookies, turns: { queue, session } }),
  );
  const answers = await Promise.all(contexts.map((context) => cartAction(add("fr-fr", roomy.sku), context)));
  const cartIds = new Set(contexts.map((context) => context.cookies.get("as_cart_id_fr")));
  const reader = testContext("/fr-fr/cart", {
    api: backend.client({ session, store: "fr" }),
    cookies: { as_cart_id_fr: [...cartIds][0]! },
  });
  return { answers, cartIds, cart: await cartService(reader).read() };
}

afterEach(() => vi.useRealTimers());

describe("cart writes take turns per session (issue 16, decision 102)", () => {
  for (const [name, queue] of [
    ["in one isolate", () => isolateWriteQueue()],
    ["through the session's Durable Object", () => durableWriteQueue(inProcessNamespace())],
  ] as const) {
    test(`20 parallel first adds ${name}: one cart is made, every one is told "added" and every unit is in it`, async () => {
      const { answers, cartIds, cart } = await parallelAdds(queue(), 20);
      expect(answers.every((answer) => "data" in answer && (answer.data as { ok: boolean }).ok)).toBe(true);
      expect(cartIds.size).toBe(1);
      expect(cart!.lineItems).toHaveLength(1);
      expect(cart!.lineItems[0]).toMatchObject({ sku: roomy.sku, quantity: 20 });
    });
  }

  test("a join whose cart read fails (a 500, a timeout) refuses that add: never a second cart hiding the first one's units", async () => {
    const backend = mockApi();
    const session = backend.newSession();
    // Each add reads the cart twice (to join it, then for its version): the 4th read is the third add joining.
    let cartReads = 0;
    const api = backend.client({ session, store: "fr" }, (request, passOn) => {
      const isCartRead = request.method === "GET" && /\/carts\/[\w-]+$/.test(new URL(request.url).pathname);
      if (isCartRead && ++cartReads === 4) return new Response("Injected", { status: 500 });
      return passOn(request);
    });
    const queue = isolateWriteQueue();
    const contexts = Array.from({ length: 6 }, () => testContext("/fr-fr/cart", { api, turns: { queue, session } }));
    const answers = await Promise.all(contexts.map((context) => cartAction(add("fr-fr", roomy.sku), context)));
    const added = answers.filter((answer) => "data" in answer && (answer.data as { ok: boolean }).ok).length;
    expect(added).toBe(5);
    const cartIds = new Set(contexts.map((context) => context.cookies.get("as_cart_id_fr")).filter(Boolean));
    expect(cartIds.size).toBe(1);
    const reader = testContext("/fr-fr/cart", { api, cookies: { as_cart_id_fr: [...cartIds][0]! } });
    expect((await cartService(reader).read())!.lineItems[0]).toMatchObject({ sku: roomy.sku, quantity: 5 });
  });

  test("without turns (the version protocol alone) parallel first adds make a cart each: the bug the turns fix", async () => {
    const backend = mockApi();
    const session = backend.newSession();
    const contexts = Array.from({ length: 5 }, () =>
      testContext("/fr-fr/cart", { api: backend.client({ session, store: "fr" }) }),
    );
    await Promise.all(contexts.map((context) => cartAction(add("fr-fr", roomy.sku), context)));
    expect(new Set(contexts.map((context) => context.cookies.get("as_cart_id_fr"))).size).toBe(5);
  });

  test("the session's object hands the turn on in order, and a lease whose worker died lapses", async () => {
    vi.useFakeTimers();
    const session = new CartSession();
    const post = (path: string, body?: unknown) =>
      session.fetch(
        new Request(`https://cart-session${path}`, { method: "POST", body: body ? JSON.stringify(body) : undefined }),
      );
    const first = (await (await post("/acquire")).json()) as { lease: string; cartId: string | null };
    expect(first.cartId).toBeNull();
    let secondGranted: { lease: string; cartId: string | null } | undefined;
    const second = post("/acquire").then(
      async (response) => (secondGranted = (await response.json()) as typeof secondGranted),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(secondGranted).toBeUndefined();
    await post("/release", { lease: "not-the-holder", cartId: "K-forged" });
    await vi.advanceTimersByTimeAsync(10);
    expect(secondGranted).toBeUndefined();
    await post("/release", { lease: first.lease, cartId: "K1" });
    await second;
    expect(secondGranted!.cartId).toBe("K1");
    const third = post("/acquire").then((response) => response.json());
    await vi.advanceTimersByTimeAsync(LEASE_MS + 1);
    expect(await third).toMatchObject({ cartId: "K1" });
  });
});
