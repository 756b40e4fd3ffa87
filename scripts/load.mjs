// Load run against the local build: simulated shoppers (one cookie jar each, one locale prefix
// each) browse, search and change their carts with short think times, while a ledger keeps, per
// shopper and sku, the units the app said it added or removed. At the end every shopper's real
// cart is read and compared with its ledger: units the cart lacks are lost, units it has beyond
// what the shopper was told are duplicated. A few shoppers also fire bursts of parallel adds (the
// double click, the two tabs): 20 first adds with no cart yet, then 20 adds with a cart.
// With --faults [share] (0.05 by default) every shopper's request carries the mock's fault switch
// (x-mock-fault, forwarded by the storefront where MOCK_FAULTS=on): that share of the backend
// calls fails (500s, 409s on cart writes, timeouts past the API timeout, answers 1 to 2 s slow).
// Every answer is then classified (a page, a clear error the storefront chose to show, or an
// unexplained one), a write refused with "try again" is tried again once, and the mock's tally
// says how many faults it injected (GET /__mock/__admin/faults, per shopper session).
// Prints latency percentiles per action, status and answer counts, throughput. Exits 1 on any
// lost or duplicated unit (or a cart cookie of another shopper; with --faults, an unexplained
// 5xx); 3 when the run proves nothing (the backend lost its state: a restart wipes the mock's
// in-memory carts; carts unreadable); 2 when the run itself failed.
//   node scripts/load.mjs [--base http://localhost:8787] [--shoppers 200] [--duration 60] [--seed 42]
//                         [--burst-shoppers N] [--burst-size 20] [--faults [0.05]]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureLocalServer, isUp } from "./local-server.mjs";
import { localApiTimeoutMs, localSubscriptionKey, readLocalVars } from "./local-env.mjs";
import {
  applyToLedger,
  classifyAnswer,
  compareWithLedger,
  faultRules,
  isCartCookie,
  isOutageRefusal,
  LOAD_HELP,
  readLoadArgs,
  sumFaultTallies,
} from "./load-lib.mjs";

const config = (() => {
  try {
    return readLoadArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
})();
if (config.help) {
  console.log(LOAD_HELP);
  process.exit(0);
}
const { base } = config;
const localVars = readLocalVars();
/** The storefront's API timeout in local runs: an injected timeout waits past it. */
const API_TIMEOUT_MS = localApiTimeoutMs(localVars);
/** "Your cart cannot be updated right now…" in every language: a plain post's refusal only says it in words. */
const OUTAGE_MESSAGES = new Set(
  ["fr", "en", "es", "de", "it", "pl"].map(
    (language) =>
      JSON.parse(readFileSync(fileURLToPath(new URL(`../messages/${language}.json`, import.meta.url)), "utf8"))
        .cart_unavailable,
  ),
);

const PREFIXES = ["fr-fr", "fr", "fr-ch", "en", "es-es", "es", "de-de", "de", "it-it", "it", "pl-pl", "pl"];
const SEARCHES = [
  "robe",
  "dress",
  "jean",
  "lin",
  "coton",
  "pull",
  "chemise",
  "shirt",
  "vestido",
  "kleid",
  "vestito",
  "sukienka",
  "pyjama",
  "zzqx",
];
// mocks/data/customers.ts PROMO_CODES (NOEL5 needs 30 €, GIFTSOCKS's gift is out of stock), and one that does not exist.
const PROMO_CODES = ["WELCOME10", "NOEL5", "POINTS2X", "GIFTSOCKS", "STAFF100", "NOPE2026"];
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const REQUEST_TIMEOUT_MS = 30_000;
/** The undo banner stays 4 seconds (features/cart/optimistic.ts UNDO_MS). */
const UNDO_WINDOW_MS = 4000;
const ACTION_WEIGHTS = { browse: 34, search: 12, add: 24, quantity: 12, promo: 7, remove: 11 };
/** Share of each intent posted as a plain (no-JavaScript) form; the rest go through the fetcher endpoint. */
const PLAIN_POST_SHARE = {
  "add-to-cart": 0.1,
  quantity: 0.5,
  remove: 0.5,
  "undo-remove": 0.5,
  "promo-add": 0.5,
  "promo-remove": 0.5,
};

// ------------------------------------------------------------------ randomness

/** mulberry32: every shopper draws from its own stream, derived from --seed and its number. */
function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  const weighted = (weights) => {
    const entries = Object.entries(weights);
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [name, weight] of entries) if ((roll -= weight) < 0) return name;
    return entries.at(-1)[0];
  };
  return { next, int, pick, weighted };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ------------------------------------------------------------------ cookies

/** A browser's cookie store for one host, reduced to what the storefront uses (every cookie is Path=/). */
class CookieJar {
  constructor(onChange) {
    this.cookies = new Map();
    this.onChange = onChange;
  }

  /** Applies a response's Set-Cookie headers in order, as a browser does when the response arrives. */
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const attribute = (key) =>
        attributes
          .map((part) => part.trim())
          .find((part) => part.toLowerCase().startsWith(`${key}=`))
          ?.slice(key.length + 1);
      const maxAge = attribute("max-age");
      const expires = attribute("expires");
      const expired =
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (maxAge === undefined && expires !== undefined && Date.parse(expires) <= Date.now());
      const before = this.cookies.get(name);
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
      const after = this.cookies.get(name);
      if (before !== after) this.onChange?.(name, before, after);
    }
  }

  get(name) {
    return this.cookies.get(name);
  }

  /** The cart id this browser keeps for its site (one shopper shops one site). */
  cartId() {
    for (const [name, value] of this.cookies) if (isCartCookie(name)) return value;
    return undefined;
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** The cart answer a plain post flashed for the page it goes back to (features/shell/flash.server.ts). */
function flashedCartAnswer(response) {
  for (const line of response.headers.getSetCookie()) {
    const match = /^as_flash=([^;]*)/.exec(line);
    if (!match?.[1]) continue;
    try {
      return JSON.parse(decodeURIComponent(match[1])).cart ?? undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

// ------------------------------------------------------------------ React Router single fetch

/**
 * The first line of a turbo-stream answer (React Router's `.data` format) as plain values: a flat
 * array where objects are `{ "_<key index>": <value index> }`, arrays list value indexes,
 * negative indexes are undefined/null/NaN/±Infinity/-0, and tagged arrays (`["D", …]`) are
 * dates, promises (left as `{ pending }`: streamed later) and the like.
 */
function decodeTurboStream(text) {
  const values = JSON.parse(text.split("\n", 1)[0]);
  if (!Array.isArray(values) || values.length === 0) throw new SyntaxError("not a turbo-stream answer");
  const SPECIAL = { [-7]: undefined, [-5]: null, [-2]: NaN, [-6]: Infinity, [-3]: -Infinity, [-4]: -0 };
  const hydrated = new Map();
  const hydrate = (index) => {
    if (index < 0) return SPECIAL[index];
    if (hydrated.has(index)) return hydrated.get(index);
    const value = values[index];
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      if (typeof value[0] === "string") {
        const [type, first] = value;
        if (type === "D") return new Date(first);
        if (type === "P") return { pending: first };
        if (type === "Z") return hydrate(first);
        return { tagged: value };
      }
      const list = [];
      hydrated.set(index, list);
      for (const item of value) list.push(hydrate(item));
      return list;
    }
    const object = {};
    hydrated.set(index, object);
    for (const [key, item] of Object.entries(value)) object[values[Number(key.slice(1))]] = hydrate(item);
    return object;
  };
  return hydrate(0);
}

/** The cart a `/{prefix}/cart.data` loader answer holds (null: no cart): the cart route's, not the root's header summary. */
function cartOfLoaderData(decoded) {
  for (const [routeId, route] of Object.entries(decoded ?? {})) {
    if (!routeId.endsWith(":cart") || !route?.data || !("cart" in route.data)) continue;
    const { cart } = route.data;
    if (cart === null) return null;
    if (!Array.isArray(cart?.lineItems)) throw new Error("cart without lineItems in the loader data");
    return cart;
  }
  throw new Error("no cart route in the loader data");
}

// ------------------------------------------------------------------ figures

let startedAt = Date.now(); // the load's start, once it starts
const requestStats = new Map(); // label -> { latencies: [], statuses: Map }
const answerStats = new Map(); // intent -> { ok, refused: Map("status message"), unknown: Map(reason) }
const networkErrors = []; // { at, label, code }
const serverErrors = new Map(); // "status label kind body" -> { status, label, kind, count, first, last, shoppers, path, body }
const cartOwners = new Map(); // cart id -> shopper number that first held it
const answerKinds = { page: 0, "clear-error": new Map(), unexplained: new Map() }; // status + why -> count
const writeStats = { sent: 0, ok: 0, refusedOutage: 0, refusedOther: 0, unknown: 0 };
const shopperRetries = { tried: 0, ok: 0, refused: 0, unknown: 0 };

function recordRequest(label, ms, status) {
  let entry = requestStats.get(label);
  if (!entry) requestStats.set(label, (entry = { latencies: [], statuses: new Map() }));
  if (ms !== undefined) entry.latencies.push(ms);
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
}

function recordAnswer(intent, outcome) {
  let entry = answerStats.get(intent);
  if (!entry) answerStats.set(intent, (entry = { ok: 0, refused: new Map(), unknown: new Map() }));
  if (outcome.kind === "ok") entry.ok++;
  else if (outcome.kind === "refused") {
    const key = `${outcome.status} ${outcome.message ?? ""}`.trim().slice(0, 110);
    entry.refused.set(key, (entry.refused.get(key) ?? 0) + 1);
  } else entry.unknown.set(outcome.reason, (entry.unknown.get(outcome.reason) ?? 0) + 1);
}

function recordAnswerKind(status, label, answer) {
  if (answer.kind === "page") {
    answerKinds.page++;
    return;
  }
  const key = `${status} ${answer.why} (${label})`;
  answerKinds[answer.kind].set(key, (answerKinds[answer.kind].get(key) ?? 0) + 1);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

// ------------------------------------------------------------------ HTTP as a browser

/**
 * One request with the shopper's cookies: redirects followed by hand (each hop's cookies kept,
 * each hop timed under the same label), unless `follow` is false. Answers the last response and
 * its text, or `{ error }` when the connection failed or timed out.
 */
async function request(
  shopper,
  label,
  path,
  { method = "GET", form, headers = {}, follow = true, record = true, faults = true } = {},
) {
  let url = new URL(path, base);
  // Each request draws its own slow latency; the shares stay the run's.
  const faultSwitch =
    faults && shopper.faults
      ? {
          "x-mock-fault": JSON.stringify(
            faultRules({ share: config.faultShare, timeoutMs: API_TIMEOUT_MS, slowMs: shopper.rng.int(1000, 2000) }),
          ),
        }
      : {};
  for (let hop = 0; hop < 6; hop++) {
    const began = performance.now();
    let response;
    let text;
    try {
      response = await fetch(url, {
        method,
        redirect: "manual",
        body: form ? new URLSearchParams(form).toString() : undefined,
        headers: {
          "User-Agent": USER_AGENT,
          "Accept-Language": shopper.acceptLanguage,
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          ...headers,
          ...faultSwitch,
          ...(shopper.jar.header() ? { Cookie: shopper.jar.header() } : {}),
        },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      const code = error?.cause?.code ?? error?.name ?? "error";
      if (record) {
        recordRequest(label, undefined, `network ${code}`);
        networkErrors.push({ at: Date.now() - startedAt, label, code });
      }
      return { error: code };
    }
    const ms = performance.now() - began;
    shopper.jar.store(response);
    if (record) {
      recordRequest(label, ms, response.status);
      const answer = classifyAnswer({
        status: response.status,
        contentType: response.headers.get("Content-Type") ?? "",
        body: text,
      });
      recordAnswerKind(response.status, label, answer);
      if (response.status >= 500) {
        const body = text.split("\n", 1)[0].slice(0, 160);
        const key = `${response.status} ${label} ${answer.kind} ${body}`;
        const entry = serverErrors.get(key) ?? {
          status: response.status,
          label,
          kind: answer.kind === "unexplained" ? `UNEXPLAINED: ${answer.why}` : answer.why,
          count: 0,
          first: Date.now(),
          last: 0,
          shoppers: new Set(),
          path: url.pathname + url.search,
          body,
        };
        entry.count++;
        entry.last = Date.now();
        entry.shoppers.add(shopper.number);
        serverErrors.set(key, entry);
      }
    }
    const location = response.headers.get("Location");
    if (!follow || response.status < 300 || response.status >= 400 || !location) return { response, text, url };
    url = new URL(location, url);
    method = "GET";
    form = undefined;
    headers = { Referer: headers.Referer ?? base };
  }
  return { error: "too many redirects" };
}

/** A form post to the cart's one endpoint, as the browser sends it (features/cart/components/cart-form.tsx). */
async function postCart(shopper, fields, { referer, plain }) {
  const { prefix } = shopper;
  const form = { returnTo: referer, ...fields };
  const headers = {
    Origin: base,
    "Sec-Fetch-Site": "same-origin",
    "Sec-Fetch-Mode": plain ? "navigate" : "cors",
    Referer: base + referer,
  };
  const label = `post ${fields.intent}${plain ? " (form 303)" : " (.data)"}`;
  if (!plain) {
    const sent = await request(shopper, label, `/${prefix}/cart.data`, {
      method: "POST",
      form,
      headers,
      follow: false,
    });
    if (sent.error) return { kind: "unknown", reason: `network ${sent.error}` };
    let answer;
    try {
      const decoded = decodeTurboStream(sent.text);
      answer = decoded?.data;
      if (!answer && decoded?.redirect)
        return { kind: "unknown", reason: `redirect ${decoded.redirect}`, status: sent.response.status };
    } catch {
      // Not decodable: fall back on the flag as it is written in the stream.
      const ok = /"ok",(true|false)/.exec(sent.text)?.[1];
      if (ok) answer = { ok: ok === "true" };
    }
    return outcomeOf(answer, sent.response.status);
  }
  const sent = await request(shopper, label, `/${prefix}/cart`, { method: "POST", form, headers, follow: false });
  if (sent.error) return { kind: "unknown", reason: `network ${sent.error}` };
  const { response } = sent;
  const answer = response.status === 303 ? flashedCartAnswer(response) : undefined;
  // A plain post is always a 303: the answer's own status is not sent, only its words.
  const outcome = outcomeOf(answer, response.status === 303 ? "303+flash" : response.status);
  // The browser follows the 303 and shows the page again, which reads (and clears) the flash.
  const location = response.headers.get("Location");
  if (response.status === 303 && location)
    await request(shopper, "page after 303", location, { headers: { Referer: base + referer } });
  return outcome;
}

function outcomeOf(answer, status) {
  if (!answer || typeof answer.ok !== "boolean")
    return { kind: "unknown", reason: `no readable answer (HTTP ${status})`, status };
  if (answer.ok) return { kind: "ok", status, answer };
  return { kind: "refused", status, message: answer.message, answer };
}

// ------------------------------------------------------------------ catalogue scouting

/** Skus to add: sellable sizes found through the English catalogue, with their online stock read from a scout cart. */
async function scoutSkus() {
  const scout = newShopper(-1, "en", random(config.seed ^ 0x5eed));
  const get = async (path) => {
    const sent = await request(scout, "scout", path, { record: false });
    if (sent.error || !sent.response.ok) throw new Error(`Scouting ${path}: ${sent.error ?? sent.response.status}`);
    return sent.text;
  };
  const home = await get("/en");
  const categories = [
    ...new Set([...home.matchAll(/href="(\/en\/[^"]+--pl[A-Z]+_[A-Z_]+)"/g)].map((match) => match[1])),
  ].slice(0, 6);
  const products = new Map();
  for (const category of categories) {
    const listing = await get(category);
    for (const [, path, productId] of listing.matchAll(/href="(\/en\/[^"?]+--p(\d+))"/g)) {
      if (products.size >= 24) break;
      if (!products.has(productId)) products.set(productId, path);
    }
  }
  const candidates = [];
  for (const [productId, path] of products) {
    const page = await get(path);
    for (const [, sku] of page.matchAll(/data-available="true"[^>]*><input type="radio"[^>]*? value="([^"]+)"/g))
      candidates.push({ sku, productId });
    if (candidates.length >= 60) break;
  }
  for (const { sku } of candidates) {
    const sent = await request(scout, "scout", "/en/cart.data", {
      method: "POST",
      form: { intent: "add-to-cart", sku, returnTo: "/en" },
      headers: { Origin: base, "Sec-Fetch-Site": "same-origin", Referer: `${base}/en` },
      record: false,
    });
    if (sent.error) throw new Error(`Scouting ${sku}: ${sent.error}`);
  }
  const read = await request(scout, "scout", "/en/cart.data", { record: false });
  if (read.error) throw new Error(`Scouting the cart: ${read.error}`);
  const stock = new Map(
    cartOfLoaderData(decodeTurboStream(read.text))?.lineItems.map((line) => [line.sku, line.availableQuantity]) ?? [],
  );
  const pool = candidates
    .map((candidate) => ({ ...candidate, stock: stock.get(candidate.sku) ?? 0 }))
    .filter((candidate) => candidate.stock >= 12)
    .sort((a, b) => b.stock - a.stock)
    .slice(0, 30);
  if (pool.length < 3) throw new Error(`Only ${pool.length} skus with a stock of 12 or more found while scouting`);
  return { pool, scout, scoutCartId: scout.jar.cartId() };
}

/**
 * The scout's cart stays untouched during the run: if it is gone at the end, the backend lost its
 * state (the server was restarted: the mock keeps carts in memory) and vanished carts prove nothing.
 * Read now and then so the mock's session cache (500 sessions, least recently used first) keeps it.
 */
async function sentinelStillThere(scout, scoutCartId) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await waitForServer();
    const read = await request(scout, "scout", "/en/cart.data", { record: false });
    if (read.error) continue;
    try {
      return cartOfLoaderData(decodeTurboStream(read.text))?.id === scoutCartId;
    } catch {}
  }
  return undefined;
}

/** During a rebuild the server refuses connections for about 20 s: wait for it (a minute at most). */
async function waitForServer() {
  for (let attempt = 0; attempt < 60 && !(await isUp(base)); attempt++) await sleep(1000);
}

// ------------------------------------------------------------------ shoppers

function newShopper(number, prefix, rng) {
  const shopper = {
    number,
    prefix,
    rng,
    acceptLanguage: prefix === "en" ? "en-GB,en;q=0.8" : `${prefix},${prefix.slice(0, 2)};q=0.8`,
    burst: false,
    bursts: [], // what each burst of parallel adds was answered
    lastPage: undefined,
    ledger: new Map(), // sku -> { low, high }: units the app said it added minus those it said it removed
    catalogLinks: [],
    productLinks: [],
    view: undefined, // the cart as the shopper's cart page last showed it
    pendingUndo: undefined,
    cartIds: [],
    // The scout never carries the fault switch: the run's reference must be read as it is.
    faults: number >= 0 && Boolean(config.faultShare),
    events: { cartIdReplaced: 0, cartIdCleared: 0, cartReportedLost: 0, unitsWrittenOff: 0, crossOver: [] },
    actions: 0,
  };
  shopper.jar = new CookieJar((name, before, after) => {
    if (!isCartCookie(name) || number < 0) return;
    if (after === undefined) shopper.events.cartIdCleared++;
    else {
      if (before !== undefined) shopper.events.cartIdReplaced++;
      shopper.cartIds.push(after);
      const owner = cartOwners.get(after);
      if (owner === undefined) cartOwners.set(after, number);
      else if (owner !== number) shopper.events.crossOver.push({ cartId: after, owner });
    }
  });
  return shopper;
}

function ledgerApply(shopper, sku, delta, outcome) {
  applyToLedger(shopper.ledger, sku, delta, outcome);
}

/** The app said the cart is gone (cartLost): what the ledger held is written off, reported, not counted as lost. */
function noteAnswer(shopper, intent, outcome) {
  recordAnswer(intent, outcome);
  if (outcome.kind === "refused" && outcome.answer?.cartLost) {
    shopper.events.cartReportedLost++;
    for (const entry of shopper.ledger.values()) shopper.events.unitsWrittenOff += entry.low;
    shopper.ledger.clear();
  }
}

async function visit(shopper, label, path, referer) {
  const sent = await request(shopper, label, path, {
    headers: { Accept: "text/html", ...(referer ? { Referer: base + referer } : {}) },
  });
  if (sent.error) return undefined;
  const { prefix } = shopper;
  const links = (pattern) => [...new Set([...sent.text.matchAll(pattern)].map((match) => match[1]))];
  const catalogs = links(new RegExp(`href="(/${prefix}/[^"?]+--pl[A-Z_]+)"`, "g"));
  const products = links(new RegExp(`href="(/${prefix}/[^"?]+--p\\d+)"`, "g"));
  if (catalogs.length) shopper.catalogLinks = catalogs;
  if (products.length) shopper.productLinks = products;
  shopper.lastPage = path;
  return sent;
}

/** The cart page's data, as the page (or its revalidation) reads it before a cart form is used. */
async function viewCart(shopper) {
  const sent = await request(shopper, "cart view (.data)", `/${shopper.prefix}/cart.data`, {
    headers: { Referer: `${base}/${shopper.prefix}/cart` },
  });
  if (sent.error || !sent.response.ok) return (shopper.view = undefined);
  try {
    const cart = cartOfLoaderData(decodeTurboStream(sent.text));
    shopper.view = cart
      ? {
          version: cart.version,
          lines: cart.lineItems.map(({ lineId, sku, quantity, availableQuantity }) => ({
            lineId,
            sku,
            quantity,
            availableQuantity,
          })),
          codes: cart.discountCode.map((entry) => entry.code),
        }
      : null;
  } catch {
    shopper.view = undefined;
  }
  return shopper.view;
}

/** One cart write's answer in the figures. */
function countWrite(outcome) {
  writeStats.sent++;
  if (outcome.kind === "ok") writeStats.ok++;
  else if (outcome.kind === "unknown") writeStats.unknown++;
  else if (isOutageRefusal(outcome, OUTAGE_MESSAGES)) writeStats.refusedOutage++;
  else writeStats.refusedOther++;
}

/**
 * A cart write as a shopper makes it: `take` puts each answer in the ledger. Under --faults, a
 * refusal that says "try again in a moment" is tried again once, a moment later, as the shopper
 * reading it would; each attempt's answer counts on its own.
 */
async function writeCart(shopper, fields, options, take) {
  let outcome = await postCart(shopper, fields, options);
  countWrite(outcome);
  take(outcome);
  if (!shopper.faults || !isOutageRefusal(outcome, OUTAGE_MESSAGES)) return outcome;
  await sleep(shopper.rng.int(500, 1500));
  shopperRetries.tried++;
  outcome = await postCart(shopper, fields, options);
  countWrite(outcome);
  take(outcome);
  if (outcome.kind === "ok") shopperRetries.ok++;
  else if (outcome.kind === "refused") shopperRetries.refused++;
  else shopperRetries.unknown++;
  return outcome;
}

const productPath = (shopper, productId) =>
  shopper.productLinks.find((path) => path.endsWith(`--p${productId}`)) ?? `/${shopper.prefix}/product--p${productId}`;

const actions = {
  async browse(shopper) {
    const { rng, prefix } = shopper;
    const roll = rng.next();
    if (roll < 0.25 || shopper.catalogLinks.length === 0)
      return visit(shopper, "browse home", `/${prefix}`, shopper.lastPage);
    if (roll < 0.6 || shopper.productLinks.length === 0)
      return visit(shopper, "browse catalogue", rng.pick(shopper.catalogLinks), shopper.lastPage);
    return visit(shopper, "browse product", rng.pick(shopper.productLinks), shopper.lastPage);
  },

  async search(shopper) {
    return visit(
      shopper,
      "search",
      `/${shopper.prefix}/search?q=${encodeURIComponent(shopper.rng.pick(SEARCHES))}`,
      shopper.lastPage,
    );
  },

  async add(shopper, item = shopper.rng.pick(pool)) {
    const page = productPath(shopper, item.productId);
    await visit(shopper, "browse product", page, shopper.lastPage);
    await writeCart(
      shopper,
      { intent: "add-to-cart", sku: item.sku },
      { referer: page, plain: shopper.rng.next() < PLAIN_POST_SHARE["add-to-cart"] },
      (outcome) => {
        noteAnswer(shopper, "add-to-cart", outcome);
        ledgerApply(shopper, item.sku, 1, outcome);
      },
    );
  },

  async quantity(shopper) {
    const view = await viewCart(shopper);
    if (!view?.lines.length) return actions.add(shopper);
    const { rng } = shopper;
    const line = rng.pick(view.lines);
    const delta = line.quantity >= line.availableQuantity ? -1 : line.quantity === 1 || rng.next() < 0.6 ? 1 : -1;
    if (line.quantity + delta < 1) return actions.add(shopper);
    const fields = {
      intent: "quantity",
      lineId: line.lineId,
      quantity: line.quantity + delta,
      seenQuantity: line.quantity,
      version: view.version,
    };
    await writeCart(
      shopper,
      fields,
      { referer: `/${shopper.prefix}/cart`, plain: rng.next() < PLAIN_POST_SHARE.quantity },
      (outcome) => {
        noteAnswer(shopper, "quantity", outcome);
        ledgerApply(shopper, line.sku, delta, outcome);
      },
    );
  },

  async promo(shopper) {
    const view = await viewCart(shopper);
    if (!view?.lines.length) return actions.add(shopper);
    const code = shopper.rng.pick(PROMO_CODES);
    const intent = view.codes.includes(code) ? "promo-remove" : "promo-add";
    await writeCart(
      shopper,
      { intent, code, version: view.version },
      { referer: `/${shopper.prefix}/cart`, plain: shopper.rng.next() < PLAIN_POST_SHARE[intent] },
      (outcome) => noteAnswer(shopper, intent, outcome),
    );
  },

  async remove(shopper) {
    const view = await viewCart(shopper);
    if (!view?.lines.length) return actions.add(shopper);
    const line = shopper.rng.pick(view.lines);
    const outcome = await writeCart(
      shopper,
      { intent: "remove", lineId: line.lineId, version: view.version },
      { referer: `/${shopper.prefix}/cart`, plain: shopper.rng.next() < PLAIN_POST_SHARE.remove },
      (answered) => {
        noteAnswer(shopper, "remove", answered);
        ledgerApply(shopper, line.sku, -(answered.answer?.removed?.quantity ?? line.quantity), answered);
      },
    );
    const removed = outcome.answer?.removed;
    if (outcome.kind === "ok" && removed)
      shopper.pendingUndo = { sku: removed.sku, quantity: removed.quantity, at: Date.now() };
  },

  async undo(shopper) {
    const { sku, quantity } = shopper.pendingUndo;
    shopper.pendingUndo = undefined;
    await writeCart(
      shopper,
      { intent: "undo-remove", sku, quantity },
      { referer: `/${shopper.prefix}/cart`, plain: shopper.rng.next() < PLAIN_POST_SHARE["undo-remove"] },
      (outcome) => {
        noteAnswer(shopper, "undo-remove", outcome);
        ledgerApply(shopper, sku, quantity, outcome);
      },
    );
  },
};

/** Parallel adds of one sku, as a fetcher each (a double click, several tabs): each answer enters the ledger. */
async function burstAdds(shopper, item, label) {
  const page = productPath(shopper, item.productId);
  const began = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: config.burstSize }, () =>
      writeCart(shopper, { intent: "add-to-cart", sku: item.sku }, { referer: page, plain: false }, (outcome) => {
        noteAnswer(shopper, "add-to-cart", outcome);
        ledgerApply(shopper, item.sku, 1, outcome);
      }),
    ),
  );
  recordRequest(
    label,
    performance.now() - began,
    outcomes.filter((outcome) => outcome.kind === "ok").length === outcomes.length ? "all ok" : "some not ok",
  );
  shopper.bursts.push({
    label,
    ok: outcomes.filter((outcome) => outcome.kind === "ok").length,
    refused: outcomes.filter((outcome) => outcome.kind === "refused").length,
    unknown: outcomes.filter((outcome) => outcome.kind === "unknown").length,
  });
}

let pool = [];
let deadline = Infinity;

async function runShopper(shopper) {
  // Arrivals spread over the first two seconds, as a crowd does.
  await sleep(shopper.rng.int(0, 2000));
  await visit(shopper, "browse home", `/${shopper.prefix}`);
  if (shopper.burst) {
    const item = pool[0];
    await visit(shopper, "browse product", productPath(shopper, item.productId), `/${shopper.prefix}`);
    await burstAdds(shopper, item, "burst: parallel first adds (no cart)");
    await sleep(shopper.rng.int(200, 600));
    await burstAdds(shopper, item, "burst: parallel adds (with a cart)");
  }
  while (Date.now() < deadline) {
    await sleep(shopper.rng.int(200, 1500));
    if (Date.now() >= deadline) break;
    const undoable = shopper.pendingUndo && Date.now() - shopper.pendingUndo.at < UNDO_WINDOW_MS;
    if (!undoable) shopper.pendingUndo = undefined;
    const action = undoable && shopper.rng.next() < 0.6 ? "undo" : shopper.rng.weighted(ACTION_WEIGHTS);
    shopper.actions++;
    const began = performance.now();
    await actions[action](shopper);
    recordRequest(`action ${action} (all its requests)`, performance.now() - began, "done");
  }
}

// ------------------------------------------------------------------ the check

/** Every shopper's cart as the cart page's loader answers it, and the page's own quantity inputs as a cross-check. */
async function readRealCart(shopper) {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt) await waitForServer();
    const data = await request(shopper, "final cart read (.data)", `/${shopper.prefix}/cart.data`, {
      headers: { Referer: `${base}/${shopper.prefix}/cart` },
      faults: false,
    });
    if (data.error || !data.response.ok) continue;
    let cart;
    try {
      cart = cartOfLoaderData(decodeTurboStream(data.text));
    } catch {
      continue;
    }
    const units = new Map();
    for (const line of cart?.lineItems ?? []) units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
    const page = await request(shopper, "final cart page (html)", `/${shopper.prefix}/cart`, {
      headers: { Accept: "text/html" },
      faults: false,
    });
    const pageUnits = page.error
      ? undefined
      : [...page.text.matchAll(/name="seenQuantity" value="(\d+)"/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    return { cartId: cart?.id ?? null, units, pageUnits };
  }
  return undefined;
}

/**
 * What the mock injected into this shopper's backend calls (its session's tally): undefined when
 * the mock cannot say (a build before the tally).
 */
async function faultTally(shopper) {
  const sent = await request(shopper, "fault tally", "/__mock/__admin/faults", {
    headers: { "Ocp-Apim-Subscription-Key": localSubscriptionKey(localVars) },
    record: false,
    faults: false,
  });
  if (sent.error || !sent.response.ok) return undefined;
  try {
    const tally = JSON.parse(sent.text);
    return typeof tally?.calls === "number" ? tally : undefined;
  } catch {
    return undefined;
  }
}

async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]);
      }
    }),
  );
  return results;
}

// ------------------------------------------------------------------ printing

const fmt = (ms) => (Number.isNaN(ms) ? "-" : ms >= 1000 ? `${(ms / 1000).toFixed(2)}s` : `${Math.round(ms)}ms`);
const pad = (value, width) => String(value).padEnd(width);
const padLeft = (value, width) => String(value).padStart(width);

function printRequests() {
  console.log("\nLatency per request kind (each redirect hop counted once)");
  console.log(
    `  ${pad("kind", 44)}${padLeft("count", 7)}${padLeft("p50", 9)}${padLeft("p95", 9)}${padLeft("p99", 9)}${padLeft("max", 9)}  statuses`,
  );
  for (const [label, entry] of [...requestStats].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = entry.latencies.slice().sort((a, b) => a - b);
    const count = [...entry.statuses.values()].reduce((sum, value) => sum + value, 0);
    const statuses = [...entry.statuses]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    console.log(
      `  ${pad(label, 44)}${padLeft(count, 7)}${padLeft(fmt(percentile(sorted, 50)), 9)}${padLeft(fmt(percentile(sorted, 95)), 9)}${padLeft(fmt(percentile(sorted, 99)), 9)}${padLeft(fmt(sorted.at(-1) ?? NaN), 9)}  ${statuses}`,
    );
  }
}

function printAnswers() {
  console.log("\nWhat the cart endpoint answered, by intent (refusals by HTTP status and message)");
  for (const [intent, entry] of [...answerStats].sort(([a], [b]) => a.localeCompare(b))) {
    const refused = [...entry.refused.values()].reduce((sum, value) => sum + value, 0);
    const unknown = [...entry.unknown.values()].reduce((sum, value) => sum + value, 0);
    console.log(`  ${pad(intent, 14)} ok ${entry.ok}, refused ${refused}, no answer ${unknown}`);
    for (const [key, n] of [...entry.refused].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`      refused ×${n}: ${key}`);
    for (const [key, n] of [...entry.unknown].sort((a, b) => b[1] - a[1])) console.log(`      no answer ×${n}: ${key}`);
  }
}

/** Every answer's kind: pages, the errors the storefront chose to show, and the others. Answers the unexplained 5xx. */
function printAnswerKinds() {
  const total = (map) => [...map.values()].reduce((sum, count) => sum + count, 0);
  const list = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([key, count]) => `      ×${count} ${key}`);
  console.log(
    `\nAnswers: ${answerKinds.page} pages, ${total(answerKinds["clear-error"])} clear errors, ${total(answerKinds.unexplained)} unexplained`,
  );
  if (answerKinds["clear-error"].size)
    console.log(["    clear errors:", ...list(answerKinds["clear-error"])].join("\n"));
  if (answerKinds.unexplained.size) console.log(["    UNEXPLAINED:", ...list(answerKinds.unexplained)].join("\n"));
  return [...answerKinds.unexplained]
    .filter(([key]) => Number(key.split(" ")[0]) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
}

/** What the faults did: the mock's own count of what it injected, the writes refused, the retries. */
function printFaultFigures(tallies) {
  const read = tallies.filter(Boolean);
  const totals = sumFaultTallies(read);
  const injected = totals.conflictsOnWrites + totals.errors + totals.timeouts + totals.slow + totals.other;
  console.log(`\nFaults (--faults ${config.faultShare}: that share of backend calls fails)`);
  if (read.length === 0) {
    console.log("  the mock's tally could not be read (GET /__mock/__admin/faults: a build before it?)");
  } else {
    console.log(
      `  injected by the mock into ${injected} of ${totals.calls} backend calls (${((100 * injected) / Math.max(1, totals.calls)).toFixed(1)}%): ${totals.errors} × 500, ${totals.conflictsOnWrites} × 409 on cart writes, ${totals.timeouts} timeouts (past ${API_TIMEOUT_MS} ms), ${totals.slow} slow (1–2 s)${read.length < tallies.length ? `; ${tallies.length - read.length} shoppers' tallies unreadable` : ""}`,
    );
  }
  console.log(
    `  cart writes: ${writeStats.sent} answered, ${writeStats.ok} done, ${writeStats.refusedOutage + writeStats.refusedOther} refused (${writeStats.refusedOutage} "cannot be updated right now", ${writeStats.refusedOther} by the cart's rules), ${writeStats.unknown} without a readable answer`,
  );
  console.log(
    `  retried by the storefront after an injected 409 (reload, then once more): ${read.length ? totals.conflictsOnWrites : "unknown"}`,
  );
  console.log(
    `  retried by the shopper after "try again in a moment": ${shopperRetries.tried} (${shopperRetries.ok} done, ${shopperRetries.refused} refused again, ${shopperRetries.unknown} without an answer)`,
  );
  return read.length ? totals : { conflictsOnWrites: undefined };
}

// ------------------------------------------------------------------ run

const stopServer = await (async () => {
  // The server may be restarting (about 20 s): wait for it before starting one of our own.
  for (let attempt = 0; attempt < 30 && !(await isUp(base)); attempt++) await sleep(1000);
  return ensureLocalServer(base);
})();
let exitCode = 0;
let interrupted = false;
process.on("SIGINT", () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  deadline = Date.now();
  console.log("\nInterrupted: finishing the actions under way, then checking the carts (Ctrl-C again to quit).");
});

try {
  const scouted = await (async () => {
    // A rebuild may restart the server while scouting: wait for it and scout again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await scoutSkus();
      } catch (error) {
        if (attempt === 3) throw error;
        await sleep(2000);
        await waitForServer();
      }
    }
  })();
  pool = scouted.pool;
  // Faults need a mock that draws shares: an older one ignores `share` and fails every matching call.
  if (config.faultShare && !(await faultTally(scouted.scout)))
    throw new Error(
      `--faults needs the mock's fault shares and tally (GET ${base}/__mock/__admin/faults did not answer): rebuild and restart the server (npm start), with MOCK_FAULTS=on.`,
    );
  console.log(
    `Load run on ${base}: ${config.shoppers} shoppers for ${config.durationMs / 1000}s, seed ${config.seed}${config.faultShare ? `, the mock failing ${config.faultShare * 100}% of backend calls (API timeout ${API_TIMEOUT_MS} ms)` : ""}`,
  );
  console.log(
    `  ${pool.length} skus to add, online stock ${pool.at(-1).stock}–${pool[0].stock}; bursts: ${config.burstShoppers} shoppers × 2 × ${config.burstSize} parallel adds of ${pool[0].sku} (stock ${pool[0].stock})`,
  );

  const shoppers = Array.from({ length: config.shoppers }, (_, index) =>
    newShopper(index, PREFIXES[index % PREFIXES.length], random(config.seed * 7919 + index)),
  );
  const step = config.burstShoppers ? Math.floor(config.shoppers / config.burstShoppers) : 0;
  for (let index = 0; index < config.burstShoppers; index++) shoppers[index * step].burst = true;

  const loadStart = Date.now();
  startedAt = loadStart;
  console.log(`  load from ${new Date(loadStart).toISOString()}`);
  deadline = loadStart + config.durationMs;
  const keepSentinel = setInterval(
    () => void request(scouted.scout, "scout", "/en/cart.data", { record: false }),
    10_000,
  );
  await Promise.all(shoppers.map((shopper) => runShopper(shopper)));
  clearInterval(keepSentinel);
  const loadSeconds = (Date.now() - loadStart) / 1000;

  const requestsBeforeCheck = [...requestStats]
    .filter(([label]) => !label.startsWith("action ") && !label.startsWith("burst"))
    .reduce((sum, [, entry]) => sum + [...entry.statuses.values()].reduce((a, b) => a + b, 0), 0);
  const actionCount = shoppers.reduce((sum, shopper) => sum + shopper.actions, 0);

  // The check: every shopper's real cart against its ledger.
  const reads = await mapLimit(shoppers, 6, (shopper) => readRealCart(shopper));
  const stateKept = await sentinelStillThere(scouted.scout, scouted.scoutCartId);
  const tallies = config.faultShare ? await mapLimit(shoppers, 6, (shopper) => faultTally(shopper)) : [];

  printRequests();
  printAnswers();

  const restarts = networkErrors.filter((error) => /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET/.test(error.code));
  console.log(
    `\nThroughput: ${requestsBeforeCheck} requests in ${loadSeconds.toFixed(1)}s of load = ${(requestsBeforeCheck / loadSeconds).toFixed(1)} req/s; ${actionCount} shopper actions = ${(actionCount / loadSeconds).toFixed(1)} actions/s`,
  );
  console.log(
    `Network errors: ${networkErrors.length}${networkErrors.length ? ` (${[...new Set(networkErrors.map((error) => error.code))].join(", ")}; first at ${(networkErrors[0].at / 1000).toFixed(1)}s, last at ${(networkErrors.at(-1).at / 1000).toFixed(1)}s)` : ""}`,
  );
  const fiveXX = [...requestStats.values()].reduce(
    (sum, entry) =>
      sum +
      [...entry.statuses]
        .filter(([status]) => typeof status === "number" && status >= 500)
        .reduce((a, [, n]) => a + n, 0),
    0,
  );
  console.log(`5xx answers: ${fiveXX}`);
  const clock = (time) => new Date(time).toISOString().slice(11, 23);
  for (const entry of serverErrors.values()) {
    const when = `${((entry.first - startedAt) / 1000).toFixed(1)}–${((entry.last - startedAt) / 1000).toFixed(1)}s (${clock(entry.first)}–${clock(entry.last)} UTC)`;
    console.log(
      `  ${entry.status} ×${entry.count} ${entry.path.split("?")[0]} [${entry.label}; ${entry.kind}] at ${when}, shoppers ${[...entry.shoppers].map((n) => `#${n}`).join(" ")}: ${JSON.stringify(entry.body)}`,
    );
  }
  const unexplained5xx = printAnswerKinds();
  const faultTotals = config.faultShare ? printFaultFigures(tallies) : undefined;

  console.log("\nCarts against ledgers (lost: the cart has fewer units than the app said; duplicated: more)");
  let lost = 0;
  let duplicated = 0;
  let unverified = 0;
  let pageMismatches = 0;
  let vanished = 0;
  const lines = [];
  shoppers.forEach((shopper, index) => {
    const read = reads[index];
    const tag = `#${shopper.number} ${shopper.prefix}${shopper.burst ? " (burst)" : ""}`;
    if (!read) {
      unverified++;
      lines.push(`  ${tag}: cart could not be read`);
      return;
    }
    const findings = [];
    // A cart the server forgot (its cookie cleared) while the backend lost its state is no finding about the app.
    if (!read.cartId && shopper.events.cartIdCleared && stateKept === false) {
      vanished++;
      lines.push(
        `  ${tag}: cart gone with the backend's state (restart), ledger held ${[...shopper.ledger.values()].reduce((sum, entry) => sum + entry.low, 0)} units`,
      );
      return;
    }
    const compared = compareWithLedger(shopper.ledger, read.units);
    lost += compared.lost;
    duplicated += compared.duplicated;
    findings.push(...compared.findings);
    const cartUnits = [...read.units.values()].reduce((sum, value) => sum + value, 0);
    if (read.pageUnits !== undefined && read.pageUnits !== cartUnits) {
      pageMismatches++;
      findings.push(`cart page shows ${read.pageUnits} units, its data ${cartUnits}`);
    }
    const { events } = shopper;
    const notes = [
      shopper.bursts.length
        ? shopper.bursts
            .map(
              (burst) =>
                `${burst.label.replace("burst: ", "")}: ${burst.ok} ok/${burst.refused} refused/${burst.unknown} no answer`,
            )
            .join("; ")
        : "",
      events.cartIdReplaced
        ? `cart cookie replaced ${events.cartIdReplaced}× (${new Set(shopper.cartIds).size} cart ids)`
        : "",
      events.cartIdCleared ? `cart cookie cleared ${events.cartIdCleared}×` : "",
      events.cartReportedLost
        ? `app reported the cart lost ${events.cartReportedLost}× (${events.unitsWrittenOff} units written off)`
        : "",
      events.crossOver.length
        ? `CART OF ANOTHER SHOPPER received: ${events.crossOver.map((entry) => `${entry.cartId} of #${entry.owner}`).join(", ")}`
        : "",
    ].filter(Boolean);
    if (findings.length || events.crossOver.length || shopper.burst)
      lines.push(
        `  ${tag} cart ${read.cartId ?? "none"}: ${findings.join("; ") || "ledger holds"}${notes.length ? `  [${notes.join("; ")}]` : ""}`,
      );
  });
  for (const line of lines) console.log(line);
  const reportedLost = shoppers.reduce((sum, shopper) => sum + shopper.events.cartReportedLost, 0);
  const crossOvers = shoppers.reduce((sum, shopper) => sum + shopper.events.crossOver.length, 0);
  const shoppersWithLoss = lines.filter((line) => line.includes(" lost")).length;
  console.log(
    `\nTotal: ${lost} lost units, ${duplicated} duplicated units (${shoppersWithLoss} shoppers with losses), ${unverified} carts unreadable, ${pageMismatches} cart pages disagreeing with their data, ${reportedLost} carts the app reported lost, ${crossOvers} cart cookies of another shopper`,
  );
  if (restarts.length)
    console.log(`The server refused or dropped connections ${restarts.length}× during the run (a rebuild/restart?).`);
  if (stateKept === true)
    console.log("Backend state kept through the run (the scout's untouched cart is still there).");
  if (stateKept === false)
    console.log(
      `INCONCLUSIVE: the scout's untouched cart is gone, so the backend lost its state during the run (restart); ${vanished} carts vanished with it. Run again.`,
    );
  else if (stateKept === undefined)
    console.log("The scout's cart could not be read: whether the backend kept its state is unknown.");
  if (faultTotals !== undefined)
    console.log(
      `Under faults: ${lost} lost, ${duplicated} duplicated, ${unexplained5xx} unexplained 5xx; ${writeStats.refusedOutage + writeStats.refusedOther} writes refused, ${faultTotals.conflictsOnWrites ?? "?"} retried by the storefront after a 409, ${shopperRetries.tried} retried by the shopper.`,
    );
  if (stateKept === false) exitCode = 3;
  else if (lost || duplicated || crossOvers || (config.faultShare && unexplained5xx)) exitCode = 1;
  else if (unverified || stateKept !== true) exitCode = 3;
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  stopServer();
}
process.exit(exitCode);
