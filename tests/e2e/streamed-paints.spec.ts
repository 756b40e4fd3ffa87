import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./fixtures";

/**
 * A browser paints what it has parsed whenever the rest of the HTML is late: on a slow phone
 * network, or a busy phone between two parser slices. A part of the page that is painted half
 * built and then completed moves what is already there (a layout shift the shopper sees). Here
 * the document reaches the browser in two parts, a second apart, cut inside the part under test,
 * through a small proxy in front of the local server (Playwright cannot fulfil a response in
 * parts): the page must not move once the rest arrives.
 */
const ORIGIN = "http://localhost:8787";
const PAUSE_MS = 1000;

/** Proxies opened by the running test, closed once it has finished (a page may still ask for something). */
const openProxies: Server[] = [];

test.afterEach(async () => {
  for (const server of openProxies.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The local server's answer to what the browser asked the proxy; one retry if it cannot be reached. */
async function fromLocalServer(request: IncomingMessage): Promise<Response> {
  const init = {
    method: request.method,
    headers: Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === "string" && !/^(host|connection|keep-alive|upgrade|te)$/i.test(entry[0]),
      ),
    ),
    redirect: "manual",
  } satisfies RequestInit;
  try {
    return await fetch(ORIGIN + request.url, init);
  } catch {
    return fetch(ORIGIN + request.url, init);
  }
}

/**
 * Serves everything from the local server; the document `path` is sent cut before `cut`, the rest
 * a second later. `cutAt`: where it was cut (-1: the part to cut at was not in it).
 */
async function startCuttingProxy(path: string, cut: (html: string) => number) {
  let cutAt = -1;
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fromLocalServer(request);
      const headers = [...upstream.headers].filter(
        ([name]) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name),
      );
      if (request.url !== path) {
        const body = Buffer.from(await upstream.arrayBuffer());
        response.writeHead(upstream.status, Object.fromEntries(headers));
        response.end(body);
        return;
      }
      const html = await upstream.text();
      cutAt = cut(html);
      const at = cutAt > 0 ? cutAt : html.length;
      response.writeHead(upstream.status, Object.fromEntries(headers));
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), PAUSE_MS);
    } catch (error) {
      // Said in the test's output: a request the proxy failed is not the page's fault.
      console.error(`streamed-paints proxy: ${request.url}: ${error}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    }
  });
  openProxies.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, cutAt: () => cutAt };
}

/** Opens `path` through a proxy cutting it at `cut`; answers the layout shifts of the load and after. */
async function shiftsWhileStreamed(page: Page, path: string, cut: (html: string) => number): Promise<number> {
  const proxy = await startCuttingProxy(path, cut);
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`http://localhost:${proxy.port}${path}`);
  expect(proxy.cutAt(), "the cut is inside the document").toBeGreaterThan(0);
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

/** Just before the first `marker` that follows `after` (-1 when `after` is not in the document). */
const cutBefore = (after: string, marker: string) => (html: string) => {
  const from = html.indexOf(after);
  return from < 0 ? -1 : html.indexOf(marker, from);
};

test.describe("a page whose HTML arrives in two parts paints no part half built", () => {
  test("desktop (de-de listing): the header's row is whole at the first paint, cut after its search form", async ({
    page,
  }) => {
    const shifts = await shiftsWhileStreamed(
      page,
      "/de-de/damen--plWOMEN",
      cutBefore('class="site-header__actions"', '<div class="popover-host"'),
    );
    expect(shifts).toBe(0);
    await expect(page.locator(".site-header__actions .popover-host")).toHaveCount(2);
  });

  test("phone (fr-fr home): the header's row is whole at the first paint, cut before its mini-cart", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await shiftsWhileStreamed(page, "/fr-fr", (html) =>
      html.lastIndexOf('<div class="popover-host"', html.indexOf("</header>")),
    );
    expect(shifts).toBe(0);
  });

  test("the listing's sort list is shown once whole, cut after its first option", async ({ page }) => {
    const shifts = await shiftsWhileStreamed(page, "/en/dresses--plWOMEN_DRESSES", (html) =>
      html.indexOf("<option", html.indexOf("<option", html.indexOf('name="sort"')) + 1),
    );
    expect(shifts).toBe(0);
    await expect(page.locator(".facets__sort select")).toBeVisible();
  });

  test.describe(() => {
    test.use({ locale: "en-US" });
    test("the country popin (en-US on de-de) shows once whole, cut before its No button", async ({ page }) => {
      const shifts = await shiftsWhileStreamed(page, "/de-de", cutBefore('class="country-popin"', "<form"));
      expect(shifts).toBe(0);
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ storageState: { cookies: [], origins: [] } });
    // The banner comes before the header in the document: in Chromium the header's hold keeps it
    // whole too; its own rule (shell.css) is for browsers without rel=expect.
    test("the consent banner shows once whole, cut before its buttons", async ({ page }) => {
      const shifts = await shiftsWhileStreamed(page, "/fr-fr", cutBefore('class="consent-banner"', "<button"));
      expect(shifts).toBe(0);
      await expect(page.locator(".consent-banner")).toBeVisible();
    });
  });
});
