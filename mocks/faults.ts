import { z } from "zod";

/**
 * The fault switch: a request carrying `x-mock-fault` (or the `mock-fault` cookie) makes the
 * calls it names answer with a chosen status and message, after an optional latency.
 * Value: one rule or a JSON array of rules, e.g.
 *   {"call":"GET /web-domains/","status":500,"message":"Boom"}
 *   [{"call":"* /carts/*","latency":300}]
 * `call` is "METHOD /path", where METHOD may be * and the path may contain * wildcards.
 * `merge` changes a successful answer instead, e.g. a site flag for one test:
 *   {"call":"GET /web-domains/","merge":{"params":{"flags":{"swiftAddToCart":false}}}}
 * `share` (0 to 1) makes a rule apply to that share of its calls, drawn at random per call; a
 * call it spares goes on to the next rule, so a list fails a mix of calls (the load run's faults).
 * The first rule that applies decides: one with neither status, latency nor merge leaves the
 * call as it is.
 * Only the mock reads it; the storefront forwards it in local mode only.
 */
export const FAULT_HEADER = "x-mock-fault";
export const FAULT_COOKIE = "mock-fault";

export const faultRuleSchema = z.object({
  call: z.string().regex(/^(\*|GET|POST|PUT|DELETE|PATCH) \/\S*$/),
  status: z.number().int().min(200).max(599).optional(),
  message: z.string().max(500).optional(),
  latency: z.number().int().min(0).max(30_000).optional(),
  /** Deep-merged into the call's JSON answer (objects merge, anything else replaces): a site flag switched for one test. */
  merge: z.record(z.string(), z.unknown()).optional(),
  /** The share of matching calls the rule applies to (all of them when absent). */
  share: z.number().min(0).max(1).optional(),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

const faultsSchema = z.union([faultRuleSchema.transform((rule) => [rule]), z.array(faultRuleSchema).max(20)]);

/** The rules a request carries; malformed switches are ignored (and said so in a header). */
export function readFaults(request: Request): { rules: FaultRule[]; invalid: boolean } {
  const raw = request.headers.get(FAULT_HEADER) ?? cookieValue(request.headers.get("Cookie"), FAULT_COOKIE);
  if (!raw) return { rules: [], invalid: false };
  try {
    const parsed = faultsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { rules: parsed.data, invalid: false } : { rules: [], invalid: true };
  } catch {
    return { rules: [], invalid: true };
  }
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function wildcard(pattern: string): RegExp {
  const trimmed = pattern.replace(/\/+$/, "") || "/";
  return new RegExp(
    `^${trimmed
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}/?$`,
  );
}

/**
 * The rule that applies to a call: the first whose method and path match and, when it has a
 * share, whose draw falls within it (`draw` answers in [0, 1); tests pass their own).
 */
export function findFault(
  rules: FaultRule[],
  method: string,
  pathname: string,
  draw: () => number = Math.random,
): FaultRule | undefined {
  return rules.find((rule) => {
    const [ruleMethod, rulePath] = rule.call.split(" ") as [string, string];
    if (ruleMethod !== "*" && ruleMethod !== method.toUpperCase()) return false;
    if (!wildcard(rulePath).test(pathname)) return false;
    return rule.share === undefined || draw() < rule.share;
  });
}

/** What a rule does to a call, as the fault tally names it: its status, else "latency", else "merge"; a rule that leaves the call alone: none. */
export function faultKind(rule: FaultRule | undefined): string | undefined {
  if (!rule) return undefined;
  if (rule.status !== undefined) return String(rule.status);
  if (rule.latency) return "latency";
  return rule.merge ? "merge" : undefined;
}

/** `patch` merged into `base`: plain objects key by key, everything else (arrays too) replaced. */
export function deepMerge(base: unknown, patch: unknown): unknown {
  const isPlain = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isPlain(base) || !isPlain(patch)) return patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
    merged[key] = deepMerge(base[key], value);
  }
  return merged;
}

/** The answer with the rule's `merge` applied, when it is a JSON success; anything else as it was. */
export async function mergedAnswer(response: Response, merge: Record<string, unknown> | undefined): Promise<Response> {
  if (!merge || !response.ok || !response.headers.get("Content-Type")?.includes("json")) return response;
  const body = deepMerge(await response.json(), merge);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
