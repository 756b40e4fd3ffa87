import type { ApiClient } from "../../api/client.server";
import { isApiError } from "../../api/errors";
import { logError } from "../../lib/log.server";
import { shopDomainParamsSchema, type ShopDomainParams } from "./schemas";

/** The message of the error catalogue for a failed site-parameter load (spec 8). */
export const GET_PARAMS_ERROR = "Erreur lors de l'appel à la méthode getParams";

export class SiteParamsError extends Error {
  override readonly name = "SiteParamsError";
  constructor(readonly status: number) {
    super(GET_PARAMS_ERROR);
  }
}

/** Seconds an answer stays in the edge cache; an isolate also keeps it in memory for a minute. */
const EDGE_TTL_SECONDS = 300;
const MEMORY_TTL_MS = 60_000;
const memory = new Map<string, { value: ShopDomainParams; expires: number }>();

interface LoadOptions {
  api: ApiClient;
  domain: string;
  url: string;
  /** Skip both caches (the fault switch is on, so the answer must come from the backend). */
  bypassCache: boolean;
  waitUntil(promise: Promise<unknown>): void;
}

function edgeCache(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
}

const cacheKey = (domain: string) => new Request(`https://edge-cache.internal/web-domains/${encodeURIComponent(domain)}`);

/** GET /web-domains/?domain= for the request's shop domain, zod-checked and cached at the edge. */
export async function loadSiteParams({ api, domain, url, bypassCache, waitUntil }: LoadOptions): Promise<ShopDomainParams> {
  const now = Date.now();
  if (!bypassCache) {
    const hit = memory.get(domain);
    if (hit && hit.expires > now) return hit.value;
    const cached = await edgeCache()?.match(cacheKey(domain));
    if (cached) {
      const parsed = shopDomainParamsSchema.safeParse(await cached.json());
      if (parsed.success) {
        memory.set(domain, { value: parsed.data, expires: now + MEMORY_TTL_MS });
        return parsed.data;
      }
    }
  }
  try {
    const value = await api.call("web-domains/", { query: { domain }, schema: shopDomainParamsSchema, auth: false });
    if (!bypassCache) {
      memory.set(domain, { value, expires: now + MEMORY_TTL_MS });
      const cache = edgeCache();
      if (cache) {
        const response = new Response(JSON.stringify(value), {
          headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${EDGE_TTL_SECONDS}` },
        });
        waitUntil(cache.put(cacheKey(domain), response).catch(() => undefined));
      }
    }
    return value;
  } catch (error) {
    const status = isApiError(error) ? error.status : 500;
    logError({ message: GET_PARAMS_ERROR, status, url, cause: error instanceof Error ? error.message : String(error) });
    throw new SiteParamsError(status);
  }
}

/** Test hook: forget what this isolate remembers. */
export function clearSiteParamsMemory(): void {
  memory.clear();
}
