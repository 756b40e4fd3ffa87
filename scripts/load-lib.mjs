// The pure pieces of the load run (scripts/load.mjs), kept apart so they are unit-tested: its
// command line, the fault rules a shopper sends under --faults, how an answer is classified and
// how the ledger takes a cart write's outcome.

export const LOAD_HELP = `node scripts/load.mjs [--base URL] [--shoppers N] [--duration SECONDS] [--seed N] [--burst-shoppers N] [--burst-size N] [--faults [SHARE]]
  --faults [SHARE]  the mock fails that share of the backend calls (default 0.05): 500s, 409s on cart writes,
                    timeouts and slow answers; writes refused with "try again" are tried again once`;

/** The share of backend calls failed by a bare --faults. */
export const DEFAULT_FAULT_SHARE = 0.05;

/** The load run's options; throws on a malformed command line, answers `{ help: true }` to --help. */
export function readLoadArgs(argv, now = Date.now()) {
  const options = {};
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === "--help" || arg === "-h") return { help: true };
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unexpected argument ${arg}\n${LOAD_HELP}`);
    const [, name, inline] = match;
    if (inline !== undefined) options[name] = inline;
    // --faults alone takes the default share: its value is optional.
    else if (name === "faults" && (index + 1 >= argv.length || argv[index + 1].startsWith("--"))) options[name] = true;
    else options[name] = argv[++index];
  }
  const known = new Set(["base", "shoppers", "duration", "seed", "burst-shoppers", "burst-size", "faults"]);
  for (const name of Object.keys(options))
    if (!known.has(name)) throw new Error(`Unknown option --${name}\n${LOAD_HELP}`);
  const number = (name, fallback) => {
    if (options[name] === undefined) return fallback;
    const value = Number(options[name]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
    return value;
  };
  const shoppers = Math.max(1, Math.floor(number("shoppers", 200)));
  let faultShare = null;
  if (options.faults !== undefined) {
    faultShare = options.faults === true ? DEFAULT_FAULT_SHARE : Number(options.faults);
    if (!Number.isFinite(faultShare) || faultShare <= 0 || faultShare > 1)
      throw new Error("--faults takes a share of backend calls between 0 and 1, e.g. --faults 0.05");
  }
  return {
    help: false,
    base: (options.base ?? "http://localhost:8787").replace(/\/$/, ""),
    shoppers,
    durationMs: number("duration", 60) * 1000,
    seed: Math.floor(number("seed", now % 1_000_000)),
    burstShoppers: Math.min(shoppers, Math.floor(number("burst-shoppers", Math.max(2, Math.ceil(shoppers / 40))))),
    burstSize: Math.max(1, Math.floor(number("burst-size", 20))),
    faultShare,
  };
}

// ------------------------------------------------------------------ fault rules

/**
 * How the failing share is made up, per kind of backend call. Timeouts wait past the storefront's
 * API timeout, so they are the rarest: a run with many would measure the timeout, not the app.
 */
export const FAULT_MIX = {
  /** Cart writes: a 409 is what a write meets when the cart changed under it. */
  cartWrite: { conflict: 0.3, error: 0.3, slow: 0.3, timeout: 0.1 },
  any: { error: 0.5, slow: 0.4, timeout: 0.1 },
};
/** The methods of the storefront's cart writes (app/features/cart*: POST, PUT, DELETE under /carts/). */
const CART_WRITE_METHODS = ["POST", "PUT", "DELETE"];

/**
 * Each rule's `share` when rules are tried in turn (a call a rule spares goes on to the next), so
 * that rule i fails `wanted[i]` of all the calls: its share of the calls that reach it.
 */
export function sequentialShares(wanted) {
  let left = 1;
  return wanted.map((share) => {
    const conditional = left > 0 ? Math.min(1, share / left) : 0;
    left -= share;
    return Number(conditional.toFixed(6));
  });
}

/**
 * The x-mock-fault rules one request carries under --faults: every backend call fails with
 * probability `share`. Cart writes get their own mix (with 409s) and end on a rule that changes
 * nothing, so they never also meet the general rules; every other call meets the general mix.
 * A timeout waits `timeoutMs + 500` then answers 504 unapplied: the storefront has given up by then.
 * `slowMs` is this request's slow answer (1 to 2 s, drawn by the shopper).
 */
export function faultRules({ share, timeoutMs, slowMs }) {
  const kinds = {
    conflict: () => ({ status: 409, message: "Load run: injected version conflict" }),
    error: () => ({ status: 500, message: "Load run: injected failure" }),
    slow: () => ({ latency: slowMs }),
    timeout: () => ({ latency: timeoutMs + 500, status: 504, message: "Load run: injected timeout" }),
  };
  const rulesFor = (call, mix) => {
    const entries = Object.entries(mix);
    const shares = sequentialShares(entries.map(([, part]) => part * share));
    return entries.map(([kind], index) => ({ call, ...kinds[kind](), share: shares[index] }));
  };
  return [
    ...CART_WRITE_METHODS.flatMap((method) => [
      ...rulesFor(`${method} /carts/*`, FAULT_MIX.cartWrite),
      { call: `${method} /carts/*` },
    ]),
    ...rulesFor("* /*", FAULT_MIX.any),
  ];
}

/** The mock's tallies (GET /__admin/faults) of every shopper added up by kind: 409 on cart writes, 500, 504 (timeouts), latency (slow). */
export function sumFaultTallies(tallies) {
  const total = { calls: 0, conflictsOnWrites: 0, errors: 0, timeouts: 0, slow: 0, other: 0 };
  for (const tally of tallies) {
    if (!tally) continue;
    total.calls += tally.calls ?? 0;
    for (const [key, count] of Object.entries(tally.applied ?? {})) {
      const [kind, method, path] = key.split(" ");
      if (kind === "409" && CART_WRITE_METHODS.includes(method) && path?.startsWith("/carts/"))
        total.conflictsOnWrites += count;
      else if (kind === "500") total.errors += count;
      else if (kind === "504") total.timeouts += count;
      else if (kind === "latency") total.slow += count;
      else total.other += count;
    }
  }
  return total;
}

// ------------------------------------------------------------------ answers

/**
 * What the shopper met: a page (any answer below 400), a clear error (the storefront's own error
 * page, a loader's deliberate error response, a form's refusal in words), or an unexplained one
 * (a bare error, an uncaught exception even when the error page shows it). React Router writes
 * a loader's thrown `data(…, { status })` as "ErrorResponse" in the page's data, and an uncaught
 * exception as "SanitizedError": that is how a 503 the app chose is told from one it did not.
 */
export function classifyAnswer({ status, contentType = "", body = "" }) {
  if (status < 400) return { kind: "page" };
  const uncaught = body.includes("SanitizedError");
  if (contentType.includes("text/html")) {
    const errorPage = /class="error-page[\s"]/.test(body) && body.includes(`data-status="${status}"`);
    if (errorPage && !uncaught) return { kind: "clear-error", why: "error page" };
    return {
      kind: "unexplained",
      why: errorPage ? "uncaught exception behind the error page" : "HTML without the error page",
    };
  }
  if (contentType.includes("text/x-script")) {
    if (uncaught) return { kind: "unexplained", why: "uncaught exception in the data" };
    if (body.includes('"ErrorResponse"')) return { kind: "clear-error", why: "error response" };
    if (/"message"/.test(body) && /"ok"/.test(body)) return { kind: "clear-error", why: "form answer" };
    return { kind: "unexplained", why: "data without an error response" };
  }
  return { kind: "unexplained", why: `bare ${contentType.split(";")[0] || "answer"}` };
}

/** A refusal that says "try again later" (the backend failed, not the shopper's request): worth one more try. */
export function isOutageRefusal(outcome, outageMessages) {
  if (outcome.kind !== "refused") return false;
  return outcome.status === 503 || (outcome.message !== undefined && outageMessages.has(outcome.message));
}

// ------------------------------------------------------------------ ledger

/**
 * A cart write's outcome in the shopper's ledger (sku -> { low, high } units): a done write counts,
 * a refused one does not (the app said it was not made), and one without an answer may or may
 * not have happened, so the ledger keeps both.
 */
export function applyToLedger(ledger, sku, delta, outcome) {
  if (outcome.kind === "refused" || delta === 0) return;
  const entry = ledger.get(sku) ?? { low: 0, high: 0 };
  if (outcome.kind === "ok") {
    entry.low += delta;
    entry.high += delta;
  } else {
    entry.low += Math.min(0, delta);
    entry.high += Math.max(0, delta);
  }
  ledger.set(sku, entry);
}

/** What a cart holds against what its shopper was told: units missing (lost) and units beyond (duplicated). */
export function compareWithLedger(ledger, units) {
  let lost = 0;
  let duplicated = 0;
  const findings = [];
  for (const sku of new Set([...ledger.keys(), ...units.keys()])) {
    const told = ledger.get(sku) ?? { low: 0, high: 0 };
    const actual = units.get(sku) ?? 0;
    const missing = Math.max(0, told.low - actual);
    const extra = Math.max(0, actual - told.high);
    lost += missing;
    duplicated += extra;
    const toldText = told.low === told.high ? `${told.low}` : `${told.low}–${told.high}`;
    if (missing) findings.push(`sku ${sku}: told ${toldText}, cart ${actual} → ${missing} lost`);
    if (extra) findings.push(`sku ${sku}: told ${toldText}, cart ${actual} → ${extra} duplicated`);
  }
  return { lost, duplicated, findings };
}

/** The storefront's cart cookies are one per site (as_cart_id_fr, as_cart_id_en…: decision 178). */
export const isCartCookie = (name) => /^as_cart_id_\w+$/.test(name);
