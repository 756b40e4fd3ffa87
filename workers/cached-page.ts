import { BoundedMemory } from "../app/lib/bounded-memory";
import { edgeCache } from "../app/lib/edge-cache.server";
import type { AppEnv } from "../app/lib/env.server";
import type { RequestContext } from "../app/lib/request-context";
import { SHARED_PAGE_HEADER } from "../app/pages/kinds";
import {
  bypassReason,
  cacheEntry,
  cacheStatus,
  forCache,
  fromCache,
  hasExpired,
  isSharedPage,
  onlyVisitorCookies,
  pageCacheKey,
  readStored,
  type StoredPage,
  visitorSpecific,
  wantsRevalidation,
} from "./page-cache";

/**
 * How a page is served through the edge cache of anonymous pages (workers/page-cache.ts holds
 * its keys, its rules and the stored format): read, served stale while a new copy renders,
 * stored when it may be.
 */

export const DATA_PREFETCH_CACHE_CONTROL = "private, max-age=30";

/** A GET of a page's data (`.data`) the browser sends as a prefetch (`Sec-Purpose: prefetch`). */
export function isDataPrefetch(request: Request): boolean {
  return (
    request.method === "GET" &&
    new URL(request.url).pathname.endsWith(".data") &&
    // A structured header: "prefetch", or "prefetch;prerender" and the like.
    (request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "")
      .split(/[;,]/)
      .some((token) => token.trim() === "prefetch")
  );
}

export const isHtml = (response: Response) => (response.headers.get("Content-Type") ?? "").includes("text/html");

export interface PageRendering {
  env: AppEnv;
  waitUntil(promise: Promise<unknown>): void;
  /** Part of every key: a deploy starts with an empty page cache. */
  buildId: string;
  /** This request's context and nonce (the stored copy takes them on the way out). */
  context: RequestContext;
  nonce: string;
  /** React Router's answer for this request. */
  render(): Promise<Response>;
  /** A background render of the same page in a context of its own, for a stale copy. */
  renderAgain(request: Request): Promise<{ rendered: Response; context: RequestContext; nonce: string }>;
}

/** Keys refreshed by this isolate right now: one background render per stale page. */
const revalidating = new Set<string>();

/**
 * The isolate's most recently served pages, in memory ahead of the Cache API (as
 * lib/edge-cache.server.ts keeps backend answers): copies of that cache's entries under the same
 * keys and times, so a hit costs neither a cache read nor a copy of the body (issue 30). Bounded
 * in bytes, least recently used dropped first.
 */
const MEMORY_PAGES_BYTES = 8 * 1024 * 1024;

/** One memory per cache it copies. */
const memories = new WeakMap<Cache, BoundedMemory<StoredPage>>();
function memoryOf(cache: Cache): BoundedMemory<StoredPage> {
  let memory = memories.get(cache);
  if (!memory) memories.set(cache, (memory = new BoundedMemory(MEMORY_PAGES_BYTES, (page) => page.bytes.length)));
  return memory;
}

/** The stored copy of a page: from this isolate's memory, else from the Cache API (then kept in memory). */
async function storedCopy(cache: Cache, key: Request, now: number): Promise<StoredPage | undefined> {
  const memory = memoryOf(cache);
  const inMemory = memory.get(key.url);
  if (inMemory && !hasExpired(inMemory, now)) return inMemory;
  if (inMemory) memory.forget(key.url);
  const entry = await cache.match(key).catch(() => undefined);
  const stored = entry ? await readStored(entry).catch(() => undefined) : undefined;
  if (stored) memory.keep(key.url, stored);
  return stored;
}

/**
 * The page for this request: the stored copy when the page may be shared and one is there
 * (fresh, or stale while a new one renders in the background), else React Router's, kept when
 * every anonymous shopper would see it alike; `Cache-Status` says which, `Cache-Control` keeps
 * every other page out of shared caches. The caller adds the CSP, security headers and cookies.
 */
export async function cachedPage(request: Request, page: PageRendering): Promise<Response> {
  const { env, waitUntil, context, nonce } = page;
  const bypass = bypassReason(request, env);
  const cache = bypass ? undefined : edgeCache();
  const key = cache
    ? pageCacheKey(request, { buildId: `${page.buildId}-${env.SITE_VERSION}`, popinProposal: context.popinProposal })
    : undefined;

  if (cache && key && !wantsRevalidation(request)) {
    const now = Date.now();
    const stored = await storedCopy(cache, key, now);
    if (stored) {
      const { response, ttl } = fromCache(stored, now, { nonce, authTag: context.authStateTag });
      if (ttl < 0 && !revalidating.has(key.url)) {
        revalidating.add(key.url);
        waitUntil(
          renderAndStore(new Request(request.url, { headers: request.headers }), page, cache, key).finally(() =>
            revalidating.delete(key.url),
          ),
        );
      }
      response.headers.set("Cache-Status", cacheStatus(ttl < 0 ? `hit; ttl=${ttl}; detail=stale` : `hit; ttl=${ttl}`));
      return response;
    }
  }

  const routerResponse = await page.render();
  const response = new Response(routerResponse.body, routerResponse);
  response.headers.delete(SHARED_PAGE_HEADER);
  // Only the pages every anonymous shopper sees alike may be kept; the rest (account, cart,
  // checkout, the sign-in callback, data requests, any page a signed-in shopper or one with a
  // cart was given) are this shopper's and stored nowhere.
  const personal = !isSharedPage(routerResponse) || visitorSpecific(request, env) !== null;
  // A page's data fetched ahead of a tap (React Router's prefetch, decision 145) is kept by this
  // browser alone, long enough for the navigation that follows to find it.
  if (isDataPrefetch(request) && response.ok && !response.headers.has("Cache-Control"))
    response.headers.set("Cache-Control", DATA_PREFETCH_CACHE_CONTROL);
  if (personal && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  if (!cache || !key) {
    if (bypass !== "off" && bypass !== "not-a-page" && isHtml(response))
      response.headers.set("Cache-Status", cacheStatus(`fwd=bypass; detail=${bypass}`));
  } else if (
    isSharedPage(routerResponse) &&
    response.body &&
    onlyVisitorCookies(context.cookies.setCookieHeaders(), env)
  ) {
    const [toShopper, toCache] = response.body.tee();
    waitUntil(store(cache, key, routerResponse, toCache, context, nonce));
    const shopperResponse = new Response(toShopper, response);
    shopperResponse.headers.set(
      "Cache-Status",
      cacheStatus(`fwd=${wantsRevalidation(request) ? "request" : "miss"}; stored`),
    );
    return shopperResponse;
  } else if (isHtml(response)) {
    response.headers.set("Cache-Status", cacheStatus("fwd=miss; detail=personal"));
  }
  return response;
}

/** Keeps a shared page once its whole body is there, unless a backend answer failed on the way. */
async function store(
  cache: Cache,
  key: Request,
  rendered: Response,
  body: ReadableStream,
  context: RequestContext,
  nonce: string,
): Promise<void> {
  const whole = new Uint8Array(await new Response(body).arrayBuffer());
  if (context.backendFailed()) return;
  const page = forCache(rendered, whole, { nonce, authTag: context.authStateTag }, Date.now());
  memoryOf(cache).keep(key.url, page);
  await cache.put(key, cacheEntry(page)).catch(() => undefined);
}

/** The background render of a stale page, stored if it is still a shared one. */
async function renderAndStore(request: Request, page: PageRendering, cache: Cache, key: Request): Promise<void> {
  const { rendered, context, nonce } = await page.renderAgain(request);
  if (isSharedPage(rendered) && rendered.body) await store(cache, key, rendered, rendered.body, context, nonce);
  else await rendered.body?.cancel();
}
