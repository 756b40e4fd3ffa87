import type { z } from "zod";

/**
 * Read-through cache for backend answers shared by every shopper (site parameters, CMS
 * content): kept briefly in the isolate's memory, longer in the edge cache (Cache API), and
 * re-validated with the same zod schema when read back. `bypass` (the fault switch is on)
 * always asks the backend.
 */
const memory = new Map<string, { value: unknown; expires: number }>();
const MEMORY_TTL_MS = 60_000;

/**
 * The last good answer of each key, kept past its TTL: when the backend fails or is slower than
 * its budget, the page gets this instead of nothing (content that may fail silently, spec 8).
 * In this isolate's memory (bounded), and in the edge cache for a day under a key of its own.
 */
const lastGood = new Map<string, unknown>();
const LAST_GOOD_ENTRIES = 500;
const LAST_GOOD_SECONDS = 86_400;

function keepLastGood(key: string, value: unknown) {
  lastGood.delete(key);
  lastGood.set(key, value);
  if (lastGood.size > LAST_GOOD_ENTRIES) lastGood.delete(lastGood.keys().next().value!);
}

/** The Cache API's default cache; undefined outside Workers (unit tests in Node). */
export function edgeCache(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
}

export interface CachedLoad<T> {
  key: string;
  schema: z.ZodType<T>;
  ttlSeconds: number;
  bypass: boolean;
  waitUntil(promise: Promise<unknown>): void;
  load(): Promise<T>;
  /** When the load fails, serve the last good answer if there is one (else the failure). */
  staleOnError?: boolean;
}

export async function edgeCached<T>({ key, schema, ttlSeconds, bypass, waitUntil, load, staleOnError = false }: CachedLoad<T>): Promise<T> {
  const request = new Request(`https://edge-cache.internal/${encodeURIComponent(key)}`);
  const staleRequest = new Request(`https://edge-cache.internal/stale/${encodeURIComponent(key)}`);
  const now = Date.now();
  if (!bypass) {
    const hit = memory.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    const cached = await edgeCache()?.match(request);
    if (cached) {
      const parsed = schema.safeParse(await cached.json());
      if (parsed.success) {
        memory.set(key, { value: parsed.data, expires: now + Math.min(MEMORY_TTL_MS, ttlSeconds * 1000) });
        return parsed.data;
      }
    }
  }
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (!staleOnError || bypass) throw error;
    const stale = await lastGoodOf(key, staleRequest, schema);
    if (stale === undefined) throw error;
    return stale;
  }
  if (!bypass) {
    memory.set(key, { value, expires: now + Math.min(MEMORY_TTL_MS, ttlSeconds * 1000) });
    const cache = edgeCache();
    if (cache) {
      const json = JSON.stringify(value);
      const put = (target: Request, seconds: number) =>
        cache.put(target, new Response(json, { headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${seconds}` } })).catch(() => undefined);
      waitUntil(Promise.all([put(request, ttlSeconds), staleOnError ? put(staleRequest, LAST_GOOD_SECONDS) : undefined]));
    }
    if (staleOnError) keepLastGood(key, value);
  }
  return value;
}

async function lastGoodOf<T>(key: string, staleRequest: Request, schema: z.ZodType<T>): Promise<T | undefined> {
  if (lastGood.has(key)) return lastGood.get(key) as T;
  const cached = await edgeCache()?.match(staleRequest).catch(() => undefined);
  if (!cached) return undefined;
  const parsed = schema.safeParse(await cached.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

/** Test hook: forget what this isolate remembers. */
export function clearEdgeMemory(): void {
  memory.clear();
  lastGood.clear();
}
