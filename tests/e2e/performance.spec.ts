import { expect, test, whenHydrated, type APIRequestContext } from "./fixtures";
import { PRODUCTS } from "../../mocks/data/catalog";
import { signedInAt } from "./session";

/** Issue 14 at the edge: shared copies of anonymous pages, immutable assets, one language per page, real-user metrics. */

const PRODUCT = "/en/cotton-poplin-midi-dress-pink--p1000003";
const stocked = PRODUCTS.flatMap((product) => product.options.flatMap((option) => option.sizes)).find(
  (size) => size.stock >= 6 && size.availabilityCode === 2,
)!;
const LANGUAGE_CHUNK = /\/assets\/(en|fr|es|de|it|pl)-[\w-]+\.js$/;

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

async function fetchPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

test.describe("the edge cache of anonymous pages", () => {
  test("an anonymous product page is stored once, then served from the cache with its own nonce", async ({
    playwright,
  }) => {
    const first = await playwright.request.newContext();
    await fetchPage(first, PRODUCT, { "Cache-Control": "no-cache" });
    const visitor = await playwright.request.newContext();
    const hit = await fetchPage(visitor, PRODUCT);
    expect(hit.headers["cache-status"]).toMatch(/^atelier-edge; hit; ttl=\d+/);
    const nonce = nonceOf(hit.headers["content-security-policy"]);
    expect(nonce).toBeTruthy();
    const nonces = new Set([...hit.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...nonces]).toEqual([nonce]);
    // Each visitor still gets its own anonymous id, never one stored with the page.
    expect(hit.headers["set-cookie"]).toMatch(/as_anonymous_id_local=/);
    await first.dispose();
    await visitor.dispose();
  });

  test("R9.09 a campaign link (utm_*, gclid) renders the clean URL's page: the copy it stores is indexable", async ({
    playwright,
  }) => {
    const campaign = await playwright.request.newContext();
    // A miss forced on the campaign URL stores its render under the clean URL's key.
    const tracked = await fetchPage(campaign, `${PRODUCT}?utm_source=news&utm_medium=email&gclid=Cj0KCQ`, {
      "Cache-Control": "no-cache",
    });
    expect(tracked.status).toBe(200);
    expect(tracked.body).not.toContain('name="robots"');
    const crawler = await playwright.request.newContext();
    const clean = await fetchPage(crawler, PRODUCT);
    expect(clean.headers["cache-status"]).toMatch(/^atelier-edge; hit; ttl=\d+/);
    expect(clean.body).not.toMatch(/<meta name="robots" content="noindex/);
    expect(clean.body).toContain(`<link rel="canonical" href="http://localhost:8787${PRODUCT}"`);
    // A query that does change the page still makes it noindex (and is keyed apart).
    const other = await fetchPage(crawler, `${PRODUCT}?utm_source=news&colour=2`);
    expect(other.body).toMatch(/<meta name="robots" content="noindex, follow"/);
    await campaign.dispose();
    await crawler.dispose();
  });

  test("signed in, with a cart, or with the fault switch: never a page from the cache", async ({
    page,
    context,
    playwright,
  }) => {
    // Make sure a shared copy exists.
    const warm = await playwright.request.newContext();
    await fetchPage(warm, PRODUCT);
    expect((await fetchPage(warm, PRODUCT)).headers["cache-status"]).toMatch(/hit/);
    await warm.dispose();

    const withCart = await playwright.request.newContext();
    const added = await withCart.post("/en/cart", {
      headers: { origin: "http://localhost:8787" },
      form: { intent: "add-to-cart", sku: stocked.sku, returnTo: PRODUCT },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    const cartPage = await fetchPage(withCart, PRODUCT);
    expect(cartPage.headers["cache-status"]).toBe("atelier-edge; fwd=bypass; detail=cart");
    await withCart.dispose();

    const faulty = await fetchPage(page.request, PRODUCT, {
      "x-mock-fault": JSON.stringify({ call: "GET /nothing-at-all", status: 500 }),
    });
    expect(faulty.headers["cache-status"]).toBe("atelier-edge; fwd=bypass; detail=fault-switch");

    await signedInAt(page, "/en/account");
    await expect(page).toHaveURL(/\/en\/account/);
    const signedIn = await page.goto(PRODUCT);
    expect(signedIn?.headers()["cache-status"]).toBe("atelier-edge; fwd=bypass; detail=signed-in");
    // The page is the customer's: the account entry greets them (not the anonymous sign-in link).
    await expect(page.locator("header a[href$='/sign-in'], header a[href*='/__mock/auth/sign-in']")).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name.startsWith("as_access_token"))).toBe(true);
  });

  test("a sign-in started from a cached page comes back signed in (the state tag is this browser's)", async ({
    page,
    playwright,
  }) => {
    const warm = await playwright.request.newContext();
    await fetchPage(warm, "/en");
    await warm.dispose();
    const response = await page.goto("/en");
    expect(response?.headers()["cache-status"]).toMatch(/hit/);
    await page.goto("/en/account");
    await page.getByRole("button", { name: "Sign in as Léa" }).first().click();
    await expect(page).toHaveURL(/\/en\/account/);
  });
});

test.describe("assets and languages", () => {
  test("hashed assets are immutable for a year; a page downloads its own language's messages only", async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    const requested: string[] = [];
    page.on("request", (sent) => {
      requested.push(new URL(sent.url()).pathname);
      if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto("/fr-fr/femmes--plWOMEN");
    await page.waitForLoadState("networkidle");
    const asset = scripts.find((path) => path.startsWith("/assets/"))!;
    expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The document names a file of its own messages (immutable, asked for once, by the document's
    // own script at the end of the body), the rest of French comes when the browser is idle.
    const note = JSON.parse((await page.locator("#page-messages").textContent()) ?? "{}");
    expect(note.language).toBe("fr");
    expect(requested.filter((path) => path === new URL(note.href, "http://x").pathname)).toHaveLength(1);
    const file = await request.get(note.href);
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const { messages } = await file.json();
    expect(Object.keys(messages).length).toBeGreaterThan(20);
    expect(Object.values(messages)).toContain("Filtrer");
    await expect
      .poll(() => scripts.filter((path) => LANGUAGE_CHUNK.test(path)))
      .toEqual([expect.stringMatching(/\/fr-/)]);
    // A client navigation shows French texts that were not in the first document.
    await page.locator("main a[href*='--p1']").first().click();
    await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeVisible();
    expect(scripts.filter((path) => LANGUAGE_CHUNK.test(path))).toHaveLength(1);
  });
});

test("real-user metrics: LCP, INP and CLS of a page view reach our endpoint with page type and locale", async ({
  page,
}) => {
  // Playwright does not list beacons among a page's requests: record them on their way out.
  await page.addInitScript(() => {
    const sent: { url: string; body: string; accepted: boolean }[] = [];
    Object.assign(window, { sentBeacons: sent });
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const accepted = original(url, data);
      void (data as Blob).text().then((body) => sent.push({ url: String(url), body, accepted }));
      return accepted;
    };
  });
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/rum") statuses.push(response.status());
  });
  // web-vitals loads when the browser is idle, then reports when the page is hidden (as when the tab is left).
  // It must be there before the page is hidden: loaded into a hidden page, it counts no LCP.
  const metricsModule = page.waitForResponse((response) => /\/real-user-metrics-[^/]*\.js$/.test(response.url()));
  await page.goto("/de-de/midikleid-aus-viskose-himmelblau--p1000002");
  await page.waitForLoadState("networkidle");
  await page.locator("h1").click();
  await metricsModule;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const beacons = () =>
    page.evaluate(
      () => (window as unknown as { sentBeacons: { url: string; body: string; accepted: boolean }[] }).sentBeacons,
    );
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
          document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
        });
        return (await beacons()).length;
      },
      { intervals: [300] },
    )
    .toBeGreaterThan(0);
  const [first] = await beacons();
  expect(first).toMatchObject({ url: expect.stringMatching(/\/rum$/), accepted: true });
  const report = JSON.parse(first!.body);
  expect(report).toMatchObject({ pageType: "product", locale: "de-de" });
  expect(report.metrics.map((metric: { name: string }) => metric.name)).toEqual(expect.arrayContaining(["LCP"]));
});

test.describe("issue 30: documents that carry only what the page shows", () => {
  const PAGES = [
    "/fr-fr",
    "/fr-fr/robes--plWOMEN_DRESSES",
    "/pl-pl/sukienki--plWOMEN_DRESSES",
    PRODUCT,
    "/de-de/search?q=robe",
    "/pl-pl/cart",
    "/it-it/aiuto",
    "/fr-ch/stores?q=Lausanne",
    "/es-es/no-such-page",
  ];

  test("every page type hydrates without an error and without building an Intl date or number formatter, with the site's styles in one <style> of its head, no stylesheet to fetch and no module preload (decisions 196, 207)", async ({
    page,
  }) => {
    // Nine pages, each loaded and hydrated: 15-18 s alone, past 30 s beside the other worker on two cores.
    test.slow();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
    });
    // Intl's date and number formatters each cost 20-25 ms to build in the page (a hundred at a
    // phone's 4× CPU, in the middle of hydration): the server writes dates and the year, and hands
    // the browser its money patterns (decisions 168, 207). Counted from the document's first script.
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
      for (const name of ["DateTimeFormat", "NumberFormat"] as const) {
        const Original = Intl[name];
        const counted = new Proxy(Original, {
          construct(target, args) {
            built.push(name);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            built.push(name);
            return Reflect.apply(target, self, args);
          },
        });
        Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
      }
    });
    for (const path of PAGES) {
      const response = await page.request.get(path);
      const head = (await response.text()).split("</head>")[0]!;
      expect(head, path).not.toContain('rel="modulepreload"');
      expect(head.match(/<style>/g), path).toHaveLength(1);
      expect(head, path).toContain("<style>:root{--color-text:");
      expect(head, path).not.toContain('rel="stylesheet"');
      await page.goto(path);
      // Hydrated: React Router's client router is there, and the page's texts held.
      await expect
        .poll(() => page.evaluate(() => "__reactRouterRouteModules" in window && document.readyState))
        .toBe("complete");
      await page.waitForLoadState("networkidle");
      expect(await page.locator("h1").first().textContent(), path).not.toBe("");
      const built = await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);
      expect(built, `${path}: Intl formatters built in the browser by hydration`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});

test("issue 30: a listing loads its first row's pictures at once, the first with high priority: two on a phone, three on a tablet, four on a desktop (decision 171)", async ({
  request,
}) => {
  const agents = {
    2: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36",
    3: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1",
    4: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36",
  };
  for (const [firstRow, agent] of Object.entries(agents)) {
    const { body } = await fetchPage(request, "/fr-fr/robes--plWOMEN_DRESSES", { "User-Agent": agent });
    const grid = body.slice(body.indexOf('<ul class="product-grid"'));
    const cards = grid.match(/<article class="product-card"[\s\S]*?<\/article>/g) ?? [];
    expect(cards.length, agent).toBeGreaterThan(Number(firstRow));
    const eager = cards.map((card) => !/<img(?![^>]*product-card__hover)[^>]*loading="lazy"/.test(card));
    expect(eager.indexOf(false), agent).toBe(Number(firstRow));
    expect(eager.lastIndexOf(true), agent).toBe(Number(firstRow) - 1);
    expect(
      cards.filter((card) => card.includes('fetchPriority="high"')),
      agent,
    ).toHaveLength(1);
    expect(cards[0], agent).toContain('fetchPriority="high"');
  }
});

test("issue 52: a card's second picture is fetched when a pointer comes over it, not with the page (decision 204)", async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") pictures.push(request.url());
  });
  await page.goto("/en/dresses--plWOMEN_DRESSES");
  const card = page.locator(".product-card").first();
  const second = card.locator("img.product-card__hover");
  const secondUrl = await second.getAttribute("src");
  expect(secondUrl).toBeTruthy();
  const hoverPictures = await page
    .locator("img.product-card__hover")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src")!));
  expect(hoverPictures.length).toBeGreaterThan(4);
  // Every card's first picture in view is fetched, none of the second ones.
  expect(pictures.filter((url) => hoverPictures.some((src) => url.endsWith(src)))).toEqual([]);
  await card.locator(".product-card__media").hover();
  await expect
    .poll(() => second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(second).toHaveCSS("opacity", "1");
  expect(pictures.filter((url) => url.endsWith(secondUrl!))).toHaveLength(1);
});

test("issue 52: the scripts are asked for at once, not after a slow first picture; the page hydrates (decision 197)", async ({
  page,
}) => {
  // In order of arrival: the browser reports its requests one after the other.
  const events: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) events.push("script");
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "image" && request.url().includes("/__mock/media/")) events.push("picture");
  });
  // Pictures come late, as on a slow link: the scripts no longer wait for the first one.
  await page.route("**/__mock/media/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto(PRODUCT);
  await whenHydrated(page.getByRole("button", { name: "Add to cart" }));
  expect(events).toContain("script");
  expect(events.indexOf("script")).toBeLessThan(
    events.indexOf("picture") === -1 ? events.length : events.indexOf("picture"),
  );
  // React Router's hydration script is the module script it wrote (decision 197): nothing made it inert.
  expect(await page.locator('script[type="text/plain"]').count()).toBe(0);
});

test("issue 30: a friendly URL loads the code of the page it shows only; a client navigation to another kind fetches that one's, in the same document", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/fr-fr/robe-midi-en-popeline-de-coton-rose--p1000003");
  await page.waitForLoadState("networkidle");
  const documentScripts = [...scripts];
  expect(documentScripts.some((path) => path.includes("/friendly-product-page-"))).toBe(true);
  expect(documentScripts.filter((path) => /\/(listing-view|catalog-page|editorial-page)-/.test(path))).toEqual([]);
  // The view's texts are in the page's messages file: the page hydrated with them.
  await page.locator('.size input[type="radio"]').first().check({ force: true });
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator(".breadcrumb a").nth(1).click();
  await expect(page).toHaveURL(/\/fr-fr\/femme--plWOMEN$/);
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
  expect(scripts.slice(documentScripts.length).some((path) => path.includes("/listing-view-"))).toBe(true);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe("issue 30: the shell's link lists are HTML only, product pages are fetched before the tap", () => {
  test("the hydration data carries no menu panel nor footer column, and the menus keep their links through a client navigation", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const html = await (await page.request.get("/fr-fr")).text();
    const hydrationData = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .filter((script) => script?.includes("streamController.enqueue"))
      .join("");
    expect(hydrationData).toContain("navigation_modular");
    expect(hydrationData).not.toContain("sub_entries_modular");
    expect(hydrationData).not.toContain("links_modular");
    await page.goto("/fr-fr");
    await page.waitForLoadState("networkidle");
    const panelLinks = page.locator(".main-nav__panel .nav-block__link");
    const linkCount = await panelLinks.count();
    expect(linkCount).toBeGreaterThan(10);
    await page.locator("main .product-card__link").first().click();
    await expect(page.locator("h1.product__name")).toBeVisible();
    // The frame of another layout, mounted in the browser: the same links, written back.
    await expect(panelLinks).toHaveCount(linkCount);
    await page.mouse.move(5, 500);
    await page.locator(".main-nav__item").first().hover();
    await expect(page.locator(".main-nav__panel:not([hidden]) .nav-block__link").first()).toBeVisible();
    await expect(page.locator(".site-footer__column").first()).toBeVisible();
  });

  test("resting on a product card fetches its data (kept 30 s by this browser only) and its first picture", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/fr-fr/robes--plWOMEN_DRESSES");
    await page.waitForLoadState("networkidle");
    const card = page.locator("main .product-card__link").nth(2);
    const path = new URL((await card.getAttribute("href"))!, "http://localhost").pathname;
    const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === `${path}.data`);
    await card.hover();
    const response = await prefetched;
    expect(response.request().headers()["sec-purpose"]).toContain("prefetch");
    expect(response.headers()["cache-control"]).toBe("private, max-age=30");
    await expect(page.locator('head link[rel="preload"][as="image"][imagesizes]')).not.toHaveCount(0);
    // The page's own data requests stay out of every cache.
    const own = await page.request.get(`${path}.data`);
    expect(own.headers()["cache-control"]).toBe("private, no-store");
  });
});

test("issue 30: until hydration, Speculation Rules prefetch the product a shopper rests on; once hydrated they are gone", async ({
  page,
}) => {
  const response = await page.request.get("/fr-fr/robes--plWOMEN_DRESSES");
  const nonce = nonceOf(response.headers()["content-security-policy"]);
  const rules = /<script id="speculation-rules" type="speculationrules" nonce="([^"]+)">([^<]*)<\/script>/.exec(
    await response.text(),
  );
  expect(rules?.[1]).toBe(nonce);
  const { prefetch } = JSON.parse(rules![2]!);
  expect(prefetch).toEqual([{ where: { href_matches: "/*--p:id(\\d+)" }, eagerness: "moderate" }]);
  // A product's URL matches it; a listing's (--pl) does not.
  const pattern = new URLPattern({ pathname: prefetch[0].where.href_matches });
  expect(pattern.test({ pathname: "/fr-fr/robe-portefeuille-rouge--p1000003" })).toBe(true);
  expect(pattern.test({ pathname: "/fr-fr/femmes--plWOMEN" })).toBe(false);
  await page.goto("/fr-fr/robes--plWOMEN_DRESSES");
  await expect(page.locator("#speculation-rules")).toHaveCount(0);
});

test("issue 30: a product's picture travels from its card into its page and back (View Transitions), and only that pair has a name", async ({
  page,
}) => {
  // What the page asks the browser to animate: the view-transition-names set when each starts
  // (besides the document's own, which cross-fades).
  await page.addInitScript(() => {
    const calls: string[][] = [];
    Object.assign(window, { __viewTransitions: calls });
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      calls.push(
        [...document.querySelectorAll("*")]
          .map((element) => getComputedStyle(element).viewTransitionName)
          .filter((name) => !["none", "auto", "root"].includes(name)),
      );
      return start(update);
    }) as typeof document.startViewTransition;
  });
  const calls = () => page.evaluate(() => (window as unknown as { __viewTransitions: string[][] }).__viewTransitions);
  await page.goto("/fr-fr/robes--plWOMEN_DRESSES");
  await page.waitForLoadState("networkidle");
  const card = page.locator(".product-grid .product-card__link").nth(1);
  const href = (await card.getAttribute("href"))!;
  await card.click();
  await expect(page).toHaveURL(href);
  const optionId = await page.evaluate(() => new URL(location.href).pathname.match(/--p(\d+)/)?.[1]);
  await expect.poll(calls).toHaveLength(1);
  const [forward] = await calls();
  expect(forward).toHaveLength(1);
  expect(forward![0]).toMatch(new RegExp(`^product-picture-${optionId}\\d*$`));
  await expect(page.locator(".product__main-picture")).toBeVisible();
  await page.goBack();
  await expect(page.locator(".product-grid")).toBeVisible();
  await expect.poll(calls).toHaveLength(2);
  expect((await calls())[1]).toEqual(forward);
});

test("issue 30: a page a client navigation shows has its islands from its first frame: nothing moves under the shopper's finger afterwards", async ({
  page,
}) => {
  await page.goto("/fr-fr/robes--plWOMEN_DRESSES");
  await page.waitForLoadState("networkidle");
  const card = page.locator(".product-grid .product-card__link").nth(1);
  await card.scrollIntoViewIfNeeded();
  // Every frame from the tap on: where "Ajouter au panier" is, whether the size guide and the
  // store finder (idle islands) are there, and every layout shift.
  await page.evaluate(() => {
    const frames: { at: number; button: number | null; guide: boolean; stores: boolean }[] = [];
    const shifts: number[] = [];
    Object.assign(window, { __frames: frames, __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift" });
    const started = performance.now();
    const sample = () => {
      const button = document.querySelector(".product__add");
      frames.push({
        at: performance.now() - started,
        button: button ? Math.round(button.getBoundingClientRect().top + window.scrollY) : null,
        guide: document.querySelector(".size-guide") !== null,
        stores: document.querySelector(".product__stores") !== null,
      });
      if (performance.now() - started < 3000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await card.hover();
  await card.click();
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeVisible();
  await page.waitForTimeout(3000);
  const { frames, shifts } = await page.evaluate(() => {
    const { __frames, __shifts } = window as unknown as {
      __frames: { at: number; button: number | null; guide: boolean; stores: boolean }[];
      __shifts: number[];
    };
    return { frames: __frames, shifts: __shifts };
  });
  const shown = frames.filter((frame) => frame.button !== null);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((frame) => frame.guide && frame.stores)).toBe(true);
  expect(new Set(shown.map((frame) => frame.button)).size).toBe(1);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});
