import { isbot } from "isbot";
import { CART_COOKIES, cookieNames, parseCookies } from "../app/lib/cookies";
import { localeFromPath } from "../app/lib/locales";
import { deviceChannel, deviceOf } from "../app/lib/device";
import { consentVariant, decodeConsent } from "../app/features/consent/consent";
import type { AppEnv } from "../app/lib/env.server";
import { FAULT_HEADER } from "../app/routing/request-context.server";
import { SHARED_PAGE_HEADER } from "../app/pages/kinds";
import { prefersMarkdown } from "../app/lib/accept";
import { withoutTrackingParams } from "../app/lib/tracking-params";

/**
 * The edge cache of anonymous pages (decision 89). A page is shared when nothing in it belongs
 * to one shopper: no session, no cart, no flash message, no fault switch, and its route says
 * it is one of the shared page types (home, catalogue, product, editorial, help, stores) with
 * a 200. Shared pages are stored in the Cache API without cookies, keyed by site host,
 * locale path, canonical query, device channel, bot or not, the country popin proposal, the
 * consent choice and the format (HTML, or the Markdown twin an agent asked for);
 * on the way out the render-time nonce and sign-in tag are swapped for this response's own.
 */

export const PAGE_CACHE = {
  /** Served as is for this long after rendering… */
  freshSeconds: 120,
  /** …then served while a new copy renders in the background, for this long more. */
  staleSeconds: 600,
} as const;

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
  // The page shows this site's cart (its count in the header); another site's cart does not
  // change it. Off a site's path, any cart makes the page the shopper's own.
  const site = localeFromPath(new URL(request.url).pathname)?.site;
  if (site ? cookies[names.cart(site)] : CART_COOKIES.some((name) => cookies[name])) return "cart";
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
  const params = [...withoutTrackingParams(search)];
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1));
  return new URLSearchParams(params).toString();
}

export interface PageKeyParts {
  buildId: string;
  popinProposal: string | null;
}

/** The consent cookie's name is the same in every environment. */
const consentCookie = cookieNames("any").consent;

/** isbot's verdict per user agent: its pattern is long and a browser sends the same one on every page. */
const botVerdicts = new Map<string, boolean>();
function isBotCached(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    // Bounded: forged agents must not grow an isolate's memory.
    if (botVerdicts.size >= 500) botVerdicts.clear();
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

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
    isBotCached(userAgent) ? "bot" : "browser",
    popinProposal ?? "no-popin",
    consent,
    prefersMarkdown(request.headers.get("Accept")) ? "md" : "html",
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
const KEPT_HEADERS = ["Content-Type", "Content-Language", "Link", "Vary"];

/** A stored page: the headers it keeps (with what it was rendered with, and when) and its whole body. */
export interface StoredPage {
  headers: Headers;
  bytes: Uint8Array<ArrayBuffer>;
}

export function forCache(
  response: Response,
  bytes: Uint8Array<ArrayBuffer>,
  renderedWith: RenderedWith,
  now: number,
): StoredPage {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(NONCE_HEADER, renderedWith.nonce);
  headers.set(AUTH_TAG_HEADER, renderedWith.authTag);
  headers.set(STORED_AT_HEADER, String(now));
  headers.set("Cache-Control", `public, max-age=${PAGE_CACHE.freshSeconds + PAGE_CACHE.staleSeconds}`);
  return { headers, bytes };
}

/** The Cache API's entry for a stored page. */
export const cacheEntry = (page: StoredPage): Response =>
  new Response(page.bytes, { status: 200, headers: page.headers });

/** A page read back from the Cache API. */
export async function readStored(entry: Response): Promise<StoredPage> {
  return { headers: entry.headers, bytes: new Uint8Array(await entry.arrayBuffer()) };
}

/** Past its fresh and stale time: the Cache API has dropped it, and so must any other copy. */
export function hasExpired(page: StoredPage, now: number): boolean {
  const storedAt = Number(page.headers.get(STORED_AT_HEADER));
  return !Number.isFinite(storedAt) || now - storedAt > (PAGE_CACHE.freshSeconds + PAGE_CACHE.staleSeconds) * 1000;
}

export interface CachedPage {
  response: Response;
  /** Seconds left before the copy goes stale; negative when stale. */
  ttl: number;
}

/** The stored page, made this response's own: fresh nonce and sign-in tag, no internal headers. */
export function fromCache(stored: StoredPage, now: number, own: RenderedWith): CachedPage {
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
  const body = replaceAll(stored.bytes, replacements);
  return { response: new Response(body, { status: 200, headers }), ttl: Number.isFinite(ttl) ? ttl : -1 };
}

/**
 * `bytes` with every occurrence of each string replaced. The nonce and the tag are random
 * base64, so they occur only where the render put them: in `nonce` attributes, and inside the
 * router's serialized data in inline scripts, which is why this works on bytes rather than on
 * elements. Bytes, not text: decoding and encoding a whole page again was most of what serving
 * it from the cache cost (issue 30); UTF-8 never matches inside a character. The whole page at
 * once, not a stream: a stream's per-chunk work cost more than the copy (issue 30).
 */
export function replaceAll(
  bytes: Uint8Array<ArrayBuffer>,
  replacements: readonly [string, string][],
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const pairs = replacements
    .filter(([from]) => from.length > 0)
    .map(([from, to]) => [encoder.encode(from), encoder.encode(to)] as const);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let written = 0;
  // Each string's next match, searched again only once the output has passed it.
  const next = pairs.map(([from]) => indexOfBytes(bytes, from, 0));
  for (;;) {
    let at = -1;
    let pair: (typeof pairs)[number] | undefined;
    pairs.forEach((candidate, index) => {
      if (next[index]! !== -1 && next[index]! < written) next[index] = indexOfBytes(bytes, candidate[0], written);
      const found = next[index]!;
      if (found !== -1 && (at === -1 || found < at)) [at, pair] = [found, candidate];
    });
    if (!pair) break;
    if (at > written) parts.push(bytes.subarray(written, at));
    parts.push(pair[1]);
    written = at + pair[0].length;
  }
  if (!parts.length) return bytes;
  if (written < bytes.length) parts.push(bytes.subarray(written));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Where `needle` starts in `haystack` at or after `from`; -1 when it does not (whole). */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  if (first === undefined) return -1;
  for (let at = haystack.indexOf(first, from); at !== -1; at = haystack.indexOf(first, at + 1)) {
    if (at + needle.length > haystack.length) return -1;
    let matched = 1;
    while (matched < needle.length && haystack[at + matched] === needle[matched]) matched++;
    if (matched === needle.length) return at;
  }
  return -1;
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
