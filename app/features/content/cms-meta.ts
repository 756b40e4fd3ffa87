import { href } from "../../pages/href";
import { isLocalePrefix } from "../../lib/locales";
import type { SeoTags } from "../../lib/seo";
import type { CmsMeta } from "../catalog-model/schemas";

/**
 * Meta info from the content service (R3.20, decision 110): the fields an editor filled in win
 * over the app's defaults, within spec 9's rules. A page spec 9 makes noindex stays noindex
 * (an editor may add noindex, never remove it); a canonical must be a path of the page's own
 * site (its locale prefix) and keeps the `p` the rules keep; anything else is ignored.
 */
const ROBOTS_TOKENS = new Set(["index", "noindex", "follow", "nofollow", "noarchive", "nosnippet", "noimageindex"]);

export function cmsRobots(meta: CmsMeta | null | undefined): string | undefined {
  const tokens = (meta?.meta_robots ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  return tokens.length && tokens.every((token) => ROBOTS_TOKENS.has(token)) ? tokens.join(", ") : undefined;
}

export function withCmsSeo(tags: SeoTags, meta: CmsMeta | null | undefined, origin: string, pathname: string): SeoTags {
  if (!meta) return tags;
  const robots = tags.robots ?? cmsRobots(meta);
  const prefix = pathname.split("/")[1];
  // The page is one of the page table's, under its locale: the editor's canonical counts only there.
  const home = isLocalePrefix(prefix) ? href(prefix, "index") : null;
  const canonical = meta.canonical?.trim() ?? "";
  let path: string | null = null;
  try {
    const url = new URL(canonical, origin);
    const ownSite =
      home !== null && url.origin === origin && (url.pathname === home || url.pathname.startsWith(`${home}/`));
    if (canonical && ownSite) path = url.pathname;
  } catch {
    path = null;
  }
  // The rules' kept query (the `p` of catalogue and landing pages) follows the editor's path.
  const keptQuery = new URL(tags.canonical).search;
  return { ...tags, robots, canonical: path ? `${origin}${path}${keptQuery}` : tags.canonical };
}

/** The data a page's loader gives for its meta: the content service's, where it has some. */
export function cmsMetaOf(data: unknown): CmsMeta | null {
  return data && typeof data === "object" && "cmsMeta" in data ? ((data.cmsMeta as CmsMeta | null) ?? null) : null;
}
