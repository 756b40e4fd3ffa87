import type { z } from "zod";

/**
 * Read-through cache for backend answers shared by every shopper (site parameters, CMS
 * content): kept briefly in the isolate's memory, longer in the edge cache (Cache API), and
 * re-validated with the same zod schema when read back. `bypass` (the fault switch is on)
 * always asks the backend.
 */
const memory = new Map<string, { value: unknown; expires: number }>();
const MEMORY_TTL_MS = 60_000;

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
}

export async function edgeCached<T>({ key, schema, ttlSeconds, bypass, waitUntil, load }: CachedLoad<T>): Promise<T> {
  const request = new Request(`https://edge-cache.internal/${encodeURIComponent(key)}`);
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
  const value = await load();
  if (!bypass) {
    memory.set(key, { value, expires: now + Math.min(MEMORY_TTL_MS, ttlSeconds * 1000) });
    const cache = edgeCache();
    if (cache) {
      const response = new Response(JSON.stringify(value), {
        headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${ttlSeconds}` },
      });
      waitUntil(cache.put(request, response).catch(() => undefined));
    }
  }
  return value;
}

/** Test hook: forget what this isolate remembers. */
export function clearEdgeMemory(): void {
  memory.clear();
}
