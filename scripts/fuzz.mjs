// Property-based fuzzer against the running storefront (workerd + the offline mock backend).
// Seeded, weighted generators make pages, data requests, form posts (plain and fetcher, every
// content type), reports and stray methods, each dressed with junk cookies (forged and expired
// JWTs) and headers. Every answer is held to four properties:
//   1. no 5xx: the mock has no faults unless its switch is set, and the fuzzer never sets it;
//   2. nothing sends the browser off this site (another host, `//host`, `/\host`, a non-http
//      scheme): not a Location, nor a data request's redirect or a form answer's `next`;
//   3. a cross-site mutation is refused (4xx) and sets no cookie;
//   4. an answer within 10 s, its body complete.
// Each finding comes with a curl command sending the same bytes. Requests go out through
// node:http, not fetch: fetch normalises the target (`/a/../b`, `%2e%2e`, `\`, `#`) before it
// leaves, which would hide exactly the paths worth sending; like fetch's redirect "manual",
// nothing is followed.
//
//   node scripts/fuzz.mjs [--base http://localhost:8787] [--seed N] [--requests 10000] [--concurrency 8]
//                         [--start N: first request index, to resume a run] [--by-route] [--json result.json]
import { createHash, createHmac, randomInt } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { ensureLocalServer } from "./local-server.mjs";

const TIMEOUT_MS = 10_000;
const ENVIRONMENT = "local";
const PREFIXES = ["fr-fr", "fr", "fr-ch", "en", "es-es", "es", "de-de", "de", "it-it", "it", "pl-pl", "pl"];
const HELP_SEGMENT = { fr: "aide", en: "help", es: "ayuda", de: "hilfe", it: "aiuto", pl: "pomoc" };
const EVIL = "https://evil.example";
/** The mock's fault switch (mocks/faults.ts): never sent, or legitimate backend failures would look like ours. */
const FAULT_SWITCH = /^(x-)?mock-fault$/i;

/* ---------------------------------------------------------------- randomness */

export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (h) => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

class Random {
  constructor(next) {
    this.next = next;
  }
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p) {
    return this.next() < p;
  }
  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }
  /** One of `[weight, value]`, a function value being called (so only the chosen one draws). */
  one(entries) {
    const total = entries.reduce((sum, [weight]) => sum + weight, 0);
    let left = this.next() * total;
    for (const [weight, value] of entries)
      if ((left -= weight) < 0) return typeof value === "function" ? value() : value;
    const last = entries.at(-1)[1];
    return typeof last === "function" ? last() : last;
  }
  /** Each entry kept with probability p (a draw per entry, so the stream does not depend on what was kept). */
  subset(list, p = 0.5) {
    return list.filter(() => this.chance(p));
  }
  string(length, alphabet = ALNUM) {
    let text = "";
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }
  /** Mostly short, sometimes long, rarely very long. */
  length(max = 65536) {
    return Math.min(
      max,
      this.one([
        [70, () => this.int(0, 16)],
        [20, () => this.int(17, 256)],
        [8, () => this.int(257, 8192)],
        [2, () => this.int(8193, 65536)],
      ]),
    );
  }
  uuid() {
    const hex = this.string(32, "0123456789abcdef");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20)}`;
  }
}

/** Request `index`'s own stream: the same request whatever the concurrency or the order of answers. */
const streamFor = (seed, index) => new Random(mulberry32(mix(mix(seed >>> 0) ^ mix(index + 0x9e3779b9))));

const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const DIGITS = "0123456789";

/* ---------------------------------------------------------------- junk */

const UNICODE = [
  "é",
  "ß",
  "Ω",
  "İ",
  "ﬁ",
  "😀",
  "👩‍👩‍👧",
  "\u202e",
  "\u200b",
  "\ufeff",
  "\u0301",
  "ｅｎ",
  "中文",
  "עברית",
  "\ud800",
  "\udfff",
  "\u2028",
  "￿",
  "Ａ",
];
const JUNK_VALUES = [
  "",
  " ",
  "0",
  "-1",
  "1e9",
  "1e309",
  "NaN",
  "Infinity",
  "-0",
  "1.5",
  "0x10",
  "99999999999999999999999",
  "true",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
  "constructor",
  "toString",
  "<script>alert(1)</script>",
  '"><svg onload=alert(1)>',
  "' OR '1'='1",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "a\u0000b",
  "\r\nSet-Cookie: injected=1",
  "{{7*7}}",
  "$" + "{7*7}",
  "javascript:alert(1)",
  "[]",
  "{}",
  '{"a":1}',
  "%",
  "%zz",
  "+",
  "&",
  "=",
  ";",
];
const RETURN_TO = [
  "/\\evil.example",
  "//evil.example",
  "javascript:alert(1)",
  `${EVIL}/`,
  "/%2F%2Fevil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "http://localhost:8787@evil.example/",
  "/%5Cevil.example",
  "/%09/evil.example",
  " //evil.example",
  "///evil.example",
  "/..;/evil.example",
  "http:evil.example",
  "//localhost:8787.evil.example",
  "https:/\\evil.example",
  "/\u3000/evil.example",
  "data:text/html,<script>alert(1)</script>",
  "/\u0000//evil.example",
  "/en/cart",
  "/en",
  "/fr-fr/aide",
  "/en/search?q=dress",
  "/en/account/dashboard",
  "/en/order-payment",
  "/",
  "",
  "?x",
  "#top",
  "/en/%2e%2e/%2e%2e/evil",
];
const BROWSER_UAS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
];
const BOT_UAS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "curl/8.5.0",
  "python-requests/2.32.3",
  "Lighthouse",
];
const APP_UAS = [
  "AtelierSeptApp/4.2.0 (iPhone; iOS 18.1)",
  "AtelierSeptApp/4.2.0 (Android 14)",
  "AtelierSeptApp",
  "AtelierSeptApp/../../",
  "atelierseptapp/1.0",
];
const ACCEPT_LANGUAGES = [
  "fr-FR,fr;q=0.9,en;q=0.8",
  "en-GB,en;q=0.9",
  "de-CH",
  "pl",
  "it-IT,it;q=0.9",
  "es-ES",
  "fr-BE",
  "lb-LU",
  "pt-BR,pt;q=0.9",
  "*",
  "en-US",
];
const JUNK_ACCEPT_LANGUAGES = [
  "*;q=abc, fr-BE;q=2, zz-ZZ",
  "en_GB",
  ";;;,,,",
  "q=0.5",
  "fr-fr;q=-1",
  "de;q=1e999",
  "xx-xx-xx-xx",
  "é",
  "en;q=0,fr;q=0",
  "-",
  "fr-FR;q=0.9;q=0.1",
];
const ACCEPTS = [
  "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "*/*",
  "application/json",
  "text/x-component",
  "image/webp",
  "text/html;q=junk",
  "application/xml",
  "",
];
const CONTENT_TYPES_JUNK = [
  "application/x-www-form-urlencoded; charset=utf-7",
  "application/x-www-form-urlencoded;;;",
  "APPLICATION/X-WWW-FORM-URLENCODED",
  " text/html",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/mixed; boundary=x",
  "application/x-www-form-urlencoded; charset=ebcdic-cp-us",
  "text/plain; charset=shift_jis",
  "application/json; charset=utf-16",
  "form-data",
  "*/*",
  "application/x-www-form-urlencoded, multipart/form-data",
];
const PROMO_CODES = [
  "WELCOME10",
  "NOEL5",
  "POINTS2X",
  "GIFTSOCKS",
  "welcome10",
  " noel5 ",
  "NOPE",
  "A",
  "X".repeat(31),
];
const GIFT_CARDS = ["GC100", "GC250", "GCEMPTY", "gc100", "GC-NOPE", "123"];
const STORE_IDS = ["101", "108", "125", "201", "206", "301", "308", "0", "999999", "99999999999"];

/* ---------------------------------------------------------------- encodings */

/** encodeURIComponent for any string: a lone surrogate becomes U+FFFD (as its UTF-8 bytes would) instead of throwing. */
const enc = (text) => encodeURIComponent(String(text).toWellFormed());
/** A JS string as the bytes node:http sends for it (latin1 string of its UTF-8). */
const bytesOf = (text) => Buffer.from(text, "utf8").toString("latin1");
/** What node:http accepts in a request target: 0x21-0xff; everything else percent-encoded. */
const targetSafe = (bytes) =>
  bytes.replace(/[^\x21-\xff]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`);
/** The last word on a target: any character beyond a byte sent as its UTF-8, spaces and controls percent-encoded. */
const sendable = (target) => targetSafe(target.replace(/[^\x00-\xff]+/g, (text) => bytesOf(text)));
/** Header values: no control characters but tab (node refuses them, and so would any client). */
const headerSafe = (text) => bytesOf(text).replace(/[\x00-\x08\x0a-\x1f\x7f]/g, "");

function encodeQuery(r, pairs) {
  const raw = r.chance(0.1);
  const part = (text) => (raw ? targetSafe(bytesOf(text)).replace(/&/g, "%26") : enc(text));
  return pairs.map(([key, value]) => (value === null ? part(key) : `${part(key)}=${part(value)}`)).join("&");
}

/* ---------------------------------------------------------------- JWTs */

const b64url = (value) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

function jwt(r, world) {
  const now = Math.floor(Date.now() / 1000);
  const claims = () => ({
    sub: r.one([
      [6, () => r.pick(world.customerIds)],
      [2, () => r.string(r.int(0, 20))],
      [1, 42],
      [1, null],
    ]),
    iss: r.chance(0.8) ? "atelier-sept-mock-auth" : r.pick(["", "evil", null]),
    iat: now - r.int(0, 1e6),
    exp: r.one([
      [6, () => now - r.int(1, 1e7)],
      [2, () => now + r.int(60, 1e6)],
      [1, () => r.pick([0, -1, 1e20, "tomorrow", null, 1.5, "9999999999"])],
    ]),
    typ: r.pick(["access", "refresh", "id", undefined]),
    newCustomer: r.pick([true, false, "yes", undefined]),
    ...(r.chance(0.2)
      ? { email: r.pick(["a@b.c", "<x>@y.z", "é".repeat(200)]), firstName: r.pick(["Léa", "", "x".repeat(3000)]) }
      : {}),
  });
  const signed = (header, payload) => {
    const body = `${b64url(header)}.${b64url(payload)}`;
    const withSecret = r.chance(0.6);
    const signature =
      world.mockSecret && withSecret
        ? createHmac("sha256", world.mockSecret).update(body).digest("base64url")
        : r.string(43, `${ALNUM}-_`);
    return `${body}.${signature}`;
  };
  return r.one([
    [4, () => signed({ alg: "HS256", typ: "JWT" }, claims())],
    [2, () => `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims())}.`],
    [1, () => `${b64url({ alg: "RS256", kid: "../../etc/passwd" })}.${b64url(claims())}.${r.string(86, `${ALNUM}-_`)}`],
    [
      1,
      () =>
        `${b64url({ alg: "HS256" })}.${b64url(r.pick(["not json", "[]", "null", "123", '{"exp":', "\u0000"]))}.${r.string(10)}`,
    ],
    [1, () => `${b64url(r.pick(["{", "null", "[]"]))}.${b64url(claims())}.sig`],
    [
      1,
      () =>
        r.pick([
          "a.b.c",
          "a.b.",
          "..",
          "a.b",
          "a.b.c.d",
          "ey.ey.ey",
          "a b.c.d",
          "a+b/c=.d.e",
          "é.é.é",
          `${"a".repeat(9000)}.b.c`,
          "null",
          "",
        ]),
    ],
    [1, () => (world.sessions.length ? r.pick(world.sessions)[r.pick(["accessToken", "refreshToken"])] : "a.b.c")],
  ]);
}

/* ---------------------------------------------------------------- cookies */

/** A cookie bundle: which shopper this request is (its anonymous id and tokens when any). */
function chooseSession(r, world, { wantSignedIn = false } = {}) {
  return r.one([
    [wantSignedIn ? 5 : 15, { mode: "none" }],
    [35, () => ({ mode: "anonymous", ...r.pick(world.anonymous) })],
    [
      wantSignedIn ? 70 : 25,
      () =>
        world.sessions.length
          ? { mode: "signed-in", ...r.pick(world.sessions) }
          : { mode: "anonymous", ...r.pick(world.anonymous) },
    ],
    [
      15,
      () => ({
        mode: "forged",
        anonymousId: r.chance(0.7) ? r.pick(world.anonymous).anonymousId : undefined,
        accessToken: jwt(r, world),
        refreshToken: jwt(r, world),
      }),
    ],
    [
      10,
      () => ({
        mode: "junk",
        anonymousId: r.pick([
          "not-a-uuid",
          r.uuid().toUpperCase(),
          ` ${r.uuid()}`,
          r.uuid().replace(/-/g, ""),
          "x".repeat(r.length(8192)),
          "00000000-0000-0000-0000-000000000000",
          r.uuid(),
        ]),
      }),
    ],
  ]);
}

function flashValue(r) {
  return r.one([
    [2, () => JSON.stringify({ notice: r.pick(["cartMerged", "signedOut", "junk", null]) })],
    [
      2,
      () =>
        JSON.stringify({
          cart: {
            intent: r.pick(["add-to-cart", "remove", "nope"]),
            ok: r.pick([true, false, "yes"]),
            message: r.pick(["<script>alert(1)</script>", "ok", "x".repeat(5000)]),
            removed: r.chance(0.5)
              ? {
                  lineId: "l1",
                  sku: "1",
                  quantity: -1,
                  name: "n",
                  colourLabel: "c",
                  size: "s",
                  pictureUrl: "javascript:alert(1)",
                }
              : undefined,
          },
        }),
    ],
    [
      1,
      () =>
        JSON.stringify({
          checkout: { intent: "pay", ok: true, message: "m", next: r.pick(RETURN_TO), external: true },
        }),
    ],
    [
      1,
      () =>
        JSON.stringify({
          account: {
            intent: "profile",
            ok: false,
            message: "m",
            fieldErrors: { firstName: "x" },
            values: { [r.string(50)]: "v".repeat(200) },
          },
        }),
    ],
    [1, () => '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
    [1, () => `${"[".repeat(r.int(10, 3000))}${"]".repeat(r.int(0, 3000))}`],
    [2, () => r.pick(JUNK_VALUES)],
  ]);
}

function cookieHeader(r, world, session) {
  const pairs = [];
  const add = (name, value) => pairs.push([name, value]);
  if (session.anonymousId !== undefined) add(`as_anonymous_id_${ENVIRONMENT}`, session.anonymousId);
  if (session.accessToken !== undefined && (session.mode !== "signed-in" || r.chance(0.95)))
    add(`as_access_token_${ENVIRONMENT}`, session.accessToken);
  if (session.refreshToken !== undefined && (session.mode !== "signed-in" || r.chance(0.9)))
    add(`as_refresh_token_${ENVIRONMENT}`, session.refreshToken);
  if (session.cartId && r.chance(0.8)) add("as_cart_id", session.cartId);
  if (session.mode === "signed-in" && r.chance(0.1)) add(`as_access_token_${ENVIRONMENT}`, jwt(r, world)); // a second, forged copy (the first one wins)
  if (r.chance(0.3))
    add(
      "as_locale",
      r.chance(0.7) ? r.pick(PREFIXES) : r.pick(["xx", "EN", "fr_FR", "fr-fr; x", "", "é", "en".repeat(2000)]),
    );
  if (r.chance(0.1))
    add(
      "as_cart_id",
      r.one([
        [2, () => r.pick(world.cartIds.length ? world.cartIds : ["c1"])],
        [1, () => r.pick(["../x", "x".repeat(65), "", "a b", "é", "null"])],
        [1, () => r.string(r.int(1, 64), `${ALNUM}-_`)],
      ]),
    );
  if (r.chance(0.1)) add("as_flash", flashValue(r));
  if (r.chance(0.15))
    add(
      "as_consent",
      r.chance(0.6)
        ? `1.a${r.int(0, 1)}.p${r.int(0, 1)}.${r.int(0, 2e9)}`
        : r.pick(["2.a1.p1.0", "1.a2.p0.x", "1", "", "1.a1.p1.-5", "1.a1.p1.1e99", "yes"]),
    );
  if (r.chance(0.05)) add("as_site_version", r.pick(["1.0.0", "local", "", "x".repeat(500)]));
  if (r.chance(0.1))
    add(`as_popin_dismissed_${r.chance(0.8) ? r.pick(PREFIXES) : r.string(4)}`, r.pick(["1", "0", "", "yes"]));
  if (r.chance(0.05))
    add(
      r.pick(["as_access_token_production", "as_anonymous_id", "as_refresh_token", "AS_LOCALE", "as_cart_id "]),
      r.pick(JUNK_VALUES),
    );
  if (r.chance(0.05)) for (let i = r.int(1, 30); i > 0; i--) add(r.string(r.int(1, 12)), r.string(r.length(2000)));
  const safe = pairs.filter(([name]) => !FAULT_SWITCH.test(name.trim()));
  let header = safe
    .map(([name, value]) => (r.chance(0.9) ? `${name}=${enc(value)}` : `${name}=${value}`))
    .join(r.chance(0.95) ? "; " : r.pick([";", ";;", " ; "]));
  if (r.chance(0.03)) header += r.pick(["; novalue", "; =x", '; q="quoted"', ";", "; é=é", "; a=%", "; __Host-x=1"]);
  return header || null;
}

/* ---------------------------------------------------------------- headers */

function dressHeaders(r, _world, { kind, method, plainPost, fetcher }) {
  const headers = {};
  headers["User-Agent"] = r.one([
    [55, () => r.pick(BROWSER_UAS)],
    [10, () => r.pick(BOT_UAS)],
    [10, () => r.pick(APP_UAS)],
    [4, () => `Mozilla/5.0 ${"x".repeat(r.int(1000, 8000))}`],
    [4, () => r.pick(["", "é😀", "<script>", "AtelierSeptApp\u0000", "Mozilla/5.0 (iPhone)"])],
    [17, null],
  ]);
  headers["Accept-Language"] = r.one([
    [50, () => r.pick(ACCEPT_LANGUAGES)],
    [15, () => r.pick(JUNK_ACCEPT_LANGUAGES)],
    [
      2,
      () =>
        Array.from(
          { length: r.int(50, 400) },
          () => `${r.string(2, "abcdefghij")}-${r.string(2)};q=0.${r.int(0, 9)}`,
        ).join(","),
    ],
    [33, null],
  ]);
  headers.Accept = fetcher
    ? r.pick(["*/*", null])
    : r.one([
        [70, () => ACCEPTS[0]],
        [20, () => r.pick(ACCEPTS)],
        [10, null],
      ]);
  if (r.chance(0.2)) headers["Sec-CH-UA-Mobile"] = r.pick(["?0", "?1", "?2", "yes", ""]);
  if (r.chance(0.1))
    headers["X-Forwarded-For"] = r.pick(["1.2.3.4", "::1", "127.0.0.1, 10.0.0.1", "junk", "1.2.3.4".repeat(500)]);
  if (r.chance(0.05)) headers["X-Forwarded-Proto"] = r.pick(["https", "http", "gopher", ""]);
  if (r.chance(0.05)) headers["X-Forwarded-Host"] = r.pick(["evil.example", "localhost:8787", ""]);
  if (r.chance(0.05)) headers[r.chance(0.5) ? "Cache-Control" : "Pragma"] = r.pick(["no-cache", "max-age=0", "junk"]);
  if (r.chance(0.03))
    headers[
      r.pick([
        "X-Original-URL",
        "X-Rewrite-URL",
        "X-HTTP-Method-Override",
        "Purpose",
        "Sec-Purpose",
        "If-None-Match",
        "Range",
      ])
    ] = r.pick(["/en/account", "DELETE", "prefetch", "*", "bytes=0-0,-1", 'W/"x"']);
  if (method === "GET" && kind !== "report" && r.chance(0.15)) {
    headers["Sec-Fetch-Site"] = r.pick(["none", "same-origin", "cross-site", "same-site"]);
    headers["Sec-Fetch-Mode"] = "navigate";
  }
  if (plainPost) {
    headers["Sec-Fetch-Mode"] = r.pick(["navigate", null]);
    headers["Sec-Fetch-Dest"] = r.pick(["document", null]);
  }
  return headers;
}

/** Where a mutation says it comes from; `crossSite` when every sign a browser gives says another site. */
function originHeaders(r, base) {
  return r.one([
    [55, { headers: { Origin: base, "Sec-Fetch-Site": "same-origin" }, crossSite: false }],
    [10, { headers: { Origin: base }, crossSite: false }],
    [10, { headers: { "Sec-Fetch-Site": "same-origin" }, crossSite: false }],
    [8, { headers: {}, crossSite: false }],
    [5, { headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site" }, crossSite: true }],
    [2, { headers: { Origin: EVIL }, crossSite: true }],
    [2, { headers: { "Sec-Fetch-Site": "cross-site" }, crossSite: true }],
    [2, { headers: { Origin: "null", "Sec-Fetch-Site": "cross-site" }, crossSite: true }],
    [1, { headers: { Origin: "null" }, crossSite: true }],
    [1, { headers: { Origin: `${base}.evil.example`, "Sec-Fetch-Site": "cross-site" }, crossSite: true }],
    [
      1,
      { headers: { Origin: base.replace("localhost", "127.0.0.1"), "Sec-Fetch-Site": "same-site" }, crossSite: true },
    ],
    // Another port of the same host. (Not another scheme of it: wrangler's dev proxy rewrites any header
    // naming its own host to the Worker's origin, so `https://localhost:8787` arrives as ours.)
    [
      1,
      {
        headers: {
          Origin: base.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`),
          "Sec-Fetch-Site": "cross-site",
        },
        crossSite: true,
      },
    ],
    // Signs that disagree (no browser sends these): sent, but held to no expectation.
    [1, { headers: { Origin: EVIL, "Sec-Fetch-Site": "same-origin" }, crossSite: false }],
    [1, { headers: { Referer: `${EVIL}/page` }, crossSite: false }],
  ]);
}

/* ---------------------------------------------------------------- paths */

function junkText(r) {
  return r.one([
    [4, () => r.string(r.int(1, 12))],
    [2, () => r.pick(JUNK_VALUES)],
    [2, () => Array.from({ length: r.int(1, 4) }, () => r.pick(UNICODE)).join("")],
    [1, () => "x".repeat(r.length(8192))],
  ]);
}

const inPrefix = (w, prefix, list) => w.pathsByPrefix.get(prefix)?.[list] ?? [];
const any = (r, list, fallback) => (list.length ? r.pick(list) : fallback);

/** A page as the storefront links it, under one prefix: `{ route, path, query: [[k, v]] }`. */
function pagePath(r, w, prefix) {
  const p = `/${prefix}`;
  const language = prefix.split("-")[0];
  const sku = () => any(r, w.skus, "10000030101");
  return r.one([
    [6, () => ({ route: "home", path: p })],
    [
      5,
      () => ({
        route: "product-friendly",
        path: any(r, inPrefix(w, prefix, "products"), `${p}/cotton-poplin-midi-dress-pink--p1000003`),
        query: r.chance(0.3)
          ? [
              ["option", any(r, w.optionIds, "100000301")],
              ["storeSku", sku()],
              ["city", r.pick(["Paris", "", junkText(r)])],
            ]
          : [],
      }),
    ],
    [
      5,
      () => ({
        route: "catalog-friendly",
        path: any(r, inPrefix(w, prefix, "catalogs"), `${p}/dresses--plWOMEN_DRESSES`),
        query: listingQuery(r),
      }),
    ],
    [
      2,
      () => ({
        route: "editorial-friendly",
        path: any(r, inPrefix(w, prefix, "editorial"), `${p}/linen-edit--tpTREND_LINEN`),
      }),
    ],
    [
      3,
      () => ({
        route: "friendly-synthetic",
        path: `${p}/${r.pick(["dress", "", junkText(r)])}--${r.pick(["p", "pl", "lp", "tp", "lbp", "blog", "c", "q", "P"])}${r.pick([r.string(r.int(1, 9), DIGITS), r.pick(w.familyIds.length ? w.familyIds : ["WOMEN"]), junkText(r), "0", "1".repeat(40)])}`,
      }),
    ],
    [
      2,
      () => ({
        route: "catalog",
        path: `${p}/catalog/${r.pick(["dresses", junkText(r)])}/${r.pick([any(r, w.familyIds, "WOMEN_DRESSES"), junkText(r)])}`,
        query: listingQuery(r),
      }),
    ],
    [
      2,
      () => ({
        route: "product",
        path: `${p}/product/${r.pick(["dress", junkText(r)])}/${r.pick([any(r, w.productIds, "1000003"), r.string(r.int(1, 25), DIGITS), junkText(r)])}`,
      }),
    ],
    [
      1,
      () => ({
        route: "product-by-gtin",
        path: `${p}/product/${r.pick([r.string(r.int(8, 14), DIGITS), junkText(r)])}`,
      }),
    ],
    [
      1,
      () => ({
        route: "gs1-product",
        path: `${p}/01/${r.pick([`0${r.string(r.int(8, 14), DIGITS)}`, junkText(r)])}/${junkText(r)}`,
      }),
    ],
    [
      1,
      () => ({
        route: "legacy-product",
        path: `${p}/${r.pick(["women", "a/b/c"])}/${r.pick(["dress", junkText(r)])}-R${r.pick([any(r, w.optionIds, "100000301"), r.string(r.int(1, 30), DIGITS)])}.html`,
      }),
    ],
    [
      1,
      () => ({
        route: "editorial",
        path: `${p}/${r.pick(["landingPage", "trendPage", "lookbookPage", "blogPage"])}/${r.pick(["x", junkText(r)])}/${r.pick(["BF2026", "TREND_LINEN", junkText(r)])}`,
      }),
    ],
    [
      4,
      () => ({
        route: "cart",
        path: `${p}/cart`,
        query: r.chance(0.4)
          ? [
              [
                "share",
                r.one([
                  [3, () => Array.from({ length: r.int(1, 5) }, () => `${sku()}:${r.int(1, 12)}`).join(",")],
                  [2, () => junkText(r)],
                  [1, () => `${sku()}:99`],
                ]),
              ],
            ]
          : [],
      }),
    ],
    [
      4,
      () => ({
        route: "search",
        path: `${p}/search`,
        query: [["q", r.pick(["dress", "robe", "", junkText(r)])], ...listingQuery(r)],
      }),
    ],
    [
      2,
      () => ({
        route: "stores",
        path: `${p}/stores`,
        query: r.one([
          [2, () => [["q", r.pick(["Paris", "75001", "London", junkText(r)])]]],
          [2, () => [["near", r.pick(["48.85,2.35", "me", "91,0", "1e9,1", junkText(r)])]]],
          [
            1,
            () => [
              ["productId", any(r, w.productIds, "1000003")],
              ["size", r.pick(["M", "38", junkText(r)])],
            ],
          ],
          [2, []],
        ]),
      }),
    ],
    [2, () => ({ route: "stores-all", path: `${p}/stores/all` })],
    [
      2,
      () => ({
        route: "store",
        path: r.chance(0.6)
          ? any(
              r,
              w.storePaths.map((path) => path.replace(/^\/[^/]+/, p)),
              `${p}/stores/101`,
            )
          : `${p}/stores/${r.pick([r.pick(STORE_IDS), junkText(r)])}`,
        query: r.chance(0.2)
          ? [
              ["productId", any(r, w.productIds, "1000003")],
              ["size", junkText(r)],
            ]
          : [],
      }),
    ],
    [
      2,
      () => ({
        route: "help",
        path: r.chance(0.5)
          ? any(r, inPrefix(w, prefix, "help"), `${p}/${HELP_SEGMENT[language]}`)
          : `${p}/${HELP_SEGMENT[language]}/${junkText(r)}`,
      }),
    ],
    [
      2,
      () => ({
        route: "newsletter",
        path: `${p}/newsletter/${r.pick(["subscription", "confirmation"])}`,
        query: [[r.pick(["origin", "status"]), r.pick(["subscribed", "already", "footer", junkText(r)])]],
      }),
    ],
    [
      2,
      () => ({
        route: "unsubscribe",
        path: `${p}/unsubscribe${r.chance(0.2) ? "/confirmation" : ""}`,
        query: r.subset(
          [
            ["token", r.pick(["tok-123", junkText(r)])],
            ["source", r.pick(["NEWSLETTER", junkText(r)])],
          ],
          0.7,
        ),
      }),
    ],
    [2, () => ({ route: "privacy-settings", path: `${p}/privacy-settings` })],
    [
      1,
      () => ({
        route: "misc",
        path: `${p}/${r.pick(["tmp/error", "_icons", "resources/legal-notices", "resources/wishlist", "resources/stock-alerts", "private-sale", `resources/quick-add?option=${r.pick(["100000301", "1", "", "x".repeat(30), "%00", "../"])}`])}`,
      }),
    ],
    [
      4,
      () => ({
        route: "order",
        path: `${p}/order-${r.pick(["billing", "delivery", "overview", "payment", "confirmation", "adyen-check", "worldline-check"])}`,
        query: r.subset(
          [
            ["method", r.pick(["NO", "EX", "LM", "PR", "LO", "HSP", "VI", junkText(r)])],
            ["country", r.pick(["FR", "GB", "zz", junkText(r)])],
            ["order", r.pick(["O-1", junkText(r)])],
            ["paymentId", r.pick(["pay_1", junkText(r)])],
            ["resultCode", r.pick(["Authorised", "Refused", junkText(r)])],
            ["q", "Paris"],
            ["near", r.pick(["48.85,2.35", junkText(r)])],
          ],
          0.25,
        ),
      }),
    ],
    [
      5,
      () => ({
        route: "account",
        path: `${p}/account${r.pick(["", "/advantages", "/alerts", "/change-password", "/dashboard", "/delete", "/downloads", "/loyalty", "/loyalty/history", "/orders", "/reservations", "/settings", "/settings/bank-details", "/settings/billing-address", "/settings/delivery-addresses", "/settings/delivery-addresses/create", `/settings/delivery-addresses/${r.pick(["A1", junkText(r)])}/edit`, `/settings/delivery-addresses/A1/${r.pick(["delete", junkText(r)])}`, "/settings/edit", "/store", "/subscriptions", "/welcome", "/wishlist"])}`,
        query: r.subset(
          [
            ["page", r.pick(["-1", "1e9", "2", junkText(r)])],
            ["order", junkText(r)],
            ["from", r.pick(RETURN_TO)],
          ],
          0.2,
        ),
      }),
    ],
    [2, () => ({ route: "auth-logout", path: `${p}/auth/logout` })],
    [2, () => ({ route: "junk-page", path: `${p}/${junkText(r)}` })],
  ]);
}

function listingQuery(r) {
  return r.subset(
    [
      ["p", r.pick(["1", "2", "-1", "0", "1e9", "1000", "1001", "1.5", junkText(r)])],
      ["page", r.pick(["-1", "1e9", "2"])],
      ["n", r.pick(["24", "48", "96", "1000", "-1", junkText(r)])],
      ["sort", r.pick(["popular", "new", "price-asc", "price-desc", "relevance", "junk", junkText(r)])],
      ["size", r.pick(["M", "38", "XS", junkText(r)])],
      ["size", r.pick(["L", "40"])],
      ["colour", r.pick(["PINK", "BLACK", "pink", junkText(r)])],
      ["tag", r.pick(["NEW", "SALE", junkText(r)])],
      ["min", r.pick(["10", "-5", "1e9", "9999999", junkText(r)])],
      ["max", r.pick(["100", "0", "abc", junkText(r)])],
      ["utm_source", "fuzz"],
      ["gclid", r.string(20)],
    ],
    0.2,
  );
}

/** Query junk on top of a page's own: unknown keys, repeated keys, huge values. */
function junkQuery(r) {
  const pairs = [];
  for (let i = r.int(0, 4); i > 0; i--)
    pairs.push([
      r.chance(0.6)
        ? r.string(r.int(1, 10))
        : r.pick(["_routes", "_data", "index", "__proto__", "q", "p", "sort", "", "a[]", "a[b]"]),
      r.chance(0.2) ? null : junkText(r),
    ]);
  if (r.chance(0.05)) pairs.push([r.pick(["q", "x", "share", "from", "origin"]), "x".repeat(r.int(1024, 8192))]);
  if (r.chance(0.05)) for (let i = r.int(10, 200); i > 0; i--) pairs.push(["size", String(i)]);
  return pairs;
}

/** The request target of a path and its query: bytes node:http will send as they are. */
function targetOf(r, path, query) {
  const search = query.length ? encodeQuery(r, query) : "";
  return targetSafe(bytesOf(path)) + (search ? `?${search}` : "");
}

const TRAVERSALS = [
  "..",
  ".",
  "%2e%2e",
  "%2E%2E%2F",
  "..%2f",
  "..\\",
  "%c0%ae%c0%ae",
  ".%2e",
  "%252e%252e",
  "..;",
  "....",
];
const PERCENT_JUNK = [
  "%00",
  "%ff",
  "%",
  "%zz",
  "%c0%af",
  "%e0%80%af",
  "%ed%a0%80",
  "%f4%90%80%80",
  "%0d%0aSet-Cookie:%20x=1",
  "%u002e",
  "%%32%65",
  "%C3%A9",
  "%25",
];

/** One to three mutations of a target: prefixes, traversal, percent junk, long and unicode segments, slashes. */
function mutateTarget(r, target) {
  const [path, search] = splitTarget(target);
  let segments = path.split("/");
  for (let n = r.int(1, 3); n > 0; n--) {
    const at = r.int(1, Math.max(1, segments.length - 1));
    r.one([
      [
        3,
        () =>
          (segments[1] = r.pick([
            "xx",
            "en-us",
            "EN",
            "fr_FR",
            "fr-fr-fr",
            "",
            "en.",
            "%65n",
            "fr-FR",
            "de-ch",
            "zz-zz",
            "en%00",
            bytesOf("ｅｎ"),
            "en;x=1",
          ])),
      ],
      [3, () => segments.splice(at, 0, ...Array.from({ length: r.int(1, 6) }, () => r.pick(TRAVERSALS)))],
      [3, () => (segments[at] = `${segments[at] ?? ""}${r.pick(PERCENT_JUNK)}`)],
      [2, () => (segments[at] = "a".repeat(r.int(256, 8000)))],
      [
        2,
        () =>
          (segments[at] = `${segments[at] ?? ""}${r.chance(0.5) ? bytesOf(r.pick(UNICODE)) : enc(r.pick(UNICODE))}`),
      ],
      [2, () => (segments = segments.flatMap((segment, i) => (i === at ? [segment, ""] : [segment])))],
      [1, () => (segments[0] = r.pick(["", "/evil.example", "\\evil.example", "/"]))],
      [2, () => (segments = [segments.join(r.pick(["\\", "/\\", "\\/"]))])],
      [
        2,
        () =>
          segments.push(
            r.pick(["", ".", "..", ";x=1", "%20", "~", ".bak", "index.html", ".json", ".data", "#frag", "%23"]),
          ),
      ],
      [1, () => (segments = segments.map((segment) => segment.toUpperCase()))],
    ]);
  }
  // Always origin-form ("/..."): wrangler's local proxy answers anything else with its own bare 500
  // before the Worker runs, and Cloudflare's edge with a 400.
  const mutated = segments.join("/");
  return (mutated.startsWith("/") ? mutated : `/${mutated}`) + (search !== null ? `?${search}` : "");
}

const splitTarget = (target) => {
  const at = target.indexOf("?");
  return at < 0 ? [target, null] : [target.slice(0, at), target.slice(at + 1)];
};

/* ---------------------------------------------------------------- form fields */

const address = (r) => {
  const fields = [
    ["firstName", r.pick(["Léa", "Jean-Pierre", "", "x".repeat(41), junkText(r)])],
    ["lastName", r.pick(["Martin", "O'Brien", "", junkText(r)])],
    ["address1", r.pick(["10 rue de Rivoli", "", "x".repeat(200), junkText(r)])],
    ["address2", r.pick(["", "Bât. B", junkText(r)])],
    ["address3", r.pick(["", junkText(r)])],
    ["zipCode", r.pick(["75001", "SW1A 1AA", "8001", "00-950", "", "ABCDE", junkText(r)])],
    ["city", r.pick(["Paris", "London", "", "x".repeat(41), junkText(r)])],
    ["country", r.pick(["FR", "GB", "CH", "DE", "ES", "IT", "PL", "ZZ", "fr", "", junkText(r)])],
    ["phone", r.pick(["0612345678", "+33612345678", "", "123", junkText(r)])],
    ["phoneCountry", r.pick(["FR", "33", "+33", "GB", "", junkText(r)])],
  ];
  return fields.filter(() => r.chance(0.9));
};

const email = (r) =>
  r.pick([
    "lea.martin@example.com",
    "new.shopper@example.com",
    "a@b",
    "x@localhost",
    "ü@ü.de",
    "<script>@x.com",
    `${"a".repeat(300)}@example.com`,
    "a@b.c\u0000",
    "",
    " A@B.COM ",
    junkText(r),
  ]);

const version = (r) => r.pick(["0", "1", "7", "-1", "NaN", "1e308", "", "1.5"]);
const quantity = (r) => r.pick(["1", "2", "99", "100", "0", "-1", "1.5", "1e2", " 3 ", "", "abc", "9".repeat(30)]);

function cartFields(r, w) {
  const sku = () => (r.chance(0.8) ? any(r, w.skus, "10000030101") : junkText(r));
  const lineId = () => r.pick([any(r, w.skus, "l1"), r.uuid(), "line-1", junkText(r)]);
  return r.one([
    [
      6,
      () => [
        ["intent", "add-to-cart"],
        ["sku", sku()],
      ],
    ],
    [
      3,
      () => [
        ["intent", "quantity"],
        ["lineId", lineId()],
        ["quantity", quantity(r)],
        ["seenQuantity", quantity(r)],
        ["version", version(r)],
      ],
    ],
    [
      2,
      () => [
        ["intent", "remove"],
        ["lineId", lineId()],
        ["version", version(r)],
      ],
    ],
    [
      1,
      () => [
        ["intent", "undo-remove"],
        ["sku", sku()],
        ["quantity", quantity(r)],
      ],
    ],
    [
      2,
      () => [
        ["intent", r.pick(["promo-add", "promo-remove"])],
        ["code", r.chance(0.7) ? r.pick(PROMO_CODES) : junkText(r)],
        ["version", version(r)],
      ],
    ],
    [
      1,
      () => [
        ["intent", r.pick(["loyalty-card-add", "loyalty-card-remove"])],
        ["version", version(r)],
      ],
    ],
    [
      1,
      () => [
        ["intent", "loyalty-offers"],
        ...Array.from({ length: r.int(0, 25) }, () => ["offerIds", r.pick(["OFFER1", "x", junkText(r)])]),
      ],
    ],
    [
      1,
      () => [
        ["intent", "gift-card-add"],
        ["amount", r.pick(["25", "0", "-5", "100001", "1e3", junkText(r)])],
        ["recipientEmail", email(r)],
        ["message", r.pick(["Happy birthday", "x".repeat(201), junkText(r)])],
        ["version", version(r)],
      ],
    ],
    [
      1,
      () => [
        ["intent", r.pick(["gift-card-remove", "gift-card-restore"])],
        ["giftCardId", r.pick(["gc-1", junkText(r)])],
        ["amount", r.pick(["25", "-1", junkText(r)])],
      ],
    ],
    [
      1,
      () => [
        ["intent", "donation"],
        ["donationId", r.pick(["DON1", junkText(r)])],
        ["amount", r.pick(["1", "0", "-1", junkText(r)])],
        ["version", version(r)],
      ],
    ],
    [
      1,
      () => [
        ["intent", "share-import"],
        ["share", r.pick([`${sku()}:2`, "x".repeat(2001), junkText(r)])],
      ],
    ],
    [
      1,
      () => [
        ["intent", "empty"],
        ["version", version(r)],
      ],
    ],
    [
      1,
      () => [
        ["intent", r.pick(["", "nope", "ADD-TO-CART", "__proto__", junkText(r)])],
        ["sku", sku()],
      ],
    ],
  ]);
}

const ACCOUNT_PAGES = [
  ["settings/edit", ["profile"]],
  ["change-password", ["password"]],
  ["settings/delivery-addresses", ["address-favourite"]],
  ["settings/delivery-addresses/create", ["address-save"]],
  ["settings/delivery-addresses/A1/edit", ["address-save"]],
  ["settings/delivery-addresses/A1/delete", ["address-delete"]],
  ["settings/billing-address", ["billing-address"]],
  ["settings/bank-details", ["iban"]],
  ["subscriptions", ["subscriptions"]],
  ["alerts", ["alert-delete", "alert-restore"]],
  ["delete", ["delete-account", "reactivate"]],
  ["store", ["preferred-store"]],
  ["reservations", ["reservation-cancel"]],
];
const ACCOUNT_INTENTS = ACCOUNT_PAGES.flatMap(([, intents]) => intents);

function accountFields(r, w, intent) {
  const productRef = () => [
    ["sku", any(r, w.skus, "10000030101")],
    ["productId", any(r, w.productIds, "1000003")],
    ["optionId", any(r, w.optionIds, "100000301")],
  ];
  const fields = {
    profile: () => [
      ["firstName", r.pick(["Léa", "", junkText(r)])],
      ["lastName", r.pick(["Martin", junkText(r)])],
      ["gender", r.pick(["F", "M", "X", junkText(r)])],
      ["birthday", r.pick(["1988-04-12", "2020-01-01", "9999-99-99", "1800-01-01", "", junkText(r)])],
      ["phone", r.pick(["0612345678", "", junkText(r)])],
      ["phoneCountry", r.pick(["FR", "33", junkText(r)])],
      ["preferredChannel", r.pick(["EMAIL", "SMS", junkText(r)])],
      ["fiscalNumber", r.pick(["RSSMRA85T10A562S", "", junkText(r)])],
    ],
    password: () => [
      ["oldPassword", r.pick(["Atelier7!", "", junkText(r)])],
      ["newPassword", r.pick(["NewPassw0rd!", "short", "x".repeat(r.length()), junkText(r)])],
      ["confirmPassword", r.pick(["NewPassw0rd!", junkText(r)])],
    ],
    "address-save": () => [
      ["id", r.pick(["", "A1", junkText(r)])],
      ...address(r),
      ["favorite", r.pick(["on", "off", ""])],
    ],
    "address-delete": () => [["id", r.pick(["A1", "", junkText(r)])]],
    "address-favourite": () => [["id", r.pick(["A1", "", junkText(r)])]],
    "billing-address": () => address(r),
    iban: () => [
      [
        "iban",
        r.pick([
          "FR7630006000011234567890189",
          "FR76 3000 6000 0112 3456 7890 189",
          "GB82WEST12345698765432",
          "FR00",
          "",
          junkText(r),
        ]),
      ],
    ],
    subscriptions: () => [
      [`subscription-${r.pick(["NEWSLETTER", "SMS", "junk"])}`, r.pick(["on", "off", junkText(r)])],
    ],
    "alert-delete": () => [["sku", any(r, w.skus, "10000030101")]],
    "alert-restore": productRef,
    "delete-account": () => [["confirm", r.pick(["on", "", "yes"])]],
    reactivate: () => [],
    "preferred-store": () => [["storeId", r.pick([...STORE_IDS, junkText(r)])]],
    "reservation-cancel": () => [["reservationId", r.pick(["R1", "", junkText(r)])]],
  }[intent];
  return [["intent", intent], ...(fields ? fields() : [])];
}

function checkoutFields(r, step) {
  const intent = r.chance(0.85)
    ? { billing: "billing", delivery: "delivery", payment: r.pick(["pay", "gift-card-pay", "gift-card-remove"]) }[step]
    : r.pick(["billing", "delivery", "pay", "gift-card-pay", "nope", ""]);
  const fields = [
    ["intent", intent],
    ["version", version(r)],
  ];
  if (intent === "billing") fields.push(...address(r));
  if (intent === "delivery")
    fields.push(
      ["method", r.pick(["NO", "EX", "LM", "PR", "LO", "HSP", "VI", "", junkText(r)])],
      ["addressId", r.pick(["new", "A1", "", junkText(r)])],
      ["placeId", r.pick(["101", "PR1", junkText(r)])],
      ["q", r.pick(["Paris", "", junkText(r)])],
      ["near", r.pick(["48.85,2.35", "me", junkText(r)])],
      ...address(r),
    );
  if (intent === "pay")
    fields.push(
      ["method", r.pick(["CB", "VISA", "MASTERCARD", "AMERICAN_EXPRESS", "PAYPAL", "GIFT_CARD", "", junkText(r)])],
      [`subscription-${r.pick(["NEWSLETTER", "SMS"])}`, "on"],
    );
  if (intent === "gift-card-pay" || intent === "gift-card-remove")
    fields.push(
      ["giftCard", r.chance(0.7) ? r.pick(GIFT_CARDS) : junkText(r)],
      ["paymentId", r.pick(["p1", junkText(r)])],
    );
  return fields;
}

/** Every write endpoint, with the fields its forms post and whether it needs a signed-in shopper. */
const ENDPOINTS = [
  { name: "cart", weight: 25, path: (p) => `/${p}/cart`, fields: (r, w) => cartFields(r, w) },
  {
    name: "privacy-settings",
    weight: 6,
    path: (p) => `/${p}/privacy-settings`,
    fields: (r) => [
      ["intent", r.pick(["accept-all", "refuse-all", "save", "save", "nope"])],
      ...r.subset([
        ["analytics", r.pick(["on", "off", "1"])],
        ["personalisation", r.pick(["on", "true", ""])],
      ]),
    ],
  },
  {
    name: "newsletter",
    weight: 6,
    path: (p) => `/${p}/newsletter/subscription`,
    fields: (r) => [
      ["email", email(r)],
      ...r.subset([
        ["origin", r.pick(["footer", "x".repeat(201), junkText(r)])],
        ["g-recaptcha-response", r.pick(["token", "", junkText(r)])],
      ]),
    ],
  },
  {
    name: "unsubscribe",
    weight: 3,
    path: (p) => `/${p}/unsubscribe`,
    fields: (r) =>
      r.subset(
        [
          ["token", r.pick(["tok-123", "expired", junkText(r)])],
          ["source", r.pick(["NEWSLETTER", junkText(r)])],
        ],
        0.8,
      ),
  },
  {
    name: "wishlist",
    weight: 6,
    signedIn: true,
    path: (p) => `/${p}/resources/wishlist`,
    fields: (r, w) => [
      ["intent", r.pick(["add", "remove", "toggle", ""])],
      ["productId", r.chance(0.8) ? any(r, w.productIds, "1000003") : junkText(r)],
      ["optionId", r.chance(0.8) ? any(r, w.optionIds, "100000301") : junkText(r)],
    ],
  },
  {
    name: "stock-alerts",
    weight: 4,
    signedIn: true,
    path: (p) => `/${p}/resources/stock-alerts`,
    fields: (r, w) => [
      ["sku", r.chance(0.8) ? any(r, w.skus, "10000030101") : junkText(r)],
      ["productId", any(r, w.productIds, "1000003")],
      ["optionId", any(r, w.optionIds, "100000301")],
    ],
  },
  {
    name: "country-popin-dismiss",
    weight: 3,
    path: () => "/country-popin/dismiss",
    fetcherPath: () => "/country-popin/dismiss.data",
    fields: (r) => [["locale", r.chance(0.7) ? r.pick(PREFIXES) : junkText(r)]],
  },
  ...ACCOUNT_PAGES.map(([page, intents]) => ({
    name: `account/${page}`,
    weight: 1.5,
    signedIn: true,
    path: (p) => `/${p}/account/${page}`,
    fields: (r, w) => accountFields(r, w, r.chance(0.85) ? r.pick(intents) : r.pick([...ACCOUNT_INTENTS, "nope"])),
  })),
  ...["billing", "delivery", "payment"].map((step) => ({
    name: `order-${step}`,
    weight: 4,
    signedIn: true,
    path: (p) => `/${p}/order-${step}`,
    fields: (r) => checkoutFields(r, step),
  })),
  { name: "auth-logout", weight: 1, path: (p) => `/${p}/auth/logout`, fields: () => [] },
  {
    name: "auth-callback",
    weight: 1,
    path: (p) => `/${p}/auth/callback`,
    fields: (r) => [
      ["access_token", "a.b.c"],
      ["state", junkText(r)],
    ],
  },
  {
    name: "page-without-action",
    weight: 2,
    path: (p, r) =>
      `/${p}/${r.pick(["search", "stores/all", "cotton-poplin-midi-dress-pink--p1000003", "help", "account/dashboard"])}`,
    fields: (r) => [["intent", junkText(r)]],
  },
];

/** Field-level junk on top of valid-ish fields: dropped, duplicated, extra, junk or huge values. */
function mutateFields(r, fields) {
  let out = fields.map(([key, value]) => [key, value]);
  if (r.chance(0.5)) return out;
  for (let n = r.int(1, 3); n > 0; n--) {
    r.one([
      [3, () => out.length && out.splice(r.int(0, out.length - 1), 1)],
      [2, () => out.length && out.push([r.pick(out)[0], junkText(r)])],
      [
        3,
        () =>
          out.push([
            r.pick([
              "__proto__",
              "constructor",
              "intent",
              "_data",
              "_action",
              "returnTo",
              r.string(r.int(1, 10)),
              "",
              "a[]",
              "x".repeat(300),
            ]),
            junkText(r),
          ]),
      ],
      [4, () => out.length && (r.pick(out)[1] = r.pick([...JUNK_VALUES, junkText(r)]))],
      [
        1,
        () =>
          out.length &&
          (r.pick(out)[1] = "x".repeat(r.chance(0.1) ? r.int(1_000_000, 2_000_000) : r.int(10_000, 200_000))),
      ],
      [1, () => out.length && (r.pick(out)[0] = r.pick(["é", "intent ", "INTENT", "in\u0000tent", r.string(3)]))],
      [1, () => (out = [])],
    ]);
  }
  return out;
}

/* ---------------------------------------------------------------- bodies */

function urlencoded(r, fields) {
  if (r.chance(0.08))
    return r.pick([
      "a=%zz&&=&b",
      "=&=&=",
      "intent",
      "%",
      "&&&",
      "intent=add-to-cart&sku=%ff%fe",
      "a=1;b=2",
      `${"a=1&".repeat(r.int(1000, 20000))}`,
    ]);
  const raw = r.chance(0.05);
  return fields
    .map(([key, value]) => (raw ? `${key}=${value}` : `${enc(key)}=${enc(value).replace(/%20/g, "+")}`))
    .join("&");
}

function multipart(r, fields, broken) {
  const boundary = r.chance(0.9)
    ? `----fuzz${r.string(16)}`
    : r.pick(["x", "b".repeat(200), "a b", '"quoted"', "--", "é"]);
  const eol = broken && r.chance(0.3) ? "\n" : "\r\n";
  const parts = fields.map(([key, value]) => {
    const file = r.chance(0.05);
    const disposition = r.chance(0.97)
      ? `Content-Disposition: form-data; name="${key.replace(/"/g, "%22")}"${file ? `; filename="${r.pick(["x.txt", "../../etc/passwd", "é.png"])}"` : ""}`
      : r.pick([
          "Content-Disposition: attachment",
          "Content-Type: text/plain",
          `Content-Disposition: form-data; name=${key}`,
        ]);
    return `--${boundary}${eol}${disposition}${file ? `${eol}Content-Type: application/octet-stream` : ""}${eol}${eol}${value}${eol}`;
  });
  let body = `${r.chance(0.05) ? "preamble junk\r\n" : ""}${parts.join("")}--${boundary}--${eol}`;
  let declared = boundary.includes(" ") || boundary.includes('"') ? `"${boundary.replace(/"/g, "")}"` : boundary;
  if (broken) {
    r.one([
      [2, () => (body = body.slice(0, r.int(0, body.length)))],
      [2, () => (declared = `other${r.string(8)}`)],
      [1, () => (declared = "")],
      [1, () => (body = body.replace(`--${boundary}--`, ""))],
      [
        1,
        () =>
          (body = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n${"X-Junk: y\r\n".repeat(r.int(100, 5000))}\r\nv\r\n--${boundary}--\r\n`),
      ],
      [1, null],
    ]);
  }
  return { body, contentType: declared ? `multipart/form-data; boundary=${declared}` : "multipart/form-data" };
}

/** A form's body in one of every content type a client could send, with its Content-Type (null: none). */
function formBody(r, fields) {
  return r.one([
    [
      55,
      () => ({
        encoding: "urlencoded",
        contentType: r.pick(["application/x-www-form-urlencoded", "application/x-www-form-urlencoded;charset=UTF-8"]),
        body: urlencoded(r, fields),
      }),
    ],
    [14, () => ({ encoding: "multipart", ...multipart(r, fields, false) })],
    [5, () => ({ encoding: "multipart-broken", ...multipart(r, fields, true) })],
    [
      6,
      () => ({
        encoding: "json",
        contentType: r.pick(["application/json", "application/json; charset=utf-8"]),
        body: r.chance(0.8)
          ? JSON.stringify(Object.fromEntries(fields))
          : r.pick(["{", "[]", "null", '{"intent":{"$gt":""}}', `${"[".repeat(5000)}`]),
      }),
    ],
    [
      4,
      () => ({
        encoding: "text-plain",
        contentType: "text/plain",
        body: fields.map(([key, value]) => `${key}=${value}`).join("\r\n"),
      }),
    ],
    [3, () => ({ encoding: "no-content-type", contentType: null, body: urlencoded(r, fields) })],
    [
      2,
      () => ({
        encoding: "octet-stream",
        contentType: "application/octet-stream",
        body: Buffer.from(Array.from({ length: r.length(65536) }, () => r.int(0, 255))),
      }),
    ],
    [
      2,
      () => ({
        encoding: "xml",
        contentType: r.pick(["application/xml", "text/xml"]),
        body: `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e "${"x".repeat(100)}">]><form>${fields.map(([key, value]) => `<${key.replace(/\W/g, "_") || "f"}>&e;${value.replace(/[<&]/g, "")}</${key.replace(/\W/g, "_") || "f"}>`).join("")}</form>`,
      }),
    ],
    [
      4,
      () => ({
        encoding: "junk-content-type",
        contentType: r.pick(CONTENT_TYPES_JUNK),
        body: r.chance(0.5) ? urlencoded(r, fields) : multipart(r, fields, false).body,
      }),
    ],
    [
      1,
      () => ({
        encoding: "empty",
        contentType: r.pick(["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]),
        body: "",
      }),
    ],
  ]);
}

/* ---------------------------------------------------------------- request kinds */

function pageRequest(r, w, _session, { mutated }) {
  const prefix = r.chance(0.9) ? r.pick(PREFIXES) : r.pick(PREFIXES.slice(0, 4));
  const page = pagePath(r, w, prefix);
  const query = [...(page.query ?? []), ...(r.chance(0.25) ? junkQuery(r) : [])];
  let target = targetOf(r, page.path, query);
  let route = page.route;
  if (mutated) {
    target = mutateTarget(r, target);
    route = `${page.route} (mutated)`;
  }
  const method = r.one([
    [92, "GET"],
    [8, "HEAD"],
  ]);
  return { kind: mutated ? "page-mutated" : "page", route: `${method} ${route}`, method, target };
}

function dataRequest(r, w) {
  const prefix = r.pick(PREFIXES);
  const page = pagePath(r, w, prefix);
  const routes = r.one([
    [
      3,
      () =>
        ["root", prefix, `${prefix}:${page.route.replace(/-friendly$/, "")}`, `${prefix}:layout-default`]
          .filter(() => r.chance(0.6))
          .join(","),
    ],
    [
      2,
      () =>
        r.pick([
          "",
          ",,,",
          "root",
          "xx:yy",
          "../",
          "__proto__",
          `${prefix}:product,${prefix}:catalog`,
          Array.from({ length: 500 }, (_, i) => `r${i}`).join(","),
          junkText(r),
        ]),
    ],
    [1, null],
  ]);
  const path =
    page.path === `/${prefix}` ? `/${prefix}${r.pick([".data", "/_root.data", ".data"])}` : `${page.path}.data`;
  const query = [
    ...(page.query ?? []),
    ...(routes === null ? [] : [["_routes", routes]]),
    ...(r.chance(0.2) ? junkQuery(r) : []),
  ];
  let target = targetOf(r, path, query);
  if (r.chance(0.15)) target = mutateTarget(r, target);
  return { kind: "data", route: `GET ${page.route}.data`, method: "GET", target };
}

function resourceRequest(r, _w) {
  return r.one([
    [2, () => ({ route: "robots", target: "/robots.txt" })],
    [
      3,
      () => ({
        route: "sitemap",
        target: `/sitemaps/${r.chance(0.7) ? `${r.pick(PREFIXES)}.xml` : targetSafe(bytesOf(junkText(r)))}`,
      }),
    ],
    [
      4,
      () => ({
        route: "suggestions",
        target: `/resources/suggestions?${encodeQuery(
          r,
          r.subset(
            [
              ["locale", r.chance(0.8) ? r.pick(PREFIXES) : junkText(r)],
              ["q", r.pick(["dr", "robe", "d", "", junkText(r)])],
            ],
            0.85,
          ),
        )}`,
      }),
    ],
    [
      2,
      () => ({
        route: "store-map",
        target: `/resources/store-map.svg?${encodeQuery(r, [["area", r.pick(["-5,41,10,51", "2.2,48.8,2.4,48.9", "0,0,0,0", "-180,-90,180,90", "1,2,3", "NaN,1,2,3", "1e9,1e9,1e9,1e9", junkText(r)])]])}`,
      }),
    ],
    [1, () => ({ route: "legal-notices", target: `/${r.pick(PREFIXES)}/resources/legal-notices` })],
    [2, () => ({ route: "locale-redirect", target: r.chance(0.7) ? "/" : `/?${encodeQuery(r, junkQuery(r))}` })],
    [
      1,
      () => ({
        route: "edge-get",
        target: r.pick([
          "/rum",
          "/csp-report",
          "/country-popin/dismiss",
          "/favicon.svg",
          "/assets/nope.js",
          "/.well-known/security.txt",
          "/resources/",
          "/sitemaps/",
        ]),
      }),
    ],
  ]);
}

/** Stands for a one-time sign-in code, minted from the mock provider just before the request leaves. */
export const FRESH_CODE = "FRESHSIGNINCODE";

/**
 * A sign-in coming back: a code (often a fresh one the provider just issued, so the exchange
 * succeeds) and a state whose tag matches the shopper's anonymous id most of the time, so the
 * callback redirects to the state's path: the place an open redirect would hide.
 */
function authCallbackRequest(r, w, session) {
  const prefix = r.pick(PREFIXES);
  const fresh = r.chance(0.45);
  const tag =
    session.anonymousId && r.chance(0.75)
      ? authStateTag(session.anonymousId)
      : r.pick(["AAAAAAAAAAAAAAAA", r.string(16, `${ALNUM}-_`), "short", ""]);
  const back = r.chance(0.6) ? r.pick(RETURN_TO) : `/${prefix}/${junkText(r)}`;
  const state = ["state", r.chance(0.85) ? `${tag}~${r.chance(0.8) ? targetSafe(bytesOf(back)) : back}` : junkText(r)];
  const code = [
    "code",
    fresh ? FRESH_CODE : r.pick([r.string(32, "0123456789abcdef"), r.string(r.int(1, 300), `${ALNUM}-_`), junkText(r)]),
  ];
  const extra = r.subset(
    [
      ["access_token", jwt(r, w)],
      ["refresh_token", jwt(r, w)],
      ["error", r.pick(["access_denied", junkText(r)])],
    ],
    0.15,
  );
  const query = fresh ? [code, state, ...extra] : r.subset([code, state, ...extra], 0.8);
  return {
    kind: "auth-callback",
    route: `GET auth/callback${fresh ? " (fresh code)" : ""}`,
    method: "GET",
    target: targetOf(r, `/${prefix}/auth/callback`, query),
    mint: fresh ? { prefix, customerId: r.pick(w.customerIds) } : null,
  };
}

function postRequest(r, w, base) {
  const endpoint = r.one(ENDPOINTS.map((entry) => [entry.weight, entry]));
  const prefix = r.pick(PREFIXES);
  const fetcher = r.chance(0.45);
  const fields = mutateFields(r, endpoint.fields(r, w));
  if (r.chance(0.6)) fields.push(["returnTo", r.pick(RETURN_TO)]);
  const form = formBody(r, fields);
  const endpointPath = endpoint.path(prefix, r);
  const path = fetcher ? (endpoint.fetcherPath?.(prefix) ?? `${endpointPath}.data`) : endpointPath;
  const query =
    fetcher && r.chance(0.2)
      ? [[r.pick(["index", "_routes"]), r.pick(["", `${prefix}:cart`, junkText(r)])]]
      : r.chance(0.05)
        ? junkQuery(r)
        : [];
  const origin = originHeaders(r, base);
  // CSP reports are posted by browsers with no Origin, on purpose accepted from anywhere (workers/csp-report.ts).
  const method = r.chance(0.95) ? "POST" : r.pick(["PUT", "PATCH", "DELETE"]);
  return {
    kind: origin.crossSite ? "cross-site-post" : fetcher ? "fetcher-post" : "form-post",
    route: `${method} ${endpoint.name}${fetcher ? ".data" : ""}`,
    detail: `${fields.find(([key]) => key === "intent")?.[1]?.slice(0, 30) ?? ""} ${form.encoding}`.trim(),
    method,
    target: targetOf(r, path, query),
    body: form.body,
    contentType: form.contentType,
    headers: origin.headers,
    crossSite: origin.crossSite,
    plainPost: !fetcher,
    fetcher,
    wantSignedIn: endpoint.signedIn,
  };
}

function reportRequest(r, base) {
  const rum = r.chance(0.6);
  const metric = () => ({
    name: r.pick(["LCP", "INP", "CLS", "FID"]),
    value: r.pick([1200, 0, -1, 600_001, 0.1, "1", null]),
    rating: r.pick(["good", "needs-improvement", "poor", "bad"]),
    id: r.pick(["v4-1", "x".repeat(81)]),
    navigationType: r.pick(["navigate", undefined, "x".repeat(41)]),
  });
  const json = rum
    ? {
        pageType: r.pick(["product", "home", "x".repeat(41), "a b", ""]),
        locale: r.pick([...PREFIXES, "xx"]),
        metrics: Array.from({ length: r.pick([1, 1, 2, 3, 0, 4]) }, metric),
      }
    : r.chance(0.5)
      ? {
          "csp-report": {
            "document-uri": r.pick([`${base}/en`, "not a url", "x".repeat(3000)]),
            "violated-directive": "script-src",
            "blocked-uri": r.pick(["inline", `${EVIL}/x.js`, "eval", ""]),
            disposition: "enforce",
          },
        }
      : Array.from({ length: r.pick([1, 2, 21]) }, () => ({
          type: r.pick(["csp-violation", "deprecation"]),
          body: { documentURL: `${base}/en`, effectiveDirective: "img-src", blockedURL: `${EVIL}/i.png` },
        }));
  const body = r.one([
    [8, () => JSON.stringify(json)],
    [1, () => JSON.stringify(json).slice(0, r.int(0, 20))],
    [
      1,
      () =>
        r.pick([
          "",
          "null",
          "[]",
          "{}",
          "1e999",
          '{"metrics":1e999}',
          "x".repeat(r.int(4000, 20000)),
          `${"[".repeat(10000)}`,
        ]),
    ],
    [1, () => JSON.stringify({ ...json, pad: "x".repeat(r.int(4000, 10000)) })],
  ]);
  const origin = rum
    ? originHeaders(r, base)
    : { headers: r.chance(0.5) ? {} : { Origin: r.pick([base, EVIL, "null"]) }, crossSite: false };
  const method = r.chance(0.9) ? "POST" : r.pick(["GET", "PUT", "OPTIONS"]);
  return {
    kind: "report",
    route: `${method} ${rum ? "/rum" : "/csp-report"}`,
    method,
    target: rum ? "/rum" : "/csp-report",
    body: method === "GET" || method === "OPTIONS" ? null : body,
    contentType: r.pick(
      rum
        ? ["application/json", "text/plain;charset=UTF-8", null]
        : ["application/csp-report", "application/reports+json", "application/json", null],
    ),
    headers: origin.headers,
    crossSite: origin.crossSite && method !== "GET" && method !== "OPTIONS",
  };
}

/**
 * The UCP endpoint agents call (issue 31): JSON-RPC for the seven tools with sound, bounded-out
 * and junk arguments, broken bodies, other methods; no Origin (an agent), ours, or another site's
 * (refused). It must answer every one without a 5xx, and set no cookie.
 */
function ucpRequest(r, base) {
  const meta = r.chance(0.9)
    ? { "ucp-agent": { profile: r.pick(["https://agent.example/p.json", "", 1]) } }
    : undefined;
  const context = r.pick([
    { address_country: "FR", language: "fr" },
    { address_country: r.pick(["PL", "XX", "fra", ""]), language: r.pick(["pl", "zz", "x".repeat(50)]) },
    undefined,
  ]);
  const id = () => r.pick(["1000003", "100000301", "10000010101", "9999999", "", "x".repeat(70), "../carts", 42]);
  const cartId = () =>
    r.pick([
      `ucp1.fr-fr.${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}.cart-1`,
      "ucp1.xx.00000000-0000-4000-8000-000000000000.a",
      "junk",
      "",
    ]);
  const lines = () =>
    Array.from({ length: r.pick([0, 1, 2, 21]) }, () => ({
      item: { id: id() },
      quantity: r.pick([1, 2, 0, -1, 11, 1.5, "2"]),
    }));
  const [name, args] = r.pick([
    [
      "search_catalog",
      {
        meta,
        catalog: {
          query: r.pick(["robe", "", "x".repeat(300), "<script>"]),
          context,
          pagination: { cursor: r.pick(["0", "24", "-1", "99999999"]), limit: r.pick([1, 10, 0, 500]) },
        },
      },
    ],
    ["lookup_catalog", { meta, catalog: { ids: Array.from({ length: r.pick([1, 3, 25]) }, id), context } }],
    [
      "get_product",
      {
        meta,
        catalog: { id: id(), selected: [{ name: "Colour", label: r.pick(["Rose", "", "x".repeat(200)]) }], context },
      },
    ],
    ["create_cart", { meta, cart: { line_items: lines(), context } }],
    ["get_cart", { meta, id: cartId() }],
    ["update_cart", { meta, id: cartId(), cart: { line_items: lines() } }],
    ["cancel_cart", { meta, id: cartId() }],
    [r.pick(["drop_tables", "", "x".repeat(300)]), {}],
  ]);
  const method = r.chance(0.9) ? "POST" : r.pick(["GET", "DELETE", "PUT", "OPTIONS"]);
  const rpc = r.pick([
    { jsonrpc: "2.0", id: r.int(1, 999), method: "tools/call", params: { name, arguments: args } },
    { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
    { jsonrpc: "2.0", id: 1, method: r.pick(["initialize", "resources/list", "x"]), params: r.pick([{}, null, 1]) },
  ]);
  const body = r.one([
    [8, () => JSON.stringify(rpc)],
    [1, () => JSON.stringify(rpc).slice(0, r.int(0, 30))],
    [1, () => r.pick(["", "null", "[]", "1e999", "x".repeat(r.int(4000, 80000)), "[".repeat(10000)])],
  ]);
  const from = r.pick([null, null, base, EVIL, "null"]);
  return {
    kind: "ucp",
    route: `${method} /api/ucp/mcp`,
    method,
    target: "/api/ucp/mcp",
    body: method === "POST" ? body : null,
    contentType: r.pick(["application/json", "application/json; charset=utf-8", "text/plain", null]),
    headers: {
      Accept: r.pick(["application/json, text/event-stream", "application/json", "*/*"]),
      ...(from ? { Origin: from } : {}),
    },
    // A browser on another site is refused (403), whatever it sends.
    crossSite: from !== null && from !== base && method === "POST",
  };
}

function methodRequest(r, w, session, base) {
  const method = r.pick(["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "POST", "TRACE", "PROPFIND"]);
  const page = pageRequest(r, w, session, { mutated: r.chance(0.2) });
  const unsafe = !["HEAD", "OPTIONS", "TRACE"].includes(method);
  const origin = unsafe ? originHeaders(r, base) : { headers: {}, crossSite: false };
  const withBody = unsafe && r.chance(0.5);
  const form = withBody ? formBody(r, [["intent", junkText(r)]]) : null;
  return {
    kind: "method",
    route: `${method} ${page.route.replace(/^\w+ /, "")}`,
    method,
    target: page.target,
    body: form ? form.body : method === "HEAD" || !unsafe ? null : "",
    contentType: form?.contentType ?? null,
    headers: origin.headers,
    crossSite: origin.crossSite,
  };
}

export function authStateTag(anonymousId) {
  return createHash("sha256")
    .update(`auth-state:${anonymousId}`)
    .digest("base64")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .slice(0, 16);
}

/** Request `index` of run `seed`: a pure function of both (and of what discovery found). */
export function generateRequest(seed, index, world) {
  const r = streamFor(seed, index);
  const base = world.base;
  const kind = r.one([
    [26, "page"],
    [13, "page-mutated"],
    [9, "data"],
    [6, "resource"],
    [33, "post"],
    [4, "report"],
    [3, "ucp"],
    [6, "method"],
    [3, "auth-callback"],
  ]);
  const spec =
    kind === "page"
      ? pageRequest(r, world, null, { mutated: false })
      : kind === "page-mutated"
        ? pageRequest(r, world, null, { mutated: true })
        : kind === "data"
          ? dataRequest(r, world)
          : kind === "resource"
            ? resourceSpec(resourceRequest(r, world))
            : kind === "post"
              ? postRequest(r, world, base)
              : kind === "report"
                ? reportRequest(r, base)
                : kind === "ucp"
                  ? ucpRequest(r, base)
                  : kind === "method"
                    ? methodRequest(r, world, null, base)
                    : null;
  const session = chooseSession(r, world, { wantSignedIn: spec?.wantSignedIn });
  const request = spec ?? authCallbackRequest(r, world, session);
  const headers = {
    ...dressHeaders(r, world, {
      kind: request.kind,
      method: request.method,
      plainPost: request.plainPost,
      fetcher: request.fetcher,
    }),
    ...(request.headers ?? {}),
  };
  if (request.plainPost && r.chance(0.5))
    headers.Referer = r.chance(0.8)
      ? `${base}/${r.pick(PREFIXES)}/cart`
      : r.pick([`${EVIL}/`, "junk", `${base}//evil.example`, `${base}/\\evil.example`]);
  const cookie = cookieHeader(r, world, session);
  if (cookie) headers.Cookie = cookie;
  if (request.contentType) headers["Content-Type"] = request.contentType;
  if (request.body !== null && request.body !== undefined && r.chance(0.01))
    headers["Content-Encoding"] = r.pick(["gzip", "br", "junk"]);
  const clean = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== null && value !== undefined && !FAULT_SWITCH.test(name)) clean[name] = headerSafe(String(value));
  const body =
    request.body === null || request.body === undefined
      ? null
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body, "utf8");
  return {
    index,
    kind: request.kind,
    route: request.route,
    detail: request.detail ?? "",
    method: request.method,
    target: sendable(request.target),
    headers: clean,
    body,
    crossSite: Boolean(request.crossSite),
    mint: request.mint ?? null,
  };
}

const resourceSpec = ({ route, target }) => ({
  kind: "resource",
  route: `GET ${route}${route === "edge-get" ? ` ${target}` : ""}`,
  method: "GET",
  target,
});

/* ---------------------------------------------------------------- discovery */

/** Real paths, skus and shoppers, found once before the run: sorted, so a seed makes the same run on the same server. */
export async function discover(base, log = () => {}) {
  const get = async (path, init = {}) => {
    try {
      const response = await fetch(base + path, { redirect: "manual", signal: AbortSignal.timeout(20_000), ...init });
      return { response, text: await response.text() };
    } catch {
      return { response: null, text: "" };
    }
  };
  const pathsByPrefix = new Map(
    PREFIXES.map((prefix) => [prefix, { products: [], catalogs: [], editorial: [], help: [] }]),
  );
  const storePaths = new Set();
  const file = (path) => {
    const prefix = path.split("/")[1];
    const bucket = pathsByPrefix.get(prefix);
    if (!bucket) return;
    const last = path.split("/").filter(Boolean).at(-1) ?? "";
    if (/--p\d+$/.test(last)) bucket.products.push(path);
    else if (/--pl\w+$/.test(last)) bucket.catalogs.push(path);
    else if (/--(lp|tp|lbp|blog)\w+$/.test(last)) bucket.editorial.push(path);
    else if (path.split("/")[2] === HELP_SEGMENT[prefix.split("-")[0]]) bucket.help.push(path);
    else if (path.split("/")[2] === "stores" && path.split("/").length > 4) storePaths.add(path);
  };
  const robots = await get("/robots.txt");
  const sitemaps = [...robots.text.matchAll(/Sitemap:\s*\S+?(\/sitemaps\/[\w-]+\.xml)/g)].map((match) => match[1]);
  for (const sitemap of sitemaps.length ? sitemaps : PREFIXES.map((prefix) => `/sitemaps/${prefix}.xml`)) {
    const { text } = await get(sitemap);
    for (const [, url] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) if (URL.canParse(url)) file(new URL(url).pathname);
  }
  for (const path of ["/en", "/en/search?q=dress"]) {
    const { text } = await get(path);
    for (const [, href] of text.matchAll(/href="(\/[^"#?]*)/g)) file(href);
  }
  const spread = (list, max) => {
    const sorted = [...new Set(list)].sort();
    const step = Math.max(1, Math.floor(sorted.length / max));
    return sorted.filter((_, i) => i % step === 0).slice(0, max);
  };
  for (const bucket of pathsByPrefix.values())
    for (const key of Object.keys(bucket)) bucket[key] = spread(bucket[key], 40);
  const skus = new Set();
  const productIds = new Set();
  const optionIds = new Set();
  for (const path of (pathsByPrefix.get("en")?.products ?? []).slice(0, 4)) {
    const { text } = await get(path);
    for (const [, sku] of text.matchAll(/name="sku"[^>]*value="([\w-]+)"/g)) skus.add(sku);
    for (const [, id] of text.matchAll(/name="productId" value="(\d+)"/g)) productIds.add(id);
    for (const [, id] of text.matchAll(/name="optionId" value="(\d+)"/g)) optionIds.add(id);
  }
  const familyIds = new Set(
    [...pathsByPrefix.values()].flatMap((bucket) => bucket.catalogs.map((path) => path.split("--pl")[1])),
  );
  const world = {
    base,
    pathsByPrefix,
    storePaths: spread([...storePaths], 60),
    skus: [...skus].sort(),
    productIds: [...productIds].sort(),
    optionIds: [...optionIds].sort(),
    familyIds: [...familyIds].sort(),
    customerIds: ["C100001", "C100002", "C100003", "C100004"],
    mockSecret: mockSecret(),
    sessions: [],
    anonymous: [],
    cartIds: [],
  };
  log(
    `discovered ${[...pathsByPrefix.values()].reduce((sum, bucket) => sum + bucket.products.length + bucket.catalogs.length + bucket.editorial.length + bucket.help.length, 0)} page paths, ${world.storePaths.length} stores, ${world.skus.length} skus`,
  );
  return world;
}

/** The mock's JWT secret (mocks/wrangler.toml): tokens signed with it but expired, or naming nobody, reach further than garbage. */
function mockSecret() {
  try {
    return /MOCK_JWT_SECRET\s*=\s*"([^"]+)"/.exec(
      readFileSync(fileURLToPath(new URL("../mocks/wrangler.toml", import.meta.url)), "utf8"),
    )?.[1];
  } catch {
    return undefined;
  }
}

const setCookies = (response) =>
  Object.fromEntries(
    response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .map((pair) => [pair.slice(0, pair.indexOf("=")), decodeURIComponent(pair.slice(pair.indexOf("=") + 1))]),
  );

/**
 * Shoppers to be: test customers signed in through the mock provider (as a browser would: page,
 * provider, callback), anonymous shoppers, each with one product in the cart so checkout steps
 * and cart lines exist. Their cookies are fixed for the run (answers' cookies are not kept).
 */
export async function prepareShoppers(world, seed, log = () => {}) {
  const { base } = world;
  const r = new Random(mulberry32(mix(seed ^ 0x5eed)));
  const same = { Origin: base, "Sec-Fetch-Site": "same-origin" };
  const cookieOf = (session) =>
    [
      [`as_anonymous_id_${ENVIRONMENT}`, session.anonymousId],
      [`as_access_token_${ENVIRONMENT}`, session.accessToken],
      [`as_refresh_token_${ENVIRONMENT}`, session.refreshToken],
      ["as_cart_id", session.cartId],
    ]
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${enc(value)}`)
      .join("; ");
  const fill = async (session) => {
    const sku = world.skus[0];
    if (!sku) return;
    try {
      const response = await fetch(`${base}/en/cart.data`, {
        method: "POST",
        redirect: "manual",
        headers: { ...same, Cookie: cookieOf(session), "Content-Type": "application/x-www-form-urlencoded" },
        body: `intent=add-to-cart&sku=${sku}`,
      });
      await response.arrayBuffer();
      const cartId = setCookies(response).as_cart_id;
      if (cartId) {
        session.cartId = cartId;
        world.cartIds.push(cartId);
      }
    } catch {}
  };
  for (let i = 0; i < 6; i++) {
    const shopper = { anonymousId: r.uuid() };
    if (i < 3) await fill(shopper);
    world.anonymous.push(shopper);
  }
  for (const customerId of world.customerIds) {
    const anonymousId = r.uuid();
    try {
      const page = await fetch(`${base}/en/account/dashboard`, {
        redirect: "manual",
        headers: { Cookie: `as_anonymous_id_${ENVIRONMENT}=${anonymousId}` },
      });
      await page.arrayBuffer();
      const signIn = new URL(page.headers.get("Location") ?? "", base);
      const form = new URLSearchParams({
        redirect_uri: signIn.searchParams.get("redirect_uri") ?? "",
        state: signIn.searchParams.get("state") ?? "",
        customerId,
      });
      const provider = await fetch(signIn, {
        method: "POST",
        redirect: "manual",
        headers: { ...same, "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
      });
      await provider.arrayBuffer();
      const callback = await fetch(new URL(provider.headers.get("Location") ?? "/", base), {
        redirect: "manual",
        headers: { Cookie: `as_anonymous_id_${ENVIRONMENT}=${anonymousId}` },
      });
      await callback.arrayBuffer();
      const cookies = setCookies(callback);
      const session = {
        customerId,
        anonymousId,
        accessToken: cookies[`as_access_token_${ENVIRONMENT}`],
        refreshToken: cookies[`as_refresh_token_${ENVIRONMENT}`],
      };
      if (!session.accessToken || !session.refreshToken)
        throw new Error(`callback answered ${callback.status} without tokens`);
      await fill(session);
      world.sessions.push(session);
    } catch (error) {
      log(`could not sign in ${customerId}: ${error.message}`);
    }
  }
  world.cartIds.sort();
  log(
    `shoppers: ${world.sessions.length} signed in (${world.sessions.map((session) => session.customerId).join(", ")}), ${world.anonymous.length} anonymous, ${world.cartIds.length} carts`,
  );
}

/* ---------------------------------------------------------------- transport */

export function send(base, request, agent) {
  const url = new URL(base);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const headers = { ...request.headers };
    if (request.body) headers["Content-Length"] = String(request.body.length);
    let outgoing;
    try {
      outgoing = transport.request(
        {
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port,
          method: request.method,
          path: request.target,
          headers,
          agent,
        },
        (response) => {
          const head = [];
          let kept = 0;
          let bytes = 0;
          response.on("data", (chunk) => {
            bytes += chunk.length;
            if (kept < 4096) {
              head.push(chunk.subarray(0, 4096 - kept));
              kept += Math.min(chunk.length, 4096 - kept);
            }
          });
          const finish = (bodyError) =>
            done({
              status: response.statusCode,
              headers: response.headers,
              bytes,
              bodyHead: Buffer.concat(head).toString("utf8"),
              bodyError,
            });
          response.on("end", () => finish(null));
          response.on("aborted", () => finish("aborted"));
          response.on("error", (error) => finish(error.code ?? error.message));
        },
      );
    } catch (error) {
      resolve({ error: `client refused to send: ${error.message}`, clientError: true });
      return;
    }
    const timer = setTimeout(() => {
      outgoing.destroy();
      done({ timedOut: true });
    }, TIMEOUT_MS);
    outgoing.on("error", (error) => done({ error: error.code ?? error.message }));
    outgoing.end(request.body ?? undefined);
  });
}

/** A one-time code from the mock provider for `customerId`, bound to `prefix`'s callback, as its sign-in form posts it. */
async function mintCode(base, { prefix, customerId }) {
  try {
    const response = await fetch(`${base}/__mock/auth/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ redirect_uri: `${base}/${prefix}/auth/callback`, state: "fuzz", customerId }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return new URL(response.headers.get("Location") ?? "/", base).searchParams.get("code");
  } catch {
    return null;
  }
}

/** The request as it leaves: a fresh sign-in code in place of its placeholder. */
async function materialise(base, request) {
  if (!request.mint) return request;
  const code = (await mintCode(base, request.mint)) ?? "no-code-issued";
  return { ...request, target: request.target.replace(FRESH_CODE, code) };
}

/** wrangler's answers when the Worker went away under a request (a rebuild and restart): not the app's. */
const workerLost = (result) =>
  result.status >= 500 &&
  /^(Error: Network connection lost\.|Your worker restarted mid-request)/.test(result.bodyHead ?? "");

/* ---------------------------------------------------------------- properties */

/**
 * Off-site for a browser: another host, a protocol-relative or backslash path, a non-http scheme.
 * The same host over https is not off-site (wrangler's proxy takes the request's scheme from
 * X-Forwarded-Proto, as Cloudflare's edge does from the connection).
 */
export function offSite(location, requestUrl, base) {
  const trimmed = location.replace(/^[\s\x00-\x1f]+/, "");
  if (/^[/\\]{2}/.test(trimmed)) return true;
  if (!URL.canParse(trimmed, requestUrl)) return false;
  const target = new URL(trimmed, requestUrl);
  return !/^https?:$/.test(target.protocol) || target.host !== new URL(base).host;
}

function causeOf(result) {
  const body = result.bodyHead ?? "";
  if (result.headers?.["mf-experimental-error-stack"]) {
    try {
      const error = JSON.parse(body);
      const frame = /\n\s+at [^\n]+/.exec(error.stack ?? "")?.[0].trim() ?? "";
      return `${error.name ?? "Error"}: ${error.message ?? ""} ${frame}`.slice(0, 240);
    } catch {}
  }
  const title = /<title>([^<]*)<\/title>/i.exec(body)?.[1];
  const heading = /<h1[^>]*>([^<]*)<\/h1>/i.exec(body)?.[1];
  const text = (heading || title || body.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
  return text.slice(0, 200) || "(empty body)";
}

/** The cause without its particulars, for grouping findings: digits, ids and long tokens folded. */
const causeKey = (cause) =>
  cause
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, "<id>")
    .replace(/\d+/g, "#")
    .replace(/\S{40,}/g, "<long>")
    .slice(0, 120);

/** A JSON string literal of a turbo-stream body, read back. */
const jsonString = (literal) => {
  try {
    return JSON.parse(`"${literal}"`);
  } catch {
    return literal;
  }
};

/**
 * Where an answer sends the browser: its Location, and for React Router's data requests the
 * redirect inside a 202 (`SingleFetchRedirect`) and the `next` a form answer hands the client.
 */
function destinations(result) {
  const found = [];
  if (result.headers.location) found.push(["Location", result.headers.location]);
  if (/text\/x-script/.test(result.headers["content-type"] ?? "")) {
    const body = result.bodyHead ?? "";
    const redirect = /^\[\["SingleFetchRedirect".*?"redirect","((?:[^"\\]|\\.)*)"/s.exec(body);
    if (redirect) found.push(["single-fetch redirect", jsonString(redirect[1])]);
    for (const [, next] of body.matchAll(/"next","((?:[^"\\]|\\.)*)"/g)) found.push(["answer next", jsonString(next)]);
  }
  return found;
}

/** The properties an answer breaks, each a finding of its own. */
function checkAnswer(request, result, base) {
  const findings = [];
  if (result.timedOut)
    return [{ type: "timeout", status: "timeout", cause: `no complete answer within ${TIMEOUT_MS / 1000} s` }];
  if (result.error) return [{ type: "connection-error", status: "error", cause: result.error }];
  if (result.status >= 500) findings.push({ type: "5xx", status: result.status, cause: causeOf(result) });
  if (result.bodyError && result.status < 500)
    findings.push({
      type: "broken-body",
      status: result.status,
      cause: `body ended with ${result.bodyError} after ${result.bytes} bytes`,
    });
  const requestUrl = base + request.target;
  for (const [where, location] of destinations(result)) {
    if (offSite(location, requestUrl, base))
      findings.push({ type: "off-site-redirect", status: result.status, cause: `${where}: ${location.slice(0, 200)}` });
  }
  if (request.crossSite) {
    if (result.status < 400 || result.status >= 500)
      findings.push({
        type: "cross-site-not-refused",
        status: result.status,
        cause: `${request.method} from another site answered ${result.status}`,
      });
    const cookies = result.headers["set-cookie"] ?? [];
    if (cookies.length)
      findings.push({
        type: "cross-site-cookie",
        status: result.status,
        cause: `sets ${cookies.map((line) => line.split("=")[0]).join(", ")}`,
      });
  }
  return findings;
}

/* ---------------------------------------------------------------- reproducer */

/** A shell word for these bytes (a latin1 string): plain quotes when printable, else bash's $'...'. */
function shellWord(bytes) {
  if (/^[\x20-\x7e]*$/.test(bytes) && !bytes.includes("'")) return `'${bytes}'`;
  let out = "$'";
  for (const char of bytes) {
    const code = char.charCodeAt(0);
    if (char === "\\" || char === "'") out += `\\${char}`;
    else if (code >= 0x20 && code <= 0x7e) out += char;
    else out += `\\x${code.toString(16).padStart(2, "0")}`;
  }
  return `${out}'`;
}

/** A curl command sending the same request line, headers and body bytes (curl's own defaults removed). */
export function reproducer(base, request) {
  const parts = ["curl -sS", request.method === "HEAD" ? "-I" : "-i"];
  if (request.method !== "GET" && request.method !== "HEAD")
    parts.push(`-X ${/^[A-Za-z]+$/.test(request.method) ? request.method : shellWord(request.method)}`);
  // curl drops a #fragment and percent-encodes bytes above 0x7e in a URL; --request-target sends them as they are.
  const plainTarget = /^\/[\x21-\x7e]*$/.test(request.target) && !request.target.includes("#");
  // A fresh sign-in code goes where its placeholder is, between quoted pieces: '...code='"$code"'&state=...'.
  const word = (text) => text.split(FRESH_CODE).map(shellWord).join('"$code"');
  if (plainTarget) parts.push("--path-as-is -g", word(base + request.target));
  else parts.push(`--request-target ${word(request.target)}`, shellWord(base));
  for (const [name, value] of Object.entries(request.headers))
    parts.push(`-H ${shellWord(value === "" ? `${name};` : `${name}: ${value}`)}`);
  if (!("User-Agent" in request.headers)) parts.push("-H 'User-Agent:'");
  if (!("Accept" in request.headers)) parts.push("-H 'Accept:'");
  let pipe = "";
  if (request.mint) {
    const { prefix, customerId } = request.mint;
    pipe = `code=$(curl -sS -o /dev/null -w '%{redirect_url}' -X POST '${base}/__mock/auth/sign-in' -H 'Origin: ${base}' -H 'Sec-Fetch-Site: same-origin' --data-urlencode 'redirect_uri=${base}/${prefix}/auth/callback' -d state=fuzz -d customerId=${customerId} | sed 's/.*[?&]code=\\([^&]*\\).*/\\1/'); `;
  }
  if (request.body) {
    if (!("Content-Type" in request.headers)) parts.push("-H 'Content-Type:'");
    if (request.body.length > 1024) parts.push("-H 'Expect:'");
    const bytes = request.body.toString("latin1");
    if (request.body.length <= 16_384 && !bytes.includes("\0")) parts.push(`--data-binary ${shellWord(bytes)}`);
    else if (request.body.length <= 16_384) {
      pipe = `printf %s ${request.body.toString("base64")} | base64 -d | `;
      parts.push("--data-binary @-");
    } else {
      pipe = `printf %s ${gzipSync(request.body).toString("base64")} | base64 -d | gunzip | `;
      parts.push("--data-binary @-");
    }
  }
  return pipe + parts.join(" ");
}

/* ---------------------------------------------------------------- the run */

/** Findings worth a second try at the end: a restart can cause them. */
const RESENT = new Set(["5xx", "timeout", "connection-error", "broken-body"]);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the storefront answers its English home (within 15 s: a hung server is not up). */
async function isUp(base) {
  try {
    const response = await fetch(`${base}/en`, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Runs requests `start` to `start + requests - 1` of run `seed` against `base` and checks every
 * answer (a request is a function of seed and index: a run can be split or resumed).
 * Returns `{ histogram, byKind, byRoute, appErrors, findings, ... }`: appErrors are the app's 5xx
 * (one per route and cause, with a count and a reproducer), findings every broken property.
 */
export async function runFuzz({
  base = "http://localhost:8787",
  seed = randomInt(2 ** 31),
  requests = 10_000,
  start = 0,
  concurrency = 8,
  log = () => {},
} = {}) {
  base = base.replace(/\/$/, "");
  const started = performance.now();
  log(`fuzz ${base}: seed ${seed}, requests ${start} to ${start + requests - 1}, concurrency ${concurrency}`);
  const world = await discover(base, log);
  await prepareShoppers(world, seed, log);
  const agent = new (base.startsWith("https:") ? https : http).Agent({ keepAlive: true, maxSockets: concurrency });
  const histogram = {};
  const byKind = {};
  const byRoute = {};
  const findings = new Map();
  /** The example request of each finding sent again once the run is over, when no restart is under way. */
  const examples = new Map();
  let retries = 0;
  let sent = 0;
  let recovering = null;

  /** One wait for everyone while the server is away (another engineer restarting it). */
  const serverBack = async () => {
    if (!recovering && (await isUp(base))) return true;
    recovering ??= (async () => {
      log("server not answering: waiting for it to come back");
      const since = Date.now();
      while (Date.now() - since < 180_000) {
        if (await isUp(base)) return true;
        await sleep(1000);
      }
      return false;
    })().finally(() => setTimeout(() => (recovering = null), 0));
    return recovering;
  };

  const count = ({ kind, route }, status) => {
    histogram[status] = (histogram[status] ?? 0) + 1;
    for (const [table, key] of [
      [byKind, kind],
      [byRoute, route],
    ]) {
      table[key] ??= {};
      table[key][status] = (table[key][status] ?? 0) + 1;
    }
  };

  /** One finding per type, route, status and cause; its example is the shortest reproducer met. */
  const record = (request, finding) => {
    const key = `${finding.type}|${request.route}|${finding.status}|${causeKey(finding.cause)}`;
    const repro = reproducer(base, request);
    const known = findings.get(key);
    if (known && repro.length >= known.reproducer.length) {
      known.count++;
      return;
    }
    const entry = {
      ...finding,
      kind: request.kind,
      route: request.route,
      detail: request.detail,
      method: request.method,
      url: base + request.target,
      index: request.index,
      count: (known?.count ?? 0) + 1,
      reproducer: repro,
    };
    findings.set(key, entry);
    if (RESENT.has(finding.type)) examples.set(key, request);
  };

  const runOne = async (index) => {
    const request = generateRequest(seed, index, world);
    let result;
    for (let attempt = 0; ; attempt++) {
      result = await send(base, await materialise(base, request), agent);
      if (result.clientError) break;
      const lost = result.error || result.timedOut || (result.bodyError && result.status < 500) || workerLost(result);
      if (!lost || attempt >= 3) break;
      // A restart drops connections (and wrangler answers 500 for a Worker gone under a request):
      // wait for the server and send again. What still fails on a server that stays up is a finding.
      if (attempt > 0) await sleep(2000);
      if (!(await serverBack())) break;
      retries++;
    }
    if (result.clientError) {
      count(request, "not-sent");
      return;
    }
    count(request, result.timedOut ? "timeout" : result.error ? "error" : result.status);
    for (const finding of checkAnswer(request, result, base)) record(request, finding);
  };

  const progressEvery = Math.max(500, Math.ceil(requests / 10));
  let next = start;
  const worker = async () => {
    while (next < start + requests) {
      const index = next++;
      await runOne(index);
      sent++;
      if (sent % progressEvery === 0)
        log(
          `  ${sent}/${requests} sent, ${findings.size} distinct findings, ${((sent * 1000) / (performance.now() - started)).toFixed(0)} req/s`,
        );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  // A finding that comes back on a calm server is the app's; one that does not may have been a
  // restart's (or a cold start's) accident: both are reported, marked.
  if (examples.size) {
    await serverBack();
    for (const [key, request] of examples) {
      const entry = findings.get(key);
      const again = await send(base, await materialise(base, request), agent);
      entry.reproduced = {
        "5xx": again.status >= 500,
        timeout: Boolean(again.timedOut),
        "connection-error": Boolean(again.error),
        "broken-body": Boolean(again.bodyError),
      }[entry.type];
      entry.secondAnswer = again.status ?? (again.timedOut ? "timeout" : again.error);
    }
  }
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const all = [...findings.values()].sort((a, b) => a.type.localeCompare(b.type) || a.route.localeCompare(b.route));
  return {
    seed,
    start,
    requests,
    seconds,
    requestsPerSecond: requests / seconds,
    retries,
    histogram,
    byKind,
    byRoute,
    appErrors: all.filter((finding) => finding.type === "5xx"),
    findings: all,
    shoppers: world.sessions.length,
  };
}

/* ---------------------------------------------------------------- CLI */

function printReport(result, log, { byRoute = false } = {}) {
  const sortStatuses = (entries) =>
    entries.sort(([a], [b]) => String(a).localeCompare(String(b), "en", { numeric: true }));
  const table = (title, rows, width) => {
    log(`\n${title}`);
    for (const [name, statuses] of Object.entries(rows).sort()) {
      const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      log(
        `  ${name.padEnd(width)} ${String(total).padStart(6)}  ${sortStatuses(Object.entries(statuses))
          .map(([status, n]) => `${status}:${n}`)
          .join("  ")}`,
      );
    }
  };
  log("\nstatus histogram");
  for (const [status, n] of sortStatuses(Object.entries(result.histogram))) log(`  ${String(status).padEnd(8)} ${n}`);
  table("by request kind", result.byKind, 16);
  if (byRoute) table("by route", result.byRoute, 48);
  log(`\n${result.findings.length} distinct findings (${result.appErrors.length} app 5xx)`);
  for (const finding of result.findings) {
    log(
      `\n[${finding.type}] ${finding.route} -> ${finding.status} ×${finding.count}${finding.reproduced === undefined ? "" : finding.reproduced ? " (reproduced)" : ` (not reproduced: ${finding.secondAnswer})`}`,
    );
    log(`  cause: ${finding.cause}`);
    if (finding.detail) log(`  detail: ${finding.detail}`);
    log(`  request #${finding.index}: ${finding.reproducer}`);
  }
  log(
    `\n${result.requests} requests in ${result.seconds.toFixed(1)} s: ${result.requestsPerSecond.toFixed(1)} requests/s (${result.retries} resent after a lost connection); seed ${result.seed}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      base: { type: "string", default: "http://localhost:8787" },
      seed: { type: "string" },
      requests: { type: "string", default: "10000" },
      concurrency: { type: "string", default: "8" },
      start: { type: "string", default: "0" },
      "by-route": { type: "boolean", default: false },
      json: { type: "string" },
    },
  });
  const seed = values.seed === undefined ? randomInt(2 ** 31) : Number(values.seed) >>> 0;
  const base = values.base.replace(/\/$/, "");
  const log = (line) => console.log(line);
  const stop = await ensureLocalServer(base);
  let result;
  try {
    result = await runFuzz({
      base,
      seed,
      requests: Number(values.requests),
      start: Number(values.start),
      concurrency: Number(values.concurrency),
      log,
    });
  } finally {
    stop();
  }
  printReport(result, log, { byRoute: values["by-route"] });
  if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
  // Exit 1 for any app 5xx, and for the other broken properties too (open redirects, cross-site
  // writes or cookies, timeouts): each is a defect a shopper or an attacker could meet.
  process.exitCode = result.findings.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
