import type { z } from "zod";
import { BoundedMemory } from "./bounded-memory";

/**
 * Read-through cache for backend answers (site parameters, CMS content, the CSP rules): kept
 * briefly in the isolate's memory, longer in the edge cache (Cache API), and re-validated with
 * the same zod schema when read back. `bypass` (the fault switch is on) always asks the backend.
 *
 * Every entry belongs to a scope (`cacheScopeOf`): answers fetched without a token are shared by
 * every anonymous shopper; answers fetched with a customer's token (R7.01 sends it on every call,
 * and the backend may answer a customer differently) are kept under that token's own scope, so
 * no customer is ever given another's answer. Only when the backend fails is a customer given
 * the last anonymous answer (content anyone may see, spec 8's silent failures) rather than none.
 */
const MEMORY_TTL_MS = 60_000;
/** Customers' scopes multiply keys: the isolate keeps this many, the least recently used dropped first. */
const memory = new BoundedMemory<{ value: unknown; expires: number }>(2_000);

/** The anonymous shoppers' scope. */
export const SHARED_SCOPE = "shared";

/**
 * The scope of answers fetched with this access token: a digest of the token itself, which only
 * its holder can present (a claim such as the customer id could be forged in an unverified token).
 */
export async function cacheScopeOf(accessToken: string | undefined): Promise<string> {
  if (!accessToken) return SHARED_SCOPE;
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`cache-scope:${accessToken}`)),
  );
  return `customer-${[...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Cache-Control of an answer built from backend calls: shared caches may keep an anonymous one;
 * one fetched with a customer's token is for that customer's browser only.
 */
export const cacheControlFor = (scope: string, seconds: number) =>
  `${scope === SHARED_SCOPE ? "public" : "private"}, max-age=${seconds}`;

/**
 * The last good answer of each key, kept past its TTL: when the backend fails or is slower than
 * its budget, the page gets this instead of nothing (content that may fail silently, spec 8).
 * In this isolate's memory (bounded), and in the edge cache for a day under a key of its own.
 */
const lastGood = new BoundedMemory<unknown>(500);
const LAST_GOOD_SECONDS = 86_400;

/** The Cache API's default cache; undefined outside Workers (unit tests in Node). */
export function edgeCache(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
}

export interface CachedLoad<T> {
  key: string;
  /** Whose answer this is: `SHARED_SCOPE`, or a customer's (`cacheScopeOf` their token). */
  scope: string;
  schema: z.ZodType<T>;
  ttlSeconds: number;
  bypass: boolean;
  waitUntil(promise: Promise<unknown>): void;
  load(): Promise<T>;
  /** When the load fails, serve the last good answer if there is one (else the failure). */
  staleOnError?: boolean;
}

export async function edgeCached<T>({
  key: question,
  scope,
  schema,
  ttlSeconds,
  bypass,
  waitUntil,
  load,
  staleOnError = false,
}: CachedLoad<T>): Promise<T> {
  const key = `${scope}/${question}`;
  const sharedKey = `${SHARED_SCOPE}/${question}`;
  const shared = scope === SHARED_SCOPE;
  const request = new Request(`https://edge-cache.internal/${encodeURIComponent(key)}`);
  // The last good answer is the anonymous one: content anyone may see, kept for failures (spec 8).
  const staleRequest = new Request(`https://edge-cache.internal/stale/${encodeURIComponent(sharedKey)}`);
  const now = Date.now();
  if (!bypass) {
    const hit = memory.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    const cached = await edgeCache()?.match(request);
    if (cached) {
      const parsed = schema.safeParse(await cached.json());
      if (parsed.success) {
        memory.keep(key, { value: parsed.data, expires: now + Math.min(MEMORY_TTL_MS, ttlSeconds * 1000) });
        return parsed.data;
      }
    }
  }
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (!staleOnError || bypass) throw error;
    const stale = await lastGoodOf(sharedKey, staleRequest, schema);
    if (stale === undefined) throw error;
    return stale;
  }
  if (!bypass) {
    memory.keep(key, { value, expires: now + Math.min(MEMORY_TTL_MS, ttlSeconds * 1000) });
    const cache = edgeCache();
    if (cache) {
      const json = JSON.stringify(value);
      const put = (target: Request, seconds: number) =>
        cache
          .put(
            target,
            new Response(json, {
              headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${seconds}` },
            }),
          )
          .catch(() => undefined);
      waitUntil(
        Promise.all([
          put(request, ttlSeconds),
          staleOnError && shared ? put(staleRequest, LAST_GOOD_SECONDS) : undefined,
        ]),
      );
    }
    if (staleOnError && shared) lastGood.keep(key, value);
  }
  return value;
}

async function lastGoodOf<T>(key: string, staleRequest: Request, schema: z.ZodType<T>): Promise<T | undefined> {
  const kept = lastGood.get(key);
  if (kept !== undefined) return kept as T;
  const cached = await edgeCache()
    ?.match(staleRequest)
    .catch(() => undefined);
  if (!cached) return undefined;
  const parsed = schema.safeParse(await cached.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

/** Test hook: forget what this isolate remembers. */
export function clearEdgeMemory(): void {
  memory.clear();
  lastGood.clear();
}
