import { cspRulesSchema, type CspRules } from "../app/api/site-params";
import { edgeCached } from "../app/lib/edge-cache.server";
import { logWarning } from "../app/lib/log.server";
import type { RequestContext } from "../app/lib/request-context";

/**
 * Content-Security-Policy: the backend's merged rules (POST .../merge-csp, cached) plus a
 * fresh nonce per response. Scripts never get 'unsafe-inline'; with 'strict-dynamic' a script
 * runs only if it carries the nonce or a nonced script loaded it (the tag manager's own tags),
 * whatever hosts the rules list (they stay for browsers without CSP level 3). Violations are
 * reported to our own endpoint (workers/csp-report.ts).
 */

/** Used when the backend's rules cannot be had: strict, our origin only. */
export const FALLBACK_CSP_RULES: CspRules = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
};

export interface CspOptions {
  nonce: string;
  /** Plain-http origins (local runs) must not upgrade requests to https. */
  secureOrigin: boolean;
  /** Extra sources for connect-src and form-action, e.g. the sign-in provider. */
  extraFormActions?: string[];
  /** Where browsers report violations (same origin). */
  reportPath?: string;
}

/** The Reporting API's name for our endpoint (`Reporting-Endpoints` header, `report-to` directive). */
export const CSP_REPORT_GROUP = "csp";

export function buildCsp(
  rules: CspRules,
  { nonce, secureOrigin, extraFormActions = [], reportPath }: CspOptions,
): string {
  const directives = new Map<string, string[]>();
  for (const [name, sources] of Object.entries(rules)) {
    const key = name.toLowerCase();
    directives.set(key, [
      ...new Set([...(directives.get(key) ?? []), ...sources.map((s) => s.trim()).filter(Boolean)]),
    ]);
  }
  for (const [name, sources] of Object.entries(FALLBACK_CSP_RULES)) {
    if (!directives.has(name) && name !== "script-src") directives.set(name, sources);
  }
  const scriptSources = directives.get("script-src") ?? ["'self'"];
  directives.set("script-src", withNonce(scriptSources, nonce));
  if (directives.has("script-src-elem"))
    directives.set("script-src-elem", withNonce(directives.get("script-src-elem")!, nonce));
  if (extraFormActions.length) {
    directives.set("form-action", [...new Set([...(directives.get("form-action") ?? []), ...extraFormActions])]);
  }
  if (!secureOrigin) directives.delete("upgrade-insecure-requests");
  directives.delete("report-uri");
  directives.delete("report-to");
  if (reportPath) {
    directives.set("report-uri", [reportPath]);
    directives.set("report-to", [CSP_REPORT_GROUP]);
  }
  return [...directives].map(([name, sources]) => (sources.length ? `${name} ${sources.join(" ")}` : name)).join("; ");
}

function withNonce(sources: string[], nonce: string): string[] {
  const kept = sources.filter((source) => source !== "'unsafe-inline'" && !source.startsWith("'nonce-"));
  if (!kept.includes("'self'")) kept.unshift("'self'");
  return [...kept.filter((source) => source !== "'strict-dynamic'"), `'nonce-${nonce}'`, "'strict-dynamic'"];
}

/** 16 random bytes, base64: a fresh nonce per response. */
export function createNonce(): string {
  if (!globalThis.crypto?.getRandomValues) throw new Error("No secure random generator available");
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const CSP_TTL_SECONDS = 600;

/**
 * The merged rules, cached per scope (lib/edge-cache.server.ts: the call carries the customer's
 * token when there is one, R7.01); the strict fallback (logged) when the backend fails.
 */
export async function loadCspRules(
  context: Pick<RequestContext, "api" | "bypassCache" | "cacheScope" | "waitUntil">,
  url: string,
): Promise<CspRules> {
  try {
    return await edgeCached({
      key: "merge-csp",
      scope: await context.cacheScope(),
      schema: cspRulesSchema,
      ttlSeconds: CSP_TTL_SECONDS,
      bypass: context.bypassCache,
      waitUntil: context.waitUntil,
      load: () =>
        context.api.call("applications/front-ecommerce/rules/merge-csp", {
          method: "POST",
          body: { rulesType: "CSP" },
          schema: cspRulesSchema,
        }),
    });
  } catch (error) {
    logWarning({ message: "merge-csp failed, using the fallback policy", url, cause: String(error) });
    return FALLBACK_CSP_RULES;
  }
}
