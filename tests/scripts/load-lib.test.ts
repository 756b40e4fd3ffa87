import { describe, expect, test } from "vitest";
import { findFault, readFaults } from "../../mocks/faults";
import {
  applyToLedger,
  classifyAnswer,
  compareWithLedger,
  DEFAULT_FAULT_SHARE,
  faultRules,
  isCartCookie,
  isOutageRefusal,
  readLoadArgs,
  sequentialShares,
  sumFaultTallies,
} from "../../scripts/load-lib.mjs";

describe("load run: the command line", () => {
  test("defaults as before, and no faults unless asked", () => {
    const config = readLoadArgs([], 123_456_789);
    expect(config).toMatchObject({
      base: "http://localhost:8787",
      shoppers: 200,
      durationMs: 60_000,
      seed: 456_789,
      burstShoppers: 5,
      burstSize: 20,
      faultShare: null,
    });
  });

  test("--faults alone takes 5%, with a value (spaced or =) that share, before another option too", () => {
    expect(readLoadArgs(["--faults"]).faultShare).toBe(DEFAULT_FAULT_SHARE);
    expect(readLoadArgs(["--faults", "--shoppers", "20"])).toMatchObject({ faultShare: 0.05, shoppers: 20 });
    expect(readLoadArgs(["--faults", "0.1", "--duration", "15"])).toMatchObject({
      faultShare: 0.1,
      durationMs: 15_000,
    });
    expect(readLoadArgs(["--shoppers=20", "--faults=0.02"])).toMatchObject({ faultShare: 0.02, shoppers: 20 });
  });

  test("refuses a share outside (0, 1], an unknown option and a stray word; --help asks for the help", () => {
    expect(() => readLoadArgs(["--faults", "5"])).toThrow(/between 0 and 1/);
    expect(() => readLoadArgs(["--faults", "0"])).toThrow(/between 0 and 1/);
    expect(() => readLoadArgs(["--fault", "0.1"])).toThrow(/Unknown option --fault/);
    expect(() => readLoadArgs(["shoppers"])).toThrow(/Unexpected argument/);
    expect(readLoadArgs(["--faults", "--help"])).toEqual({ help: true });
  });
});

describe("load run: the fault rules a shopper sends", () => {
  const rules = faultRules({ share: 0.05, timeoutMs: 8000, slowMs: 1500 });

  test("sequential shares make each rule fail its wanted share of all the calls", () => {
    const shares: number[] = sequentialShares([0.02, 0.02, 0.01]);
    const reached = [1, 1 - shares[0]!, (1 - shares[0]!) * (1 - shares[1]!)];
    expect(shares.map((share, index) => share * reached[index]!)).toEqual([
      expect.closeTo(0.02, 6),
      expect.closeTo(0.02, 6),
      expect.closeTo(0.01, 6),
    ]);
  });

  test("the mock accepts them (at most 20 rules), and a timeout waits past the API timeout and is never applied", () => {
    const request = new Request("http://mock.backend.internal/carts/C1", {
      headers: { "x-mock-fault": JSON.stringify(rules) },
    });
    expect(readFaults(request)).toEqual({ rules, invalid: false });
    for (const rule of rules.filter((rule) => rule.status === 504)) expect(rule.latency).toBe(8500);
    expect(rules.filter((rule) => rule.latency && !rule.status).map((rule) => rule.latency)).toEqual([
      1500, 1500, 1500, 1500,
    ]);
  });

  /** The share of `calls` the mock's own matching fails, over many draws, and what with. */
  const observed = (method: string, path: string, draws = 40_000) => {
    let state = 42;
    const draw = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    const kinds = new Map<string, number>();
    let failed = 0;
    for (let index = 0; index < draws; index++) {
      const rule = findFault(rules, method, path, draw);
      const kind = rule?.status ?? (rule?.latency ? "slow" : undefined);
      if (kind === undefined) continue;
      failed++;
      kinds.set(String(kind), (kinds.get(String(kind)) ?? 0) + 1);
    }
    return { share: failed / draws, kinds };
  };

  test("about 5% of cart writes fail, 409s among them; the general rules never add to them", () => {
    const { share, kinds } = observed("POST", "/carts/C1/products/S1");
    expect(share).toBeGreaterThan(0.045);
    expect(share).toBeLessThan(0.055);
    expect([...kinds.keys()].sort()).toEqual(["409", "500", "504", "slow"]);
  });

  test("about 5% of every other call fails, with no 409", () => {
    for (const [method, path] of [
      ["GET", "/web-domains/"],
      ["GET", "/carts/C1"],
      ["POST", "/carts"],
    ] as const) {
      const { share, kinds } = observed(method, path);
      expect(share).toBeGreaterThan(0.045);
      expect(share).toBeLessThan(0.055);
      expect(kinds.has("409")).toBe(false);
    }
  });

  test("the mock's tallies add up by kind: 409s on cart writes are the storefront's retries", () => {
    expect(
      sumFaultTallies([
        {
          calls: 100,
          applied: { "409 POST /carts/*": 2, "409 PUT /carts/*": 1, "500 * /*": 3, "504 * /*": 1, "latency * /*": 4 },
        },
        undefined,
        { calls: 50, applied: { "500 DELETE /carts/*": 1, "merge GET /web-domains/": 1 } },
      ]),
    ).toEqual({ calls: 150, conflictsOnWrites: 3, errors: 4, timeouts: 1, slow: 4, other: 1 });
  });
});

describe("load run: what an answer was", () => {
  const errorPage = (status: number, extra = "") =>
    `<!DOCTYPE html><html><body><main id="main" class="error-page container" data-status="${status}"><h1>Our site is having a problem</h1></main><script>enqueue("[\\"ErrorResponse\\"]${extra}")</script></body></html>`;
  const html = "text/html; charset=utf-8";
  const stream = "text/x-script";

  test("below 400 is a page", () => {
    expect(classifyAnswer({ status: 200, contentType: html, body: "<main>" })).toEqual({ kind: "page" });
    expect(classifyAnswer({ status: 303, contentType: "", body: "" })).toEqual({ kind: "page" });
  });

  test("the storefront's error page with the answer's status is a clear error (503, the getParams 500, a 404)", () => {
    for (const status of [503, 500, 404])
      expect(classifyAnswer({ status, contentType: html, body: errorPage(status) }).kind).toBe("clear-error");
  });

  test("an uncaught exception is unexplained even behind the error page; so is a page without it or a bare text", () => {
    expect(classifyAnswer({ status: 500, contentType: html, body: errorPage(500, "SanitizedError") })).toEqual({
      kind: "unexplained",
      why: "uncaught exception behind the error page",
    });
    expect(classifyAnswer({ status: 500, contentType: html, body: errorPage(503) }).kind).toBe("unexplained");
    expect(classifyAnswer({ status: 502, contentType: html, body: "<html>Bad gateway</html>" }).kind).toBe(
      "unexplained",
    );
    expect(
      classifyAnswer({ status: 503, contentType: "text/plain; charset=utf-8", body: "Service unavailable" }),
    ).toEqual({ kind: "unexplained", why: "bare text/plain" });
  });

  test("in the data format: a loader's error response and a form's refusal are clear, an uncaught error is not", () => {
    expect(classifyAnswer({ status: 503, contentType: stream, body: '[{"_1":2},["ErrorResponse",3,4]]' }).kind).toBe(
      "clear-error",
    );
    expect(
      classifyAnswer({
        status: 503,
        contentType: stream,
        body: '[{"_1":2},"data",{"_3":4,"_5":6,"_7":8},"intent","add-to-cart","ok",false,"message","Your cart cannot be updated right now."]',
      }).kind,
    ).toBe("clear-error");
    expect(classifyAnswer({ status: 500, contentType: stream, body: '[["SanitizedError",1,2]]' }).kind).toBe(
      "unexplained",
    );
  });

  test("a refusal is worth another try when it says the cart cannot be updated right now (503, or its words after a plain post)", () => {
    const outage = new Set(["Your cart cannot be updated right now. Please try again in a moment."]);
    expect(isOutageRefusal({ kind: "refused", status: 503, message: "x" }, outage)).toBe(true);
    expect(isOutageRefusal({ kind: "refused", status: "303+flash", message: [...outage][0] }, outage)).toBe(true);
    expect(
      isOutageRefusal({ kind: "refused", status: 400, message: "Sorry, this size could not be added" }, outage),
    ).toBe(false);
    expect(isOutageRefusal({ kind: "unknown", status: 503 }, outage)).toBe(false);
  });

  test("the storefront's cart cookies are one per site", () => {
    expect(["as_cart_id_fr", "as_cart_id_en", "as_cart_id", "as_anonymous_id_local"].map(isCartCookie)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("load run: the ledger counts what the app said", () => {
  test("a done write counts, a refused one does not, one without an answer may have happened or not", () => {
    const ledger = new Map();
    applyToLedger(ledger, "S1", 1, { kind: "ok" });
    applyToLedger(ledger, "S1", 1, { kind: "refused" });
    applyToLedger(ledger, "S1", 1, { kind: "unknown" });
    applyToLedger(ledger, "S1", -1, { kind: "unknown" });
    expect(ledger.get("S1")).toEqual({ low: 0, high: 2 });
  });

  test("a cart short of a done write has lost it; a cart beyond every possibility has duplicated one", () => {
    const ledger = new Map([
      ["S1", { low: 2, high: 2 }],
      ["S2", { low: 0, high: 1 }],
    ]);
    expect(
      compareWithLedger(
        ledger,
        new Map([
          ["S1", 1],
          ["S2", 1],
        ]),
      ),
    ).toMatchObject({ lost: 1, duplicated: 0 });
    const refusedButThere = compareWithLedger(
      new Map([["S1", { low: 1, high: 1 }]]),
      new Map([
        ["S1", 2],
        ["S3", 1],
      ]),
    );
    expect(refusedButThere).toEqual({
      lost: 0,
      duplicated: 2,
      findings: ["sku S1: told 1, cart 2 → 1 duplicated", "sku S3: told 0, cart 1 → 1 duplicated"],
    });
  });
});
