import type { ApiClient } from "../../api/client.server";
import { isApiError } from "../../api/errors";
import { clearEdgeMemory, edgeCached } from "../../lib/edge-cache.server";
import { logError } from "../../lib/log.server";
import { shopDomainParamsSchema, type ShopDomainParams } from "../../api/site-params";

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

interface LoadOptions {
  api: ApiClient;
  domain: string;
  url: string;
  /** Whose cached answer may be used (lib/edge-cache.server.ts). */
  scope: string;
  /** Skip both caches (the fault switch is on, so the answer must come from the backend). */
  bypassCache: boolean;
  waitUntil(promise: Promise<unknown>): void;
}

/** GET /web-domains/?domain= for the request's shop domain, zod-checked and cached at the edge. */
export async function loadSiteParams({
  api,
  domain,
  url,
  scope,
  bypassCache,
  waitUntil,
}: LoadOptions): Promise<ShopDomainParams> {
  try {
    return await edgeCached({
      key: `web-domains/${domain}`,
      scope,
      schema: shopDomainParamsSchema,
      ttlSeconds: EDGE_TTL_SECONDS,
      bypass: bypassCache,
      waitUntil,
      load: () => api.call("web-domains/", { query: { domain }, schema: shopDomainParamsSchema }),
    });
  } catch (error) {
    const status = isApiError(error) ? error.status : 500;
    logError({ message: GET_PARAMS_ERROR, status, url, cause: error instanceof Error ? error.message : String(error) });
    throw new SiteParamsError(status);
  }
}

/** Test hook: forget what this isolate remembers. */
export const clearSiteParamsMemory = clearEdgeMemory;
