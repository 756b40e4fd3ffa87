import { isbot } from "isbot";
import { cookieNames, parseCookies } from "../app/lib/cookies";
import { deviceChannel, deviceOf } from "../app/lib/device";
import { consentVariant, decodeConsent } from "../app/features/consent/consent";
import type { AppEnv } from "../app/lib/env.server";
import { FAULT_HEADER } from "../app/routing/request-context.server";
import { SHARED_PAGE_HEADER } from "../app/pages/kinds";

/**
 * The edge cache of anonymous pages (decision 89). A page is shared when nothing in it belongs
 * to one shopper: no session, no cart, no flash message, no fault switch, and its route says
 * it is one of the shared page types (home, catalogue, product, editorial, help, stores) with
 * a 200. Shared pages are stored in the Cache API without cookies, keyed by site host,
 * locale path, canonical query, device channel, bot or not, the country popin proposal and the
 * consent choice;
 * on the way out the render-time nonce and sign-in tag are swapped for this response's own.
 */

export const PAGE_CACHE = {
  /** Served as is for this long after rendering… */
  freshSeconds: 120,
  /** …then served while a new copy renders in the background, for this long more. */
  staleSeconds: 600,
} as const;

/** Query parameters that never change a page (campaign tracking): dropped from the key. */
const TRACKING_PARAMS = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_ga|_gl)$/i;

/** Why this request must be rendered for its shopper alone; null when it may be shared. */
export function bypassReason(request: Request, env: AppEnv): string | null {
  if (env.PAGE_CACHE !== "on") return "off";
  if (request.method !== "GET") return "method";
  const url = new URL(request.url);
  // Client navigations' data and route discovery: never documents.
  if (url.pathname.endsWith(".data") || url.pathname.startsWith("/__")) return "not-a-page";
  return visitorSpecific(request, env);
}

/**
 * Why a page rendered for this request is this visitor's own (signed in: every call carried
 * their token, R7.01; a cart, a notice, a site version, the fault switch), or null.
 */
export function visitorSpecific(request: Request, env: AppEnv): string | null {
  const names = cookieNames(env.ENVIRONMENT);
  const cookies = parseCookies(request.headers.get("Cookie"));
  if (cookies[names.accessToken] || cookies[names.refreshToken]) return "signed-in";
  if (cookies[names.cart]) return "cart";
  if (cookies[names.flash]) return "flash";
  if (cookies[names.siteVersion]) return "site-version";
  if (env.MOCK_FAULTS === "on" && (request.headers.get(FAULT_HEADER) || cookies[names.mockFault]))
    return "fault-switch";
  return null;
}

/** A hard reload (or a client asking so) renders again, and refreshes the stored copy. */
export function wantsRevalidation(request: Request): boolean {
  return (
    /no-cache|max-age=0/.test(request.headers.get("Cache-Control") ?? "") ||
    request.headers.get("Pragma") === "no-cache"
  );
}

/** The query string as the key sees it: tracking parameters dropped, the rest sorted. */
export function canonicalQuery(search: string): string {
  const params = [...new URLSearchParams(search)].filter(([name]) => !TRACKING_PARAMS.test(name));
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1));
  return new URLSearchParams(params).toString();
}

export interface PageKeyParts {
  buildId: string;
  popinProposal: string | null;
}

/** The consent cookie's name is the same in every environment. */
const consentCookie = cookieNames("any").consent;

/** The Cache API key: a URL of our own, so no shopper request can name another's entry. */
export function pageCacheKey(request: Request, { buildId, popinProposal }: PageKeyParts): Request {
  const url = new URL(request.url);
  const userAgent = request.headers.get("User-Agent") ?? "";
  // The consent choice decides whether the banner shows and which scripts the page names.
  const consent = consentVariant(decodeConsent(parseCookies(request.headers.get("Cookie"))[consentCookie]));
  // The device picks the first picture's preset (R3.33): one copy per device and channel.
  const variant = [
    deviceChannel(userAgent),
    deviceOf(request.headers),
    isbot(userAgent) ? "bot" : "browser",
    popinProposal ?? "no-popin",
    consent,
  ].join(",");
  const query = canonicalQuery(url.search);
  return new Request(
    `https://page-cache.internal/${encodeURIComponent(buildId)}/${url.host}/${variant}${url.pathname}${query ? `?${query}` : ""}`,
  );
}

/** The personal bits of a stored page, replaced on the way out. */
export interface RenderedWith {
  nonce: string;
  authTag: string;
}

const NONCE_HEADER = "X-Rendered-Nonce";
const AUTH_TAG_HEADER = "X-Rendered-Auth-Tag";
const STORED_AT_HEADER = "X-Stored-At";

/** Headers a shared page keeps in the cache: content only, never cookies nor policies. */
const KEPT_HEADERS = ["Content-Type", "Content-Language", "Link"];

export function forCache(response: Response, body: ReadableStream, renderedWith: RenderedWith, now: number): Response {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(NONCE_HEADER, renderedWith.nonce);
  headers.set(AUTH_TAG_HEADER, renderedWith.authTag);
  headers.set(STORED_AT_HEADER, String(now));
  headers.set("Cache-Control", `public, max-age=${PAGE_CACHE.freshSeconds + PAGE_CACHE.staleSeconds}`);
  return new Response(body, { status: 200, headers });
}

export interface CachedPage {
  response: Response;
  /** Seconds left before the copy goes stale; negative when stale. */
  ttl: number;
}

/** The stored page, made this response's own: fresh nonce and sign-in tag, no internal headers. */
export function fromCache(stored: Response, now: number, own: RenderedWith): CachedPage {
  const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
  const ttl = Math.round(PAGE_CACHE.freshSeconds - (now - storedAt) / 1000);
  const replacements: [string, string][] = [];
  const nonce = stored.headers.get(NONCE_HEADER);
  const authTag = stored.headers.get(AUTH_TAG_HEADER);
  if (nonce) replacements.push([nonce, own.nonce]);
  if (authTag) replacements.push([authTag, own.authTag]);
  const headers = new Headers(stored.headers);
  for (const name of [
    NONCE_HEADER,
    AUTH_TAG_HEADER,
    STORED_AT_HEADER,
    "Cache-Control",
    "CF-Cache-Status",
    "Age",
    "ETag",
    "Last-Modified",
    "Expires",
  ])
    headers.delete(name);
  const body = stored.body ? stored.body.pipeThrough(replaceAll(replacements)) : null;
  return { response: new Response(body, { status: 200, headers }), ttl: Number.isFinite(ttl) ? ttl : -1 };
}

/**
 * Replaces exact strings in a UTF-8 byte stream, also when one is split across chunks. The
 * nonce and the tag are random base64, so they occur only where the render put them: in
 * `nonce` attributes, and inside the router's serialized data in inline scripts, which is why
 * this works on bytes rather than on elements (an HTMLRewriter sees that script text in
 * arbitrary pieces).
 */
export function replaceAll(replacements: readonly [string, string][]): TransformStream<Uint8Array, Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const pairs = replacements.filter(([from]) => from.length > 0);
  const keep = Math.max(0, ...pairs.map(([from]) => from.length - 1));
  let pending = "";
  const apply = (text: string) => pairs.reduce((out, [from, to]) => out.split(from).join(to), text);
  return new TransformStream({
    transform(chunk, controller) {
      if (!pairs.length) return controller.enqueue(chunk);
      const text = apply(pending + decoder.decode(chunk, { stream: true }));
      // Hold back the tail that could be the start of a match completed by the next chunk.
      const cut = Math.max(0, text.length - keep);
      pending = text.slice(cut);
      if (cut > 0) controller.enqueue(encoder.encode(text.slice(0, cut)));
    },
    flush(controller) {
      const text = apply(pending + decoder.decode());
      if (text) controller.enqueue(encoder.encode(text));
    },
  });
}

/** True when the page's route said it is one every anonymous shopper sees alike. */
export function isSharedPage(response: Response): boolean {
  return response.status === 200 && response.headers.get(SHARED_PAGE_HEADER) === "1";
}

/** The cookies a shared page may come with: the ones the edge sets for any visitor. */
export function onlyVisitorCookies(setCookies: readonly string[], env: AppEnv): boolean {
  const names = cookieNames(env.ENVIRONMENT);
  const allowed = new Set([names.locale, names.anonymousId]);
  return setCookies.every((header) => allowed.has(header.slice(0, header.indexOf("="))));
}

/** RFC 9211 Cache-Status for the response. */
export function cacheStatus(detail: string): string {
  return `atelier-edge; ${detail}`;
}
