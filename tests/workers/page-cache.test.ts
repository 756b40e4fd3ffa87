import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { parseEnv } from "../../app/lib/env.server";
import { requestContext } from "../../app/lib/request-context";
import { SHARED_PAGE_HEADER } from "../../app/pages/kinds";
import { createMockBackend } from "../../mocks/backend";
import { handleEdgeRequest, type ReactRouterHandler } from "../../workers/edge";
import {
  bypassReason,
  canonicalQuery,
  fromCache,
  forCache,
  hasExpired,
  onlyVisitorCookies,
  pageCacheKey,
  replaceAll,
} from "../../workers/page-cache";
import { edgeTestEnv, MOCK_KEY } from "../helpers/edge-env";
import { fakeJwt } from "../helpers/tokens";

const backend = createMockBackend({ subscriptionKey: MOCK_KEY });
const rawEnv = (overrides: Record<string, unknown> = {}) => edgeTestEnv(backend, { PAGE_CACHE: "on", ...overrides });
const env = parseEnv(rawEnv());
const PRODUCT = "http://localhost:8787/en/cotton-poplin-midi-dress-pink--p1000003";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describe("which requests may be answered from the shared copy", () => {
  const request = (headers: Record<string, string> = {}, method = "GET") => new Request(PRODUCT, { method, headers });

  test("an anonymous GET may, with or without the visitor cookies", () => {
    expect(bypassReason(request(), env)).toBeNull();
    expect(
      bypassReason(
        request({ Cookie: "as_locale=en; as_anonymous_id_local=2df10f1c-2183-434c-924e-75677412070c" }),
        env,
      ),
    ).toBeNull();
  });

  test("signed in, with a cart, a flash message, the fault switch or a POST never does", () => {
    expect(bypassReason(request({ Cookie: `as_access_token_local=${fakeJwt({ sub: "C1" })}` }), env)).toBe("signed-in");
    expect(bypassReason(request({ Cookie: "as_refresh_token_local=x" }), env)).toBe("signed-in");
    expect(bypassReason(request({ Cookie: "as_cart_id_en=cart-1" }), env)).toBe("cart");
    // Another site's cart does not make this site's page the shopper's own (decision 178).
    expect(bypassReason(request({ Cookie: "as_cart_id_de=cart-1" }), env)).toBeNull();
    expect(bypassReason(request({ Cookie: "as_flash=x" }), env)).toBe("flash");
    expect(bypassReason(request({ "x-mock-fault": "{}" }), env)).toBe("fault-switch");
    expect(bypassReason(request({ Cookie: "mock-fault=x" }), env)).toBe("fault-switch");
    expect(bypassReason(request({}, "POST"), env)).toBe("method");
    expect(bypassReason(new Request(`${PRODUCT}.data`), env)).toBe("not-a-page");
    expect(bypassReason(request(), parseEnv(rawEnv({ PAGE_CACHE: "off" })))).toBe("off");
  });

  test("the key drops tracking parameters, sorts the rest, and splits channels, devices, bots and popin proposals", () => {
    expect(canonicalQuery("?utm_source=x&sort=price&color=red&gclid=1&color=blue")).toBe(
      "color=blue&color=red&sort=price",
    );
    const key = (url: string, userAgent: string, popinProposal: string | null = null) =>
      pageCacheKey(new Request(url, { headers: { "User-Agent": userAgent } }), { buildId: "b1", popinProposal }).url;
    expect(key(`${PRODUCT}?utm_campaign=a`, BROWSER)).toBe(key(PRODUCT, BROWSER));
    expect(key(PRODUCT, BROWSER)).toBe(
      "https://page-cache.internal/b1/localhost:8787/SD,d,browser,no-popin,undecided,html/en/cotton-poplin-midi-dress-pink--p1000003",
    );
    expect(key(PRODUCT, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148")).toContain(
      "/SM,m,browser,no-popin,",
    );
    // The device picks the first picture's preset, so a tablet's page is its own.
    expect(key(PRODUCT, "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) Mobile/15E148")).toContain(
      "/SM,t,browser,no-popin,",
    );
    expect(key(PRODUCT, "Googlebot/2.1 (+http://www.google.com/bot.html)")).toContain(",bot,");
    expect(key(PRODUCT, BROWSER, "de-de")).toContain(",de-de,");
  });

  test("the key splits pages by consent choice (banner or not, which scripts are named), not by when it was made", () => {
    const key = (cookie?: string) =>
      pageCacheKey(
        new Request(PRODUCT, { headers: { "User-Agent": BROWSER, ...(cookie ? { Cookie: cookie } : {}) } }),
        { buildId: "b1", popinProposal: null },
      ).url;
    expect(key()).toContain(",undecided,html/");
    expect(key("as_consent=1.a1.p1.1795514400")).toContain(",a1p1,html/");
    expect(key("as_consent=1.a1.p1.1700000000")).toBe(key("as_consent=1.a1.p1.1795514400"));
    expect(key("as_consent=1.a0.p0.1795514400")).toContain(",a0p0,html/");
    expect(key("as_consent=forged")).toBe(key());
  });

  test("a page's Markdown twin (issue 31) is kept in its own entry, apart from its HTML", () => {
    const key = (accept: string) =>
      pageCacheKey(new Request(PRODUCT, { headers: { "User-Agent": BROWSER, Accept: accept } }), {
        buildId: "b1",
        popinProposal: null,
      }).url;
    expect(key("text/markdown")).toContain(",md/en/");
    expect(key("text/html,application/xhtml+xml,*/*;q=0.8")).toContain(",html/en/");
    expect(key("text/markdown, text/html;q=0.9")).not.toBe(key("text/html"));
  });

  test("a shared page may only come with the cookies any visitor gets", () => {
    expect(onlyVisitorCookies(["as_locale=en; Path=/", "as_anonymous_id_local=x; Path=/"], env)).toBe(true);
    expect(onlyVisitorCookies(["as_flash=; Max-Age=0"], env)).toBe(false);
  });
});

describe("the stored copy is made each response's own", () => {
  const bytes = (value: string) => new TextEncoder().encode(value);
  const decoded = (value: Uint8Array) => new TextDecoder().decode(value);

  test("every occurrence of each string is replaced, the first match first", () => {
    const out = replaceAll(bytes('<script nonce="ABCD">x</script><a href="?state=TAG~/en"><p nonce="ABCD">'), [
      ["ABCD", "WXYZ"],
      ["TAG", "NEW"],
    ]);
    expect(decoded(out)).toBe('<script nonce="WXYZ">x</script><a href="?state=NEW~/en"><p nonce="WXYZ">');
  });

  test("bytes of other characters, matches side by side and a replacement longer than its match", () => {
    const out = replaceAll(bytes("é ABCDABCD À ABCDéAB"), [
      ["ABCD", "nonce-longer"],
      ["TAG", "NEW"],
    ]);
    expect(decoded(out)).toBe("é nonce-longernonce-longer À nonce-longeréAB");
  });

  test("a page without any of the strings is served as stored, without a copy", () => {
    const page = bytes("<p>nothing personal</p>");
    expect(replaceAll(page, [["ABCD", "WXYZ"]])).toBe(page);
  });

  test("a fresh copy swaps nonce and tag and keeps no cookie nor internal header", async () => {
    const rendered = new Response(null, { headers: { "Content-Type": "text/html", "Set-Cookie": "as_locale=en" } });
    const stored = forCache(
      rendered,
      bytes('<script nonce="old-nonce">state=oldtag~'),
      { nonce: "old-nonce", authTag: "oldtag" },
      1_000_000,
    );
    expect(stored.headers.get("Set-Cookie")).toBeNull();
    const { response, ttl } = fromCache(stored, 1_000_000 + 30_000, { nonce: "new-nonce", authTag: "newtag" });
    expect(ttl).toBe(90);
    expect([...response.headers.keys()]).toEqual(["content-type"]);
    expect(await response.text()).toBe('<script nonce="new-nonce">state=newtag~');
  });

  test("a copy past its fresh and stale time has expired, as the Cache API's entry has", () => {
    const stored = forCache(new Response(null), bytes("x"), { nonce: "n", authTag: "t" }, 1_000_000);
    expect(hasExpired(stored, 1_000_000 + 720_000)).toBe(false);
    expect(hasExpired(stored, 1_000_000 + 720_001)).toBe(true);
  });
});

describe("the edge worker with a page cache", () => {
  const store = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
  const waits: Promise<unknown>[] = [];
  const ctx = { waitUntil: (promise: Promise<unknown>) => void waits.push(promise) };

  beforeEach(() => {
    store.clear();
    vi.stubGlobal("caches", {
      default: {
        async match(key: Request) {
          const hit = store.get(key.url);
          return hit ? new Response(hit.body.slice(0), hit.init) : undefined;
        },
        async put(key: Request, response: Response) {
          store.set(key.url, {
            body: await response.arrayBuffer(),
            init: { status: response.status, headers: response.headers },
          });
        },
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A page that prints what is personal in it: nonce and sign-in tag, plus whether it is shared. */
  const handler =
    (shared = true): ReactRouterHandler =>
    async (_request, context: RouterContextProvider) => {
      const request = context.get(requestContext);
      await request.siteParams().catch(() => undefined);
      const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8" };
      if (shared) headers[SHARED_PAGE_HEADER] = "1";
      return new Response(`<script nonce="${request.nonce}"></script><a href="?state=${request.authStateTag}~/en">`, {
        headers,
      });
    };

  async function get(headers: Record<string, string> = {}, shared = true) {
    const response = await handleEdgeRequest(
      new Request(PRODUCT, { headers: { "User-Agent": BROWSER, ...headers } }),
      rawEnv(),
      ctx,
      handler(shared),
    );
    const body = await response.text();
    await Promise.all(waits.splice(0));
    return { response, body };
  }

  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

  test("an anonymous page is stored, then served with this response's nonce and this browser's tag", async () => {
    const first = await get();
    expect(first.response.headers.get("Cache-Status")).toBe("atelier-edge; fwd=miss; stored");
    expect(first.response.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    const second = await get({ Cookie: "as_anonymous_id_local=2df10f1c-2183-434c-924e-75677412070c" });
    expect(second.response.headers.get("Cache-Status")).toMatch(/^atelier-edge; hit; ttl=\d+$/);
    const nonce = nonceOf(second.response);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.response));
    expect(second.body).toContain(`nonce="${nonce}"`);
    expect(second.body).not.toBe(first.body);
    expect(second.response.headers.get("Set-Cookie")).toContain("as_locale=en");
  });

  test("signed in, with a cart or with the fault switch: rendered, never read from nor written to the cache, private", async () => {
    await get();
    const personal: Record<string, string>[] = [
      { Cookie: `as_access_token_local=${fakeJwt({ sub: "C100001" })}` },
      { Cookie: "as_cart_id_en=cart-1" },
      { "x-mock-fault": JSON.stringify({ call: "GET /nothing", status: 500 }) },
    ];
    for (const headers of personal) {
      const { response } = await get(headers);
      expect(response.headers.get("Cache-Status")).toMatch(/fwd=bypass/);
      // Rendered from calls that carried this shopper's token (or their cart): no shared cache keeps it.
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(store.size).toBe(1);
  });

  test("a page its route does not call shared is never stored", async () => {
    const { response } = await get({}, false);
    expect(response.headers.get("Cache-Status")).toBe("atelier-edge; fwd=miss; detail=personal");
    expect(store.size).toBe(0);
  });

  test("a page rendered while a backend answer failed is shown but not stored", async () => {
    const failing: ReactRouterHandler = async (request, context) => {
      await context
        .get(requestContext)
        .api.call("broken", { schema: z.unknown() })
        .catch(() => undefined);
      return handler()(request, context);
    };
    const broken = {
      fetch: (request: Request) =>
        request.url.includes("broken")
          ? Promise.resolve(new Response("down", { status: 500 }))
          : backend.handle(request),
    };
    const response = await handleEdgeRequest(
      new Request(PRODUCT, { headers: { "User-Agent": BROWSER } }),
      rawEnv({ BACKEND: broken }),
      ctx,
      failing,
    );
    await response.text();
    await Promise.all(waits.splice(0));
    expect(store.size).toBe(0);
  });

  test("a hard reload renders again and refreshes the copy", async () => {
    await get();
    const { response } = await get({ "Cache-Control": "no-cache" });
    expect(response.headers.get("Cache-Status")).toBe("atelier-edge; fwd=request; stored");
  });
});
