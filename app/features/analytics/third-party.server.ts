import type { AppEnv } from "../../lib/env.server";
import { logWarning } from "../../lib/log.server";
import type { ConsentState } from "../consent/consent.server";
import type { ShopDomainParams } from "../../api/site-params";

/**
 * Which third-party scripts a page may load (issue 15): the tag manager once analytics are
 * accepted, A/B testing at privacy level 2 where the site's `abtasty` flag is on. The page loads
 * them when the browser is idle (third-party-scripts.tsx); nothing is named before consent.
 */

/** R5.11: GTM- (tag manager container) or G- (analytics stream), then letters and digits. */
export const ANALYTICS_ID_PATTERN = /^(GTM|G)-[A-Za-z0-9]+$/;

export function isAnalyticsId(id: string): boolean {
  return ANALYTICS_ID_PATTERN.test(id);
}

/**
 * The site's analytics id from `ANALYTICS_IDS` ("*=GTM-ABC123,pl=G-XYZ": a default and
 * per-site overrides by shop domain; an empty value switches a site off).
 */
export function configuredAnalyticsId(config: string, shopDomain: string): string | null {
  const entries = new Map(
    config
      .split(",")
      .map((entry) => entry.split("=").map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && Boolean(parts[0])),
  );
  const id = entries.get(shopDomain) ?? entries.get("*");
  return id ? id : null;
}

const reported = new Set<string>();

/** The site's tag manager, when its id is valid; a malformed id switches analytics off, logged once per isolate. */
export function tagManagerFor(
  env: Pick<AppEnv, "ANALYTICS_IDS" | "TAG_MANAGER_URL">,
  shopDomain: string,
  url: string,
): { id: string; src: string } | null {
  const id = configuredAnalyticsId(env.ANALYTICS_IDS, shopDomain);
  if (!id || !env.TAG_MANAGER_URL) return null;
  if (!isAnalyticsId(id)) {
    if (!reported.has(`${shopDomain}:${id}`)) {
      reported.add(`${shopDomain}:${id}`);
      logWarning({
        message: "Analytics off: the analytics id must be GTM- or G- followed by letters and digits",
        url,
        cause: `site ${shopDomain}: ${JSON.stringify(id.slice(0, 40))}`,
      });
    }
    return null;
  }
  const base = env.TAG_MANAGER_URL.replace(/\/$/, "");
  const src = id.startsWith("GTM-") ? `${base}/gtm.js?id=${id}` : `${base}/gtag/js?id=${id}`;
  return { id, src };
}

export interface ThirdPartyScripts {
  tagManager: { id: string; src: string } | null;
  abTesting: string | null;
  /** Product pages' widgets (decision 117): personalisation consent and the site's flag. */
  olapic: string | null;
  richRelevance: string | null;
}

export function thirdPartyScripts(
  env: AppEnv,
  site: ShopDomainParams,
  shopDomain: string,
  consent: ConsentState,
  url: string,
): ThirdPartyScripts {
  return {
    tagManager: consent.choice.analytics ? tagManagerFor(env, shopDomain, url) : null,
    // R7.43: A/B testing needs privacy level 2, and the site's flag.
    abTesting:
      consent.level === 2 && site.params.flags.abtasty && env.AB_TESTING_SCRIPT_URL ? env.AB_TESTING_SCRIPT_URL : null,
    olapic:
      consent.choice.personalisation && site.params.flags.olapic && env.OLAPIC_SCRIPT_URL
        ? env.OLAPIC_SCRIPT_URL
        : null,
    richRelevance:
      consent.choice.personalisation && site.params.flags.richRelevance && env.RICH_RELEVANCE_SCRIPT_URL
        ? env.RICH_RELEVANCE_SCRIPT_URL
        : null,
  };
}
