import type { z } from "zod";
import { edgeCached } from "../../lib/edge-cache.server";
import type { RequestContext } from "../../lib/request-context";
import { cmsAssetsSchema } from "./schemas";

/** Seconds a CMS answer stays in the edge cache (and a minute in an isolate's memory). */
export const CMS_TTL_SECONDS = 300;

/**
 * How long a page waits for content it may go without (CMS, segmentations: spec 8 swallows
 * their failures): a slow content service never holds the first byte past it; the last good
 * content is served meanwhile (lib/edge-cache.server.ts), else the page renders without.
 */
export const CONTENT_BUDGET_MS = 900;

/** What a content-type query asks for (R7.38): referenced entries, the fields read, a filter. */
export interface EntriesQuery {
  include?: readonly string[];
  only?: readonly string[];
  query?: Record<string, string>;
}

/**
 * The site's commercial operation (`commercialOperation.version`, decision 111): sent with every
 * CMS call and part of every CMS cache key, so content caches roll over when the operation
 * changes. Site parameters that fail to load leave CMS reads to their own fallbacks.
 */
export async function commercialOperation(context: RequestContext): Promise<string> {
  try {
    return (await context.siteParams()).params.commercialOperation.version;
  } catch {
    return "none";
  }
}

/** GET /cms/v3/content_types/{type}/entries in the page's language, edge-cached per operation. */
export async function cmsEntries<T>(
  context: RequestContext,
  type: string,
  schema: z.ZodType<T>,
  { include = [], only = [], query }: EntriesQuery = {},
): Promise<T> {
  const language = context.locale.language;
  const version = await commercialOperation(context);
  const filter = query ? JSON.stringify(query) : undefined;
  const scope = await context.cacheScope();
  return edgeCached({
    // Every part of the question is in the key: two readers asking differently never share an answer.
    key: `cms/${version}/${type}/${language}/${[...include].join("+")}/${[...only].join("+")}${filter ? `/${filter}` : ""}`,
    scope,
    schema,
    ttlSeconds: CMS_TTL_SECONDS,
    bypass: context.bypassCache,
    waitUntil: context.waitUntil,
    staleOnError: true,
    load: () =>
      context.api.call(`cms/v3/content_types/${type}/entries`, {
        query: {
          locale: language,
          environment: "production",
          commercial_operation: version,
          "include[]": include,
          "only[BASE][]": only,
          query: filter,
        },
        schema,
        timeoutMs: CONTENT_BUDGET_MS,
      }),
  });
}

/** GET /cms/v3/assets of one folder (R7.38), edge-cached per operation. */
export async function cmsAssets(context: RequestContext, folder: string) {
  const version = await commercialOperation(context);
  return edgeCached({
    key: `cms-assets/${version}/${folder}`,
    scope: await context.cacheScope(),
    schema: cmsAssetsSchema,
    ttlSeconds: CMS_TTL_SECONDS,
    bypass: context.bypassCache,
    waitUntil: context.waitUntil,
    staleOnError: true,
    load: () =>
      context.api.call("cms/v3/assets", {
        query: { folder, commercial_operation: version },
        schema: cmsAssetsSchema,
        timeoutMs: CONTENT_BUDGET_MS,
      }),
  });
}
