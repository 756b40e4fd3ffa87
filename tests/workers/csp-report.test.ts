import { afterEach, describe, expect, test, vi } from "vitest";
import { cspViolations, receiveCspReport } from "../../workers/csp-report";

const post = (body: string, type = "application/csp-report") =>
  new Request("http://localhost:8787/csp-report", { method: "POST", body, headers: { "Content-Type": type } });

describe("the CSP violation report endpoint", () => {
  afterEach(() => vi.restoreAllMocks());

  test("a report-uri report is logged with its directive, the blocked origin and the page's path, never its query", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const body = JSON.stringify({
      "csp-report": {
        "document-uri": "http://localhost:8787/en/search?q=jane@example.com",
        "effective-directive": "script-src-elem",
        "blocked-uri": "https://evil.example/x.js?id=1",
        disposition: "enforce",
      },
    });
    const answer = await receiveCspReport(post(body));
    expect(answer.status).toBe(204);
    const logged = JSON.parse(String(warn.mock.calls[0]![0]));
    expect(logged).toMatchObject({
      message: "CSP violation",
      page: "/en/search",
      directive: "script-src-elem",
      blocked: "https://evil.example",
    });
    expect(JSON.stringify(logged)).not.toContain("jane");
  });

  test("Reporting API batches keep their CSP violations only; inline code is named as the browser names it", () => {
    expect(
      cspViolations([
        {
          type: "csp-violation",
          body: {
            documentURL: "https://shop.example/fr-fr",
            effectiveDirective: "script-src-elem",
            blockedURL: "inline",
          },
        },
        { type: "deprecation", body: { documentURL: "https://shop.example/fr-fr" } },
      ]),
    ).toEqual([{ page: "/fr-fr", directive: "script-src-elem", blocked: "inline", disposition: "enforce" }]);
  });

  test("anything else is a 4xx, never a 500: not POST, not JSON, another shape, too big", async () => {
    expect((await receiveCspReport(new Request("http://localhost:8787/csp-report"))).status).toBe(405);
    expect((await receiveCspReport(post("not json"))).status).toBe(400);
    expect((await receiveCspReport(post('{"csp-report":{"blocked-uri":1}}'))).status).toBe(400);
    expect(
      (await receiveCspReport(post(JSON.stringify({ "csp-report": { "document-uri": "x".repeat(9000) } })))).status,
    ).toBe(413);
  });
});
