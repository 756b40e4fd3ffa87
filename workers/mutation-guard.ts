import { m } from "../app/paraglide/messages.js";
import type { Language } from "../app/lib/locales";
import { logWarning } from "../app/lib/log.server";
import { CSP_REPORT_PATH } from "./csp-report";
import { UCP_MCP_PATH } from "../app/agents/ucp/protocol";
import { ACP_API_BASE } from "../app/agents/acp/protocol";
import { OAUTH_PATHS } from "../app/agents/identity/oauth.server";
import { readBoundedBody } from "./small-body";
import { pageLocale, smallPage } from "./small-page";

/**
 * One guard for every mutation the edge receives, before any route, cookie or backend call
 * (decision 60): a request that is not GET, HEAD or OPTIONS must show it comes from our own
 * origin. The browser's Origin header decides, else its Sec-Fetch-Site, else its Referer; a
 * request carrying none of them is refused too (every browser sends Origin with a form post or
 * fetch). A refused request gets a 403 page in the shopper's language and no cookie: a form on
 * another site, arriving without our SameSite=Lax cookies, can neither act nor replace the
 * shopper's anonymous id (and with it the cart).
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSP violation reports are posted by the browser itself, often with no Origin, and change
 * nothing: they are checked by their own endpoint (workers/csp-report.ts). Agents call the UCP
 * endpoint from their servers, with no Origin and no cookie: it checks Origin itself and works
 * only on what its body names (workers/ucp.ts). Agent platforms call ACP's sessions the same way,
 * with their API key (workers/acp.ts), and agents exchange and revoke their OAuth tokens by the
 * code's verifier or the token itself, from their servers (workers/oauth.ts).
 */
const UNGUARDED_PATHS = new Set([CSP_REPORT_PATH, UCP_MCP_PATH, OAUTH_PATHS.token, OAUTH_PATHS.revoke]);
const UNGUARDED_PREFIXES = [`${ACP_API_BASE}/`];

export type MutationSource = "same-origin" | "cross-site" | "unknown";

/** Where a request says it comes from, by Origin, else Sec-Fetch-Site, else Referer. */
export function mutationSource(request: Request, origin: string): MutationSource {
  const from = request.headers.get("Origin");
  if (from !== null) return from === origin ? "same-origin" : "cross-site";
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin" ? "same-origin" : "cross-site";
  const referer = request.headers.get("Referer");
  if (referer !== null)
    return URL.canParse(referer) && new URL(referer).origin === origin ? "same-origin" : "cross-site";
  return "unknown";
}

/** Whether the guard lets a request through: safe methods, unguarded paths, our own origin. */
export function mayMutate(request: Request, origin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const path = new URL(request.url).pathname;
  if (UNGUARDED_PATHS.has(path) || UNGUARDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return mutationSource(request, origin) === "same-origin";
}

/**
 * The largest body a mutation may carry. Our forms are a few hundred bytes (an address, a
 * promo code), so 64 KB leaves room for any honest post and none for a memory-filling one.
 */
export const MAX_MUTATION_BYTES = 64 * 1024;

/**
 * The request with its body read (at most MAX_MUTATION_BYTES, whatever Content-Length says, so a
 * chunked body cannot grow past it), or null when it is larger. Safe methods pass untouched.
 */
export async function withBoundedBody(request: Request): Promise<Request | null> {
  if (SAFE_METHODS.has(request.method) || !request.body) return request;
  const body = await readBoundedBody(request, MAX_MUTATION_BYTES);
  return body ? new Request(request, { body }) : null;
}

/** The 403 answer to a mutation from elsewhere: logged, in the shopper's language. */
export function refuseMutation(request: Request, origin: string): Response {
  const source = mutationSource(request, origin);
  logWarning({
    message: "Mutation from another origin refused",
    status: 403,
    url: new URL(request.url).pathname,
    origin: request.headers.get("Origin") ?? source,
  });
  return refusalPage(request, 403, m.forbidden_title, m.forbidden_text);
}

/** The 413 answer to a body past MAX_MUTATION_BYTES. */
export function refuseLargeBody(request: Request): Response {
  logWarning({ message: "Request body too large", status: 413, url: new URL(request.url).pathname });
  return refusalPage(request, 413, m.body_too_large_title, m.body_too_large_text);
}

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

/** A refusal in the language of the path (else Accept-Language): workers/small-page.ts. */
function refusalPage(request: Request, status: number, title: Message, text: Message): Response {
  const options = { locale: pageLocale(request).language };
  return smallPage(request, status, title({}, options), text({}, options));
}
