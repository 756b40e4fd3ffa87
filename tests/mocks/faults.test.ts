import { describe, expect, test } from "vitest";
import { faultKind, findFault, readFaults, type FaultRule } from "../../mocks/faults";

/** A draw that answers the given values in turn, as Math.random would. */
const draws = (...values: number[]) => {
  const queue = [...values];
  return () => queue.shift() ?? 0.999;
};

describe("fault switch: a rule's share of its calls", () => {
  const fiveHundred: FaultRule = { call: "* /carts/*", status: 500, share: 0.25 };
  const slow: FaultRule = { call: "* /*", latency: 1500, share: 0.5 };

  test("a rule with a share applies when the call's draw falls within it, not otherwise", () => {
    expect(findFault([fiveHundred], "POST", "/carts/C1/products/S1", draws(0.1))).toBe(fiveHundred);
    expect(findFault([fiveHundred], "POST", "/carts/C1/products/S1", draws(0.25))).toBeUndefined();
    expect(findFault([{ ...fiveHundred, share: 0 }], "GET", "/carts/C1", draws(0))).toBeUndefined();
    expect(findFault([{ ...fiveHundred, share: 1 }], "GET", "/carts/C1", draws(0.999))).toBeDefined();
  });

  test("a call a rule spares goes on to the next matching rule; a call that matches none draws nothing", () => {
    expect(findFault([fiveHundred, slow], "PUT", "/carts/C1/refresh", draws(0.9, 0.2))).toBe(slow);
    expect(findFault([fiveHundred, slow], "PUT", "/carts/C1/refresh", draws(0.9, 0.7))).toBeUndefined();
    // The cart rule does not match the site call, so the slow rule gets the first draw.
    expect(findFault([fiveHundred, slow], "GET", "/web-domains/", draws(0.3))).toBe(slow);
  });

  test("without a share a matching rule always applies, as before", () => {
    const rule: FaultRule = { call: "GET /web-domains/", status: 503 };
    expect(findFault([rule], "GET", "/web-domains/", draws(0.999))).toBe(rule);
  });

  test("a rule that changes nothing stops the search: the calls it matches keep their answer", () => {
    const spare: FaultRule = { call: "POST /carts/*" };
    expect(findFault([spare, { call: "* /*", status: 500 }], "POST", "/carts/C1/products/S1")).toBe(spare);
    expect(faultKind(spare)).toBeUndefined();
  });

  test("faultKind names what the rule does: its status first, else latency, else merge", () => {
    expect(faultKind({ call: "* /*", status: 504, latency: 8500 })).toBe("504");
    expect(faultKind({ call: "* /*", latency: 1200 })).toBe("latency");
    expect(faultKind({ call: "* /*", merge: { a: 1 } })).toBe("merge");
    expect(faultKind(undefined)).toBeUndefined();
  });

  test("a share outside 0 to 1 makes the switch malformed (ignored, said so)", () => {
    const request = (share: number) =>
      new Request("http://mock.backend.internal/web-domains/", {
        headers: { "x-mock-fault": JSON.stringify({ call: "* /*", status: 500, share }) },
      });
    expect(readFaults(request(0.05))).toEqual({ rules: [{ call: "* /*", status: 500, share: 0.05 }], invalid: false });
    expect(readFaults(request(1.5))).toEqual({ rules: [], invalid: true });
    expect(readFaults(request(-0.1))).toEqual({ rules: [], invalid: true });
  });
});
